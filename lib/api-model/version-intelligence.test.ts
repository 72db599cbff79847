import { describe, expect, it } from 'vitest';
import { anchorOf, changesPageOf, changesRoutes, versionIntelligence } from './version-intelligence';
import type { EntryLocation } from './locate';
import type { ApiModel } from './types';
import { documentedLifecycle } from './lifecycle';

const model = (functions: string[], enums: ApiModel['enums'] = []): ApiModel => ({
  package: { name: 'demo', version: '0' },
  functions: functions.map((name) => ({ name, signatures: [{ params: [], returns: 'void' }] })),
  events: [],
  hooks: [],
  enums,
  objects: [],
  exports: [],
});
const at = (key: string, docId: string, anchor: string, where: EntryLocation['at'] = 'heading', row?: string) =>
  ({ key, docId, at: where, anchor, ...(row ? { row } : {}) }) as EntryLocation;

const input: Omit<Parameters<typeof versionIntelligence>[0], 'lifecycle'> = {
  versions: [
    {
      name: '1.0',
      label: '1.0',
      unreleased: false,
      path: '/docs/1.0',
      slug: '1.0',
      model: model(['play', 'stop']),
      locations: [at('function:play', 'api/player', 'play'), at('function:stop', 'api/player', 'stop')],
    },
    {
      name: 'next',
      label: 'Next',
      unreleased: true,
      path: '/docs/next',
      slug: 'next',
      model: model(['play', 'seek'], [{ name: 'Mode', members: [{ name: 'Off' }] }]),
      locations: [
        at('function:play', 'api/player', 'play'),
        at('function:seek', 'api/player', 'seek'),
        at('constant:Mode', 'api/mode', '', 'page'),
        at('member:Mode.Off', 'api/mode', 'members', 'row', 'Off'),
      ],
    },
  ],
  docHref: (version: string, docId: string) => `/docs/${version}/${docId}`,
  guides: { '1.0-to-next': 'v2-migration' },
};
const data = versionIntelligence({ ...input, lifecycle: documentedLifecycle(input.versions) });

describe('versionIntelligence', () => {
  it('lists the changes of each step with links to both versions and the migration guide', () => {
    expect(data.pairs).toHaveLength(1);
    const pair = data.pairs[0]!;
    expect(pair.slug).toBe('1.0-to-next');
    expect(pair.guide).toEqual({ docId: 'v2-migration', href: '/docs/next/v2-migration' });
    expect(pair.changes.map((c) => [c.change, c.name, c.olderHref ?? null, c.newerHref ?? null])).toEqual([
      ['added', 'seek', null, '/docs/next/api/player#seek'],
      ['removed', 'stop', '/docs/1.0/api/player#stop', null],
      ['added', 'Mode', null, '/docs/next/api/mode'],
      ['added', 'Mode.Off', null, '/docs/next/api/mode#members'],
    ]);
  });

  it('places badges by entry (heading id), linking to the change on its changes page, without repeating an owner’s badge', () => {
    expect(data.badges['1.0']!['api/player']).toEqual([
      expect.objectContaining({
        anchor: 'stop',
        at: 'heading',
        key: 'function:stop',
        badges: [
          expect.objectContaining({
            kind: 'removed',
            label: 'Next',
            documented: true,
            unreleased: true,
            href: `/docs/changes/1.0-to-next#${anchorOf('removed', 'function:stop')}`,
          }),
        ],
      }),
    ]);
    expect(data.badges.next!['api/mode']!.map((p) => [p.key, p.at, p.badges.map((b) => b.kind)])).toEqual([
      ['constant:Mode', 'page', ['added']],
    ]);
  });

  it('compares each page with every other version, in both directions', () => {
    expect(data.compare['1.0']!['api/player']!.next!.map((r) => `${r.change} ${r.name}`)).toEqual([
      'added seek',
      'removed stop',
    ]);
    expect(data.compare.next!['api/player']!['1.0']!.map((r) => `${r.change} ${r.name}`)).toEqual([
      'added seek',
      'removed stop',
    ]);
    expect(data.compare.next!['api/mode']!['1.0']!.map((r) => r.name)).toEqual(['Mode', 'Mode.Off']);
  });
});

describe('changes routes', () => {
  it('exist only when there are steps, and resolve to the index or one step', () => {
    expect(changesRoutes(data)).toEqual(['/docs/changes', '/docs/changes/1.0-to-next']);
    expect(changesRoutes({ pairs: [] })).toEqual([]);
    expect(changesPageOf('/docs/changes', data)).toEqual({});
    expect(changesPageOf('/docs/changes/1.0-to-next', data)?.pair?.slug).toBe('1.0-to-next');
    expect(changesPageOf('/docs/changes/9-to-10', data)).toBeNull();
    expect(changesPageOf('/docs/intro', data)).toBeNull();
    expect(changesPageOf('/docs/changes', { pairs: [] })).toBeNull();
  });
});
