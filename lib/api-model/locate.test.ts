import { describe, expect, it } from 'vitest';
import { parseDocFile } from '../content/parse-markdown';
import { renderMarkdownBody } from '../markdown-export/render-markdown';
import { docPageOf } from './doc-sections';
import { trackPage } from './fixtures/track-page';
import { lineOf, locateEntries, type EntryLocation } from './locate';
import type { PlacedBadges } from './version-intelligence';
import type { ApiModel } from './types';

/** A package with one function and one object type of two fields. */
const model: ApiModel = {
  package: { name: 'demo', version: '1.0.0' },
  functions: [{ name: 'getTrack', signatures: [{ params: [], returns: 'Track' }] }],
  events: [],
  hooks: [],
  enums: [],
  objects: [
    {
      name: 'Track',
      fields: [
        { name: 'id', type: 'string', optional: false },
        { name: 'url', type: 'string', optional: false },
      ],
    },
  ],
  exports: ['Track', 'default'],
};

const page = (docId: string, source: string) =>
  docPageOf(parseDocFile(source).tree, `content/docs/1.0/${docId}.md`, docId, 'Track');

const located = (source: string) =>
  locateEntries(model, [page('api/objects/track', source), page('api/functions/queue', '## `getTrack()`\n')]);
const at = (locations: EntryLocation[], key: string) => locations.find((l) => l.key === key);

/** The Markdown twin of the Track page with a badge on `field:Track.id` where its location says. */
const twin = (source: string) => {
  const location = at(located(source), 'field:Track.id')!;
  const badges: PlacedBadges[] = [
    {
      at: location.at,
      anchor: location.anchor,
      ...(location.row ? { row: location.row } : {}),
      key: location.key,
      badges: [{ kind: 'added', release: '1.0', label: '1.0', documented: true, orEarlier: false, unreleased: false }],
    },
  ];
  return renderMarkdownBody(
    { docId: 'api/objects/track', title: 'Track', tree: parseDocFile(source).tree, badges },
    {
      absolute: (route) => `https://docs.example${route}`,
      docRoute: (docId) => `/docs/1.0/${docId}`,
      has: () => true,
    },
  );
};

describe('locateEntries', () => {
  it('row-and-heading-both-could-match: a field is its table row, not the heading that has its name', () => {
    const source = trackPage('Fields');
    expect(at(located(source), 'field:Track.id')).toEqual({
      key: 'field:Track.id',
      docId: 'api/objects/track',
      at: 'row',
      anchor: 'fields',
      row: 'id',
    });
    expect(lineOf(page('api/objects/track', source), at(located(source), 'field:Track.id')!)).toBe(7);
    // The Markdown twin reads that place: the badge is in the row, and nothing follows the `id` heading.
    const markdown = twin(source);
    expect(markdown).toContain('| `id` (Added in 1.0) | `string` |');
    expect(markdown).toContain('## `id`\n\nIds are unique in a queue.');
  });

  it('renamed-heading: the row’s location follows the new id of the heading above it', () => {
    const source = trackPage('Properties');
    expect(at(located(source), 'field:Track.id')).toMatchObject({ at: 'row', anchor: 'properties', row: 'id' });
    expect(twin(source)).toContain('| `id` (Added in 1.0) | `string` |');
  });

  it('entry-not-documented: a field without a row, and a page that documents nothing, have no location', () => {
    const locations = located(trackPage('Fields'));
    expect(at(locations, 'field:Track.url')).toBeUndefined();
    expect(locations.map((l) => l.key)).toEqual(['function:getTrack', 'object:Track', 'field:Track.id']);
    expect(at(locations, 'function:getTrack')).toMatchObject({ at: 'heading', anchor: 'gettrack' });
  });
});
