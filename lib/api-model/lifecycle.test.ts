import { describe, expect, it } from 'vitest';
import { apiEntries } from './changes';
import {
  apiLifecycle,
  badgeNote,
  badgeText,
  changeLifecycle,
  badgesOf,
  lifecycleProblems,
  releaseTimeline,
  resolveDeprecation,
  reviewedReplacements,
  type ApiLifecycle,
  type ApiRelease,
} from './lifecycle';
import type { ApiEvent, ApiFunction, ApiModel } from './types';

const fn = (name: string, deprecated?: string): ApiFunction => ({
  name,
  signatures: [{ params: [], returns: 'Promise<void>' }],
  ...(deprecated !== undefined ? { deprecated } : {}),
});
const event = (name: string, value: string, deprecated?: string): ApiEvent => ({
  name,
  value,
  ...(deprecated !== undefined ? { deprecated } : {}),
});
const model = (version: string, functions: ApiFunction[], extra: Partial<ApiModel> = {}): ApiModel => ({
  package: { name: 'demo-player', version },
  functions,
  events: [],
  hooks: [],
  enums: [],
  objects: [],
  exports: [],
  ...extra,
});
const docs = (name: string, m: ApiModel, unreleased = false) => ({
  name,
  label: unreleased ? 'Next' : name,
  unreleased,
  model: m,
});

/**
 * Releases 1.0 (docs), 1.5 (no docs), 1.6.0-rc2 (a line with only a pre-release), 2.0 (docs), next (docs):
 * `fade` arrives in 1.5; `getIndex` is deprecated in 1.6.0-rc2 for `getActiveIndex` and leaves in Next;
 * `stop` leaves in 1.5 and comes back in 2.0; `play` is there from the oldest release on.
 */
const releasesBetweenDocs = (): ApiRelease[] =>
  releaseTimeline(
    [
      docs('next', model('3.0.0-nightly-1', [fn('play'), fn('fade'), fn('stop'), fn('getActiveIndex')]), true),
      docs(
        '2.0',
        model('2.0.1', [
          fn('play'),
          fn('fade'),
          fn('stop'),
          fn('getIndex', 'use `getActiveIndex()` instead.'),
          fn('getActiveIndex'),
        ]),
      ),
      docs('1.0', model('1.0.4', [fn('play'), fn('stop'), fn('getIndex')])),
    ],
    {
      '1.6': model('1.6.0-rc2', [
        fn('play'),
        fn('fade'),
        fn('getIndex', 'use `getActiveIndex()` instead.'),
        fn('getActiveIndex'),
      ]),
      '1.5': model('1.5.2', [fn('play'), fn('fade'), fn('getIndex')]),
    },
  );

describe('releaseTimeline', () => {
  it('orders documented and undocumented releases by package version, the unreleased docs last', () => {
    expect(releasesBetweenDocs().map((r) => `${r.label}${r.documented ? '' : '*'}`)).toEqual([
      '1.0',
      '1.5*',
      '1.6.0-rc2*',
      '2.0',
      'Next',
    ]);
  });

  it('refuses a release listed twice', () => {
    expect(() => releaseTimeline([docs('1.0', model('1.0.0', []))], { '1.0': model('1.0.1', []) })).toThrow(
      'The release 1.0 is listed twice',
    );
  });
});

describe('apiLifecycle on releases between the documented ones', () => {
  const releases = releasesBetweenDocs();
  const { lifecycle, problems } = apiLifecycle(releases);
  const words = (version: string, key: string) => badgesOf(lifecycle.versions[version]?.[key]).map(badgeText);

  it('dates an addition to the release that first had it, even one without docs', () => {
    expect(words('2.0', 'function:fade')).toEqual(['Since 1.5']);
    expect(lifecycle.versions['2.0']!['function:fade']!.added).toMatchObject({
      release: '1.5',
      documented: false,
      covered: { from: '1.0', to: '2.0' },
    });
  });

  it('dates a change first seen in a pre-release to the next release, and keeps the pre-release as a note', () => {
    expect(words('2.0', 'function:getIndex')).toEqual(['Deprecated in 2.0', 'Removed in Next (unreleased)']);
    const deprecated = badgesOf(lifecycle.versions['2.0']!['function:getIndex']).find((b) => b.kind === 'deprecated')!;
    expect(deprecated.preview).toBe('1.6.0-rc2');
    expect(badgeNote(deprecated, (v) => v)).toBe('The pre-release 1.6.0-rc2 did it already.');
  });

  it('gives no "added" badge to what the oldest release read has, and says "or earlier" in the record', () => {
    expect(words('2.0', 'function:play')).toEqual([]);
    expect(lifecycle.versions['2.0']!['function:play']!.added).toMatchObject({ release: '1.0', orEarlier: true });
  });

  it('treats an entry that comes back as added again, and dates its removal on the older pages', () => {
    expect(words('1.0', 'function:stop')).toEqual(['Removed in 1.5']);
    expect(words('2.0', 'function:stop')).toEqual(['Added in 2.0']);
  });

  it('names a replacement that exists in the version, and finds no problem', () => {
    expect(lifecycle.versions['2.0']!['function:getIndex']!.deprecated!.replacements).toEqual([
      { key: 'function:getActiveIndex', name: 'getActiveIndex' },
    ]);
    expect(problems).toEqual([]);
    expect(lifecycleProblems(lifecycle, releases)).toEqual([]);
  });

  it('dates a change between two documented versions to the release between them that did it', () => {
    expect(changeLifecycle(lifecycle, 'added', 'function:fade', '1.0', '2.0').release?.label).toBe('1.5');
    expect(changeLifecycle(lifecycle, 'added', 'function:getActiveIndex', '1.0', '2.0').release).toBeUndefined();
    expect(changeLifecycle(lifecycle, 'deprecated', 'function:getIndex', '1.0', '2.0')).toEqual({
      replacements: [{ key: 'function:getActiveIndex', name: 'getActiveIndex' }],
    });
    expect(changeLifecycle(lifecycle, 'removed', 'function:stop', '1.0', '2.0').release?.label).toBe('1.5');
  });

  it('keeps the history of every entry across every release', () => {
    expect(lifecycle.history['function:fade']).toEqual(['1.5', '1.6', '2.0', 'next']);
  });
});

describe('resolveDeprecation', () => {
  const events = model('4.0.0', [fn('getActiveIndex'), fn('getProgress')], {
    events: [
      event('TrackChanged', 'track-changed', 'use `active-track-changed` instead.'),
      event('ActiveTrackChanged', 'active-track-changed'),
      event('ChapterReceived', 'chapter-received'),
      event('CommonReceived', 'common-received'),
      event('MetaReceived', 'meta-received', 'use `ChapterReceived, CommonReceived` instead.'),
    ],
    enums: [
      {
        name: 'State',
        members: [
          { name: 'Connecting', value: 'connecting', deprecated: 'Use `State.Loading` instead.' },
          { name: 'Loading', value: 'loading' },
        ],
      },
    ],
    objects: [
      {
        name: 'Options',
        fields: [
          { name: 'waitForBuffer', type: 'boolean', optional: true },
          { name: 'android', type: 'AndroidOptions', optional: true },
        ],
      },
      { name: 'AndroidOptions', fields: [{ name: 'killBehaviour', type: 'string', optional: true }] },
    ],
  });
  const entry = (key: string) => apiEntries(events).get(key)!;

  it('resolves a string value to the member that has it (string-value-replacement)', () => {
    expect(resolveDeprecation('use `active-track-changed` instead.', entry('event:TrackChanged'), events)).toEqual({
      replacements: [{ key: 'event:ActiveTrackChanged', name: 'Event.ActiveTrackChanged' }],
      unresolved: [],
    });
  });

  it('resolves each name of a list (list-replacement)', () => {
    expect(
      resolveDeprecation(
        'use `ChapterReceived, CommonReceived` instead.',
        entry('event:MetaReceived'),
        events,
      ).replacements.map((r) => r.name),
    ).toEqual(['Event.ChapterReceived', 'Event.CommonReceived']);
  });

  it('resolves calls, enum members and fields of the same type', () => {
    const call = resolveDeprecation(
      'Use `TrackPlayer.getProgress().then((p) => p.position)` instead.',
      entry('function:getActiveIndex'),
      events,
    );
    expect(call.replacements.map((r) => r.name)).toEqual(['getProgress']);
    expect(
      resolveDeprecation('Use `State.Loading` instead.', entry('member:State.Connecting'), events).replacements,
    ).toEqual([{ key: 'member:State.Loading', name: 'State.Loading' }]);
    expect(
      resolveDeprecation('use (await getActiveIndex()).index instead', entry('event:TrackChanged'), events)
        .replacements,
    ).toEqual([{ key: 'function:getActiveIndex', name: 'getActiveIndex' }]);
  });

  it('takes no literal for a name (literal-not-a-replacement)', () => {
    expect(
      resolveDeprecation(
        'If it is `true`, remove it; see https://example.org/x.',
        entry('field:Options.waitForBuffer'),
        events,
      ),
    ).toEqual({ replacements: [], unresolved: [] });
  });

  it('reports a name the version does not have instead of passing it on (replacement-missing-in-version)', () => {
    expect(resolveDeprecation('use `AudioCommonReceived` instead.', entry('event:MetaReceived'), events)).toEqual({
      replacements: [],
      unresolved: ['AudioCommonReceived'],
    });
  });
});

describe('apiLifecycle with a package note naming what does not exist', () => {
  const releases = releaseTimeline(
    [
      docs(
        '2.0',
        model('2.0.0', [], {
          events: [
            event('MetaReceived', 'meta-received', 'use `AudioCommonReceived` instead.'),
            event('CommonReceived', 'common-received'),
          ],
        }),
      ),
      docs('1.0', model('1.0.0', [], { events: [event('MetaReceived', 'meta-received')] })),
    ],
    {},
  );

  it('fails naming the entry, the version and the missing name when nobody reviewed it', () => {
    const { lifecycle, problems } = apiLifecycle(releases);
    expect(problems).toEqual([
      {
        key: 'event:MetaReceived',
        version: '2.0',
        message: expect.stringContaining('names `AudioCommonReceived`, which demo-player@2.0.0 does not have'),
      },
    ]);
    expect(lifecycle.versions['2.0']!['event:MetaReceived']!.deprecated!.replacements).toEqual([]);
  });

  it('shows what does exist when a review says so (reviewed-replacement)', () => {
    const review = {
      key: 'event:MetaReceived',
      text: 'use `AudioCommonReceived` instead.',
      replacements: ['event:CommonReceived'],
      evidence: 'demo-player@2.0.0 src/events.ts:12',
    };
    const { lifecycle, problems } = apiLifecycle(releases, [review]);
    expect(problems).toEqual([]);
    expect(
      badgesOf(lifecycle.versions['2.0']!['event:MetaReceived']).find((b) => b.kind === 'deprecated')?.replacements,
    ).toEqual([{ key: 'event:CommonReceived', name: 'Event.CommonReceived' }]);
  });

  it('fails on a review naming what the version lacks, and reports a review of a text no version has', () => {
    const wrong = {
      key: 'event:MetaReceived',
      text: 'use `AudioCommonReceived` instead.',
      replacements: ['event:Nope'],
      evidence: 'x.ts:1',
    };
    const stale = { key: 'event:MetaReceived', text: 'an older wording', replacements: [], evidence: 'x.ts:2' };
    const { problems, unusedReviews } = apiLifecycle(releases, [wrong, stale]);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('the reviewed replacement event:Nope (api-facts/replacements.json) is not in 2.0'),
    ]);
    expect(unusedReviews).toEqual([stale]);
  });
});

describe('lifecycleProblems', () => {
  const releases = releasesBetweenDocs();
  const planted = (change: (l: ApiLifecycle) => void) => {
    const { lifecycle } = apiLifecycle(releases);
    const copy = structuredClone(lifecycle);
    change(copy);
    return lifecycleProblems(copy, releases).map((p) => `${p.key} ${p.version}: ${p.message}`);
  };

  it('fails an "added in" whose release before has the entry already (added-too-late)', () => {
    expect(
      planted((l) => {
        Object.assign(l.versions['2.0']!['function:fade']!.added, { release: '2.0', label: '2.0', documented: true });
      }),
    ).toEqual(['function:fade 2.0: "added in 2.0", but demo-player@1.5.2, the release before, has it already.']);
  });

  it('fails a deprecation dated to a release that does not deprecate it', () => {
    expect(
      planted((l) => {
        Object.assign(l.versions['2.0']!['function:getIndex']!.deprecated!, { release: '1.5', label: '1.5' });
      }),
    ).toEqual(['function:getIndex 2.0: "deprecated in 1.5", but demo-player@1.5.2 does not deprecate it.']);
  });

  it('does not date anything to a pre-release that only gives notes', () => {
    expect(
      planted((l) => {
        Object.assign(l.versions['2.0']!['function:getIndex']!.deprecated!, { release: '1.6', label: '1.6.0-rc2' });
      }),
    ).toEqual(['function:getIndex 2.0: "deprecated in 1.6.0-rc2" names a release that was not read.']);
  });

  it('fails a replacement the version does not have', () => {
    expect(
      planted((l) => {
        l.versions['2.0']!['function:getIndex']!.deprecated!.replacements = [
          { key: 'function:getIndexNow', name: 'getIndexNow' },
        ];
      }),
    ).toEqual([
      'function:getIndex 2.0: the replacement getIndexNow is not in demo-player@2.0.1, the version whose readers are sent to it.',
    ]);
  });
});

describe('badgeText', () => {
  const step = { documented: true, orEarlier: false, unreleased: false, label: '4.0' };
  it('says what happened and when, and when the release has no docs', () => {
    expect(badgeText({ kind: 'added', ...step })).toBe('Added in 4.0');
    expect(badgeText({ kind: 'added', ...step, documented: false, label: '3.0' })).toBe('Since 3.0');
    expect(badgeText({ kind: 'deprecated', ...step, orEarlier: true, label: '2.0' })).toBe(
      'Deprecated in 2.0 or earlier',
    );
    expect(badgeText({ kind: 'removed', ...step, unreleased: true, label: 'Next' })).toBe(
      'Removed in Next (unreleased)',
    );
  });
});

describe('reviewedReplacements', () => {
  it('reads a well-formed file', () => {
    const review = { key: 'event:A', text: 'use `B`', replacements: ['event:B'], evidence: 'src/a.ts:3' };
    expect(reviewedReplacements({ reviews: [review] }, 'api-facts/replacements.json')).toEqual([review]);
  });

  it('names the file and the entry of a malformed one', () => {
    expect(() =>
      reviewedReplacements(
        { reviews: [{ key: 'event:A', text: 'x', replacements: [], evidence: 'trust me' }] },
        'r.json',
      ),
    ).toThrow('r.json: reviews[0] (event:A): "evidence" must say where the package shows it (file:line at the tag).');
    expect(() => reviewedReplacements({}, 'r.json')).toThrow('r.json: expected an object with a "reviews" list.');
  });
});
