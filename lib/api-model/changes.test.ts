import { describe, expect, it } from 'vitest';
import { apiEntries, diffModels, lifecycleBadges, replacementOf, type VersionedModel } from './changes';
import type { ApiFunction, ApiModel } from './types';

const fn = (name: string, params: [string, boolean][] = [], extra: Partial<ApiFunction> = {}): ApiFunction => ({
  name,
  signatures: [
    { params: params.map(([n, optional]) => ({ name: n, type: 'number', optional })), returns: 'Promise<void>' },
  ],
  ...extra,
});
const model = (functions: ApiFunction[], extra: Partial<ApiModel> = {}): ApiModel => ({
  package: { name: 'demo', version: '0' },
  functions,
  events: [],
  hooks: [],
  enums: [],
  objects: [],
  exports: [],
  ...extra,
});

/** Four versions: `stop` leaves in 2 and comes back in 3; `getIndex` is deprecated in 2 and removed in 3. */
const versions: VersionedModel[] = [
  {
    name: '1',
    label: '1',
    unreleased: false,
    model: model([fn('play'), fn('stop'), fn('getIndex'), fn('skip', [['index', false]])]),
  },
  {
    name: '2',
    label: '2',
    unreleased: false,
    model: model([
      fn('play'),
      fn('getIndex', [], { deprecated: 'use `Player.getActiveIndex()` instead.' }),
      fn('getActiveIndex'),
      fn('skip', [
        ['trackIndex', false],
        ['initialPosition', true],
      ]),
    ]),
  },
  {
    name: '3',
    label: '3',
    unreleased: false,
    model: model([
      fn('play'),
      fn('stop'),
      fn('getActiveIndex'),
      fn('skip', [
        ['trackIndex', false],
        ['initialPosition', true],
      ]),
    ]),
  },
  {
    name: 'next',
    label: 'Next',
    unreleased: true,
    model: model([
      fn('stop'),
      fn('getActiveIndex'),
      fn('skip', [
        ['trackIndex', false],
        ['initialPosition', true],
      ]),
    ]),
  },
];

describe('diffModels', () => {
  it('finds added, removed, deprecated and changed entries, grouped by kind', () => {
    const changes = diffModels(versions[0]!.model, versions[1]!.model).map(
      (c) =>
        `${c.change} ${c.entry.name}${c.details ? `: ${c.details.join('; ')}` : ''}${c.replacement ? ` → ${c.replacement}` : ''}`,
    );
    expect(changes).toEqual([
      'added getActiveIndex',
      'deprecated getIndex → getActiveIndex',
      'changed skip: parameter `index` renamed to `trackIndex`; parameter `initialPosition` added (optional)',
      'removed stop',
    ]);
  });

  it('lists an entry that arrives already deprecated as added and deprecated', () => {
    const older = model([]);
    const newer = model([fn('legacy', [], { deprecated: 'use `modern` instead' })]);
    expect(diffModels(older, newer).map((c) => c.change)).toEqual(['added', 'deprecated']);
  });

  it('reports enum values, fields and event payloads', () => {
    const older = model([], {
      enums: [{ name: 'State', members: [{ name: 'Ready', value: 'ready' }] }],
      objects: [{ name: 'Track', fields: [{ name: 'url', type: 'string', optional: false }] }],
      events: [{ name: 'Failed', value: 'failed', payload: [{ name: 'code', type: 'string', optional: false }] }],
    });
    const newer = model([], {
      enums: [
        {
          name: 'State',
          members: [
            { name: 'Ready', value: 'ready' },
            { name: 'Ended', value: 'ended' },
          ],
        },
      ],
      objects: [{ name: 'Track', fields: [{ name: 'url', type: 'string | number', optional: true }] }],
      events: [
        {
          name: 'Failed',
          value: 'failed',
          payload: [
            { name: 'code', type: 'string', optional: false },
            { name: 'message', type: 'string', optional: false },
          ],
        },
      ],
    });
    expect(
      diffModels(older, newer).map((c) =>
        `${c.change} ${c.entry.kind} ${c.entry.name} ${c.details?.join('; ') ?? ''}`.trim(),
      ),
    ).toEqual([
      'changed event Failed payload field `message` added',
      'added member State.Ended',
      'changed field Track.url `string` → `string | number`, now optional',
    ]);
  });
});

describe('lifecycleBadges', () => {
  const badges = lifecycleBadges(versions);
  const of = (version: string, key: string) =>
    (badges.get(version)?.get(key) ?? []).map(
      (b) => `${b.kind} ${b.version}${b.replacement ? ` → ${b.replacement}` : ''}`,
    );

  it('gives no "Added" badges in the oldest version', () => {
    expect(of('1', 'function:play')).toEqual(['removed Next']);
    expect(of('1', 'function:skip')).toEqual([]);
  });

  it('marks additions from the version they arrived in onwards', () => {
    expect(of('2', 'function:getActiveIndex')).toEqual(['added 2']);
    expect(of('next', 'function:getActiveIndex')).toEqual(['added 2']);
  });

  it('marks deprecation with its replacement, and removal on the older versions’ pages', () => {
    expect(of('2', 'function:getIndex')).toEqual(['deprecated 2 → getActiveIndex', 'removed 3']);
    expect(of('1', 'function:getIndex')).toEqual(['removed 3']);
  });

  it('treats a re-added entry as added again, and removed from the version before the gap', () => {
    expect(of('1', 'function:stop')).toEqual(['removed 2']);
    expect(of('3', 'function:stop')).toEqual(['added 3']);
  });

  it('says a removal only in the unreleased version is unreleased', () => {
    const removal = badges.get('3')!.get('function:play')!;
    expect(removal).toEqual([
      expect.objectContaining({ kind: 'removed', version: 'Next', unreleased: true, fromName: '3' }),
    ]);
  });

  it('keeps entries whose parameter was renamed (a change, not a removal)', () => {
    expect(of('3', 'function:skip')).toEqual([]);
  });
});

describe('helpers', () => {
  it('reads the replacement out of a @deprecated text', () => {
    expect(replacementOf('use `TrackPlayer.getActiveTrackIndex()` instead.')).toBe('getActiveTrackIndex');
    expect(replacementOf('use (await getPlaybackState()).state instead.')).toBe('getPlaybackState');
    expect(replacementOf('Nominated for removal in the next major version.')).toBeUndefined();
  });

  it('keys entries by kind and name', () => {
    expect([...apiEntries(versions[0]!.model).keys()]).toEqual([
      'function:play',
      'function:stop',
      'function:getIndex',
      'function:skip',
    ]);
  });
});
