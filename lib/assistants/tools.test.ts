import { describe, expect, it } from 'vitest';
import { SectionIndex } from '../search/section-search';
import type { VersionSearchData } from '../search/sections';
import { assistantData } from './assistant-data';
import { dataInput } from './fixtures';
import { findPage, lookupSymbol, searchAnswer, snippetAnswer, symbolName, upgradeNotes } from './tools';

const { manifest, api, changes } = assistantData(dataInput());

describe('lookupSymbol', () => {
  it("answers with the version's facts for a symbol it has, however the name is written", () => {
    for (const query of ['getActiveTrack', 'TrackPlayer.getActiveTrack()', 'await getActiveTrack();'])
      expect(lookupSymbol(manifest, api, 'next', query)).toMatchObject({
        version: 'next',
        name: 'getActiveTrack',
        found: true,
        kind: 'function',
        signature: 'getActiveTrack(): Promise<void>',
        platforms: ['android', 'ios', 'web'],
        url: 'https://example.org/preview/docs/next/api/functions/queue#getactivetrack',
        lifecycle: {
          added: expect.objectContaining({ label: '2.0', documented: true }),
          deprecated: null,
          removed: null,
        },
        inVersions: ['next', '2.0'],
      });
    expect(lookupSymbol(manifest, api, '2.0', 'Event.PlaybackState')).toMatchObject({ found: true, kind: 'event' });
    expect(lookupSymbol(manifest, api, '2.0', 'Playing')).toMatchObject({ found: true, name: 'State.Playing' });
  });

  it('says a symbol is not in the version yet, and when it was added', () => {
    expect(lookupSymbol(manifest, api, '1.0', 'getActiveTrack')).toMatchObject({
      found: false,
      kind: 'function',
      signature: null,
      lifecycle: { added: expect.objectContaining({ label: '2.0' }), deprecated: null, removed: null },
      inVersions: ['next', '2.0'],
      note: 'getActiveTrack is not in 1.0: added in 2.0. Versions that have it: Next, 2.0.',
    });
  });

  it('says a symbol left, what replaced it, and which versions have it', () => {
    expect(lookupSymbol(manifest, api, 'next', 'getCurrentTrack')).toMatchObject({
      found: false,
      lifecycle: {
        added: null,
        deprecated: expect.objectContaining({ label: '2.0' }),
        removed: expect.objectContaining({ label: 'Next' }),
      },
      replacements: ['getActiveTrackIndex'],
      inVersions: ['2.0', '1.0'],
      note: 'getCurrentTrack is not in Next: removed in Next; use getActiveTrackIndex instead. Versions that have it: 2.0, 1.0.',
    });
  });

  it('gives the nearest names for a name no version has', () => {
    const answer = lookupSymbol(manifest, api, '2.0', 'getActivTrack');
    expect(answer).toMatchObject({ found: false, kind: null, inVersions: [] });
    expect(answer.nearest![0]).toBe('getActiveTrack');
    expect(() => lookupSymbol(manifest, api, '0.9', 'play')).toThrow('0.9 has no API data');
  });

  it('reads `Event.` as the event kind', () => {
    expect(symbolName('Event.PlaybackState')).toEqual({ name: 'PlaybackState', kind: 'event' });
  });
});

describe('findPage', () => {
  it('finds a page by its path in the version, with or without .md or an anchor', () => {
    for (const path of ['basics/installation', '/basics/installation.md', 'basics/installation#step-2'])
      expect(findPage(manifest, '1.0', path)).toMatchObject({
        found: true,
        version: { name: '1.0' },
        page: { markdown: '/docs/1.0/basics/installation.md' },
      });
  });

  it('takes the version from a URL or route of the site, base path included', () => {
    expect(findPage(manifest, '1.0', 'https://example.org/preview/docs/basics/installation.md')).toMatchObject({
      found: true,
      version: { name: '2.0' },
    });
    expect(findPage(manifest, null, '/docs/next/api/functions/queue#skip')).toMatchObject({
      found: true,
      version: { name: 'next' },
      page: { docId: 'api/functions/queue' },
    });
  });

  it('answers an unknown page with the nearest pages of the version', () => {
    const answer = findPage(manifest, '2.0', 'basics/instalation');
    expect(answer.found).toBe(false);
    if (answer.found) return;
    expect(answer.nearest[0]!.docId).toBe('basics/installation');
    expect(answer.message).toMatch(
      /^No page "basics\/instalation" in 2\.0\. Nearest pages in 2\.0: basics\/installation \(Installation\)/,
    );
  });
});

describe('upgradeNotes', () => {
  it('lists the changes from an older version to a newer one, with the guides on the way', () => {
    const notes = upgradeNotes(manifest, changes, '1.0', 'next');
    expect(notes.guides).toEqual(['https://example.org/preview/docs/v2-migration']);
    expect(notes.changes).toContainEqual(expect.objectContaining({ change: 'removed', name: 'destroy' }));
    expect(upgradeNotes(manifest, changes, '2.0', '2.0').changes).toEqual([]);
  });

  it('refuses to go backwards, and says how to ask instead', () => {
    expect(() => upgradeNotes(manifest, changes, 'next', '1.0')).toThrow('ask from 1.0 to next');
  });
});

describe('searchAnswer', () => {
  const data: VersionSearchData = {
    version: '1.0',
    label: '1.0',
    sections: [
      {
        page: 'Queue',
        heading: 'skip(index)',
        url: '/docs/1.0/api/functions/queue#skip',
        text: 'Skips to the track at an index of the queue.',
      },
      { page: 'Installation', heading: '', url: '/docs/1.0/basics/installation', text: 'Add the package to your app.' },
    ],
    symbols: [{ name: 'skip', kind: 'function', section: 0 }],
    elsewhere: { getactivetrack: { name: 'getActiveTrack', versions: ['Next', '2.0'], note: 'added in 2.0' } },
  };
  const index = new SectionIndex(data);

  it("ranks with the site's engine and gives absolute URLs and plain excerpts", () => {
    const answer = searchAnswer(manifest, index, 'skip');
    expect(answer.results[0]).toEqual({
      title: 'Queue: skip(index)',
      url: 'https://example.org/preview/docs/1.0/api/functions/queue#skip',
      excerpt: 'Skips to the track at an index of the queue.',
    });
    expect(answer.note).toBeUndefined();
  });

  it("says where another version's API name is", () => {
    expect(searchAnswer(manifest, index, 'getActiveTrack()').note).toBe(
      'getActiveTrack is not in 1.0: added in 2.0. Versions that have it: Next, 2.0.',
    );
  });
});

describe('snippetAnswer', () => {
  it('is ok without problems, and lists each with its line otherwise', () => {
    expect(snippetAnswer('2.0', [])).toEqual({ version: '2.0', ok: true, diagnostics: [] });
    expect(snippetAnswer('2.0', [{ file: 'snippet', line: 2, message: 'TS2339: no' }])).toEqual({
      version: '2.0',
      ok: false,
      diagnostics: [{ line: 2, message: 'TS2339: no' }],
    });
  });
});
