import { describe, expect, it } from 'vitest';
import { foreignProblems, linkProblems, type ContentFile } from './content-check';
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
    expect(linkProblems(pages).map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      'content/docs/1.0/guides/queue.md:3 link to ../api/objects/tracks.md: no page api/objects/tracks in this version.',
      'content/docs/1.0/guides/queue.md:3 link to ../api/objects/track.md#not-a-heading: api/objects/track has no heading #not-a-heading.',
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
