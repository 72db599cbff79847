import { describe, expect, it } from 'vitest';
import { foreignProblems, lifecycleProseProblems, linkProblems, type ContentFile } from './content-check';
import type { ApiModel } from '../../lib/api-model/types';

const file = (docId: string, source: string): ContentFile => ({ file: `content/docs/1.0/${docId}.md`, docId, source });

describe('linkProblems', () => {
  const pages = [
    file('api/objects/track', '---\ntitle: Track\n---\n## Fields\n```md\n## Not a heading\n```\n'),
    file(
      'guides/queue',
      [
        'See [Track](../api/objects/track.md#fields) and [here](#steps).',
        '## Steps',
        'Broken: [a](../api/objects/tracks.md) and [b](../api/objects/track.md#not-a-heading).',
        '`[code](nowhere.md)` and [site](https://example.com/x.md) are not checked.',
      ].join('\n'),
    ),
  ];

  it('lists links to missing pages and headings with file and line', () => {
    expect(linkProblems(pages, '1.0').map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      'content/docs/1.0/guides/queue.md:3 broken link "../api/objects/tracks.md": no doc "api/objects/tracks" in version 1.0.',
      'content/docs/1.0/guides/queue.md:3 broken anchor "../api/objects/track.md#not-a-heading": no heading or element with id "not-a-heading" on /docs/api/objects/track.',
    ]);
  });
});

describe('foreignProblems', () => {
  const model = (functions: string[]): ApiModel => ({
    package: { name: 'demo', version: '1' },
    functions: functions.map((name) => ({ name, signatures: [{ params: [], returns: 'void' }] })),
    events: [],
    hooks: [],
    enums: [],
    objects: [],
    exports: [],
  });

  it('names the file line of an unqualified mention of a newer API', () => {
    const pages = [
      file('guides/a', '---\ntitle: A\n---\n\nCall `getActiveTrack()` now.\n\n`getActiveTrack()` was added in 4.0.\n'),
    ];
    expect(
      foreignProblems(pages, model(['play']), [model(['play', 'getActiveTrack'])]).map((p) => `${p.file}:${p.line}`),
    ).toEqual(['content/docs/1.0/guides/a.md:5']);
  });
});

describe('lifecycleProseProblems', () => {
  const fnModel = (names: [string, string?][]): ApiModel => ({
    package: { name: 'demo', version: '1' },
    functions: names.map(([name, deprecated]) => ({
      name,
      signatures: [{ params: [], returns: 'void' }],
      ...(deprecated ? { deprecated } : {}),
    })),
    events: [],
    hooks: [],
    enums: [],
    objects: [],
    exports: [],
  });
  const order = [
    { name: '1.0', label: '1.0' },
    { name: '2.0', label: '2.0' },
    { name: '3.0', label: '3.0' },
  ];
  const models = new Map([
    ['1.0', fnModel([['play'], ['getIndex']])],
    ['2.0', fnModel([['play'], ['getIndex', 'use `getActive()`'], ['getActive']])],
    ['3.0', fnModel([['play'], ['getIndex', 'use `getActive()`'], ['getActive']])],
  ]);
  const page = (body: string) =>
    [file('api/functions/queue', `---\ntitle: Queue\n---\n${body}`)].map((f) => ({
      ...f,
      file: 'content/docs/3.0/api/functions/queue.md',
    }));

  it('accepts claims that match the packages, including a release between two docs versions', () => {
    const ok = page(
      '## `getActive()`\n\nAdded in 2.0.\n\n## `getIndex()`\n\n`getIndex()` is deprecated since 1.5; use `getActive()`.\n',
    );
    expect(lifecycleProseProblems('3.0', ok, order, models)).toEqual([]);
  });

  it('names the file and line of a claim the packages contradict', () => {
    const bad = page(
      '## `getActive()`\n\nAdded in 3.0.\n\n## `play()`\n\nThe reset function was removed in 2.0, but `play()` is deprecated since 3.0.\n',
    );
    expect(lifecycleProseProblems('3.0', bad, order, models).map((p) => `${p.line} ${p.message}`)).toEqual([
      '6 "Added in 3.0" about `getActive` disagrees with the packages (added in: 2.0).',
      '10 "deprecated since 3.0" about `play` disagrees with the packages (deprecated in: none of the docs versions).',
    ]);
  });
});
