import { describe, expect, it } from 'vitest';
import { apiEntries, diffModels } from './changes';
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
const versions: { name: string; label: string; unreleased: boolean; model: ApiModel }[] = [
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
      (c) => `${c.change} ${c.entry.name}${c.details ? `: ${c.details.join('; ')}` : ''}`,
    );
    expect(changes).toEqual([
      'added getActiveIndex',
      'deprecated getIndex',
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

describe('helpers', () => {
  it('keys entries by kind and name', () => {
    expect([...apiEntries(versions[0]!.model).keys()]).toEqual([
      'function:play',
      'function:stop',
      'function:getIndex',
      'function:skip',
    ]);
  });
});
