import { describe, expect, it } from 'vitest';
import { checkDocs, checkFiles, checkMemo, type BuiltDoc, type ContentFile, type DocCheckOptions } from './check-content';
import { nativeVersionFolder, type AssetLookup } from './assets';
import { formatProblem } from './content-problems';
import { parseDocFile } from './parse-markdown';
import { titleOf } from './doc-tree';
import { parseDocFilePath } from '../docs/doc-path';
import { versionsFromManifest } from '../versions/version-manifest';

// 2.0 is the latest release (served at /docs/…), 1.1 an older one.
const versions = versionsFromManifest({ versions: ['2.0', '1.1'] });
const files = new Set(['static/img/equalizer.png']);
const assets: AssetLookup = {
  exists: (rel) => files.has(rel),
  versionFolder: (rel) => nativeVersionFolder(rel, ['2.0', '1.1']),
  versionBase: (version) => (version === '2.0' ? '/docs' : `/docs/${version}`),
};
const file = (path: string, ...lines: string[]): ContentFile => ({ path, raw: lines.join('\n') });
/** A doc as the content build leaves it: parsed once, its title from its front matter or H1. */
const built = (path: string, ...lines: string[]): BuiltDoc => {
  const { tree, frontMatter } = parseDocFile(lines.join('\n'));
  const { version, docId } = parseDocFilePath(path);
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : undefined;
  return { path, version, docId, title: titleOf(title, tree), tree };
};
const check = (docs: BuiltDoc[], options: Partial<DocCheckOptions> = {}, memo?: ReturnType<typeof checkMemo>) =>
  checkDocs(docs, { versions, assets, ...options }, memo);

const goodSite = [
  built('docs/2.0/intro.md', '---', 'sidebar_position: 1', '---', '', '# Welcome', '', 'See [the queue](./api/queue.md#add).'),
  built('docs/2.0/api/queue.md', '# Queue', '', '## Add', '', '## Remove', '', '![EQ](/img/equalizer.png)'),
];

describe('content check before the content build (files, front matter, categories)', () => {
  it('passes sound files', () => {
    expect(
      checkFiles([file('docs/2.0/intro.md', '---', 'title: Welcome', 'sidebar_position: 1', '---', '', 'Hi.')], {
        versions,
        categories: [{ path: 'docs/2.0/api/_category_.json', raw: '{ "label": "API", "position": 2 }' }],
      }),
    ).toEqual([]);
  });

  it('lists every problem of every file with its line', () => {
    const problems = checkFiles(
      [
        file('docs/2.0/typed.md', '---', 'title: 42', 'sidebar_position: first', '---', '', 'Body'),
        file('docs/2.0/empty-title.md', '---', 'title: "  "', '---', '', 'Body'),
        file('docs/2.0/broken.md', '---', 'title: [unclosed', '---', '', 'Body'),
        file('docs/9.9/intro.md', '# From a version nobody listed'),
      ],
      {
        versions,
        categories: [
          { path: 'docs/2.0/api/_category_.json', raw: '{\n  "label": "API",\n  "position": "second"\n}' },
          { path: 'docs/2.0/guides/_category_.json', raw: '{\n  "position": 3,\n}' },
        ],
      },
    );
    const lines = problems.map(formatProblem);
    expect(lines).toEqual(
      expect.arrayContaining([
        'docs/2.0/typed.md:2: front matter field "title" must be a string, not 42.',
        'docs/2.0/typed.md:3: front matter field "sidebar_position" must be a number, not "first".',
        'docs/2.0/empty-title.md:2: front matter field "title" is empty.',
        'docs/9.9/intro.md: Unknown docs version "9.9". Known versions: 2.0, 1.1.',
        'docs/2.0/api/_category_.json:3: field "position" must be a number, not "second".',
      ]),
    );
    expect(lines.find((l) => l.startsWith('docs/2.0/broken.md:2: front matter is not valid YAML'))).toBeDefined();
    expect(lines.find((l) => l.startsWith('docs/2.0/guides/_category_.json:3: not valid JSON: '))).toBeDefined();
    expect(lines).toHaveLength(7);
  });
});

describe('content check after the content build (on the parsed trees)', () => {
  it('passes a sound site', () => {
    const report = check(goodSite);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });

  it('lists every problem of every doc with its line, not the first few', () => {
    const many = Array.from({ length: 30 }, (_, i) => `[link ${i}](./missing-${i}.md)`).join('\n\n');
    const report = check([
      ...goodSite,
      built('docs/2.0/many.md', '# Many', '', many),
      built('docs/2.0/untitled.md', 'No heading at all.'),
      built('docs/2.0/notes.md', '# Notes', '', ':::sparkle', 'Shiny.', ':::'),
      built('docs/2.0/elements.md', '# Elements', '', '<Admonition type="warn">', '  Careful.', '</Admonition>'),
      built('docs/2.0/pictures.md', '# Pictures', '', '![Gone](../../static/img/gone.png)'),
    ]);
    const lines = report.errors.map(formatProblem);
    expect(lines).toHaveLength(30 + 4);
    for (let i = 0; i < 30; i++) {
      expect(lines).toContain(
        `docs/2.0/many.md:${3 + 2 * i}: broken link "./missing-${i}.md": no doc "missing-${i}" in version 2.0.`,
      );
    }
    expect(lines).toEqual(
      expect.arrayContaining([
        'docs/2.0/untitled.md: no title. Set front matter field "title" or start the body with an H1.',
        'docs/2.0/notes.md:3: unknown admonition ":::sparkle". Use one of note, tip, info, warning, danger, caution.',
        'docs/2.0/elements.md:3: unknown admonition <Admonition type="warn">. Use one of note, tip, info, warning, danger, caution.',
        'docs/2.0/pictures.md:3: image "../../static/img/gone.png" not found (no file static/img/gone.png).',
      ]),
    );
  });

  it('leaves the trees it checks as the content build kept them', () => {
    const doc = built('docs/2.0/guide.md', '# Guide', '', 'See [the queue](./api/queue.md).');
    const before = JSON.stringify(doc.tree);
    check([...goodSite, doc]);
    expect(JSON.stringify(doc.tree)).toBe(before);
  });

  it('fails on soft problems by default, warns (listing what the export may let pass) or ignores them when told', () => {
    const site = [
      ...goodSite,
      built(
        'docs/2.0/guide.md',
        '# Guide',
        '',
        'Use [remove](./api/queue.md#remvoe) or [here](#nowhere).',
        '',
        '<a href="https://github.com/someone"><img src="https://avatars.githubusercontent.com/u/1?v=4" alt="" /></a>',
        '',
        '[gone](./gone.md)',
      ),
    ];
    const strict = check(site);
    expect(strict.errors.map(formatProblem)).toEqual([
      'docs/2.0/guide.md:3: broken anchor "./api/queue.md#remvoe": no heading or element with id "remvoe" on /docs/api/queue.',
      'docs/2.0/guide.md:3: broken anchor "#nowhere": no heading or element with id "nowhere" on /docs/guide.',
      'docs/2.0/guide.md:7: broken link "./gone.md": no doc "gone" in version 2.0.',
      expect.stringMatching(/^docs\/2\.0\/guide\.md:5: picture "https:\/\/avatars\.githubusercontent\.com\/u\/1\?v=4" has no alt text/),
    ]);
    expect(strict.warnings).toEqual([]);
    expect(strict.toleratedAnchors).toEqual([]);
    const lenient = check(site, { softProblems: 'warn' });
    // A broken link to a page is never soft: the export could not link it.
    expect(lenient.errors.map(formatProblem)).toEqual([
      'docs/2.0/guide.md:7: broken link "./gone.md": no doc "gone" in version 2.0.',
    ]);
    expect(lenient.warnings.map((w) => `${w.file}:${w.line}`)).toEqual([
      'docs/2.0/guide.md:3',
      'docs/2.0/guide.md:3',
      'docs/2.0/guide.md:5',
    ]);
    expect(lenient.toleratedAnchors).toEqual(['/docs/api/queue#remvoe', '/docs/guide#nowhere']);
    const ignored = check(site, { softProblems: 'ignore' });
    expect(ignored.errors).toEqual(lenient.errors);
    expect(ignored.warnings).toEqual([]);
    expect(ignored.toleratedAnchors).toEqual(lenient.toleratedAnchors);
  });

  it('names the source file and line of converted content', () => {
    const report = check([built('docs/2.0/intro.md', '# Intro', '', '', '[gone](./gone.md)')], {
      origin: (path, line) => ({ file: path.replace('docs/2.0/', 'website/versioned_docs/version-2.0/'), line: line + 2 }),
    });
    expect(report.errors.map(formatProblem)).toEqual([
      'website/versioned_docs/version-2.0/intro.md:6: broken link "./gone.md": no doc "gone" in version 2.0.',
    ]);
  });

  it('resolves links as Docusaurus does: from the version root too, and with a slash before the hash', () => {
    const site = [
      built('docs/1.1/intro.md', '# Intro', '', '## Start'),
      built('docs/1.1/api/events.md', '# Events', '', 'Fields: [metadata](./api/objects/metadata.md).'),
      built('docs/1.1/api/objects/metadata.md', '# Metadata', '', 'Back to [the start](../../intro.md/#start).'),
    ];
    expect(check(site).errors).toEqual([]);
  });

  it('checks again, with a memo, only a doc that changed, and every doc when any anchor changed', () => {
    const memo = checkMemo();
    const keyed = (doc: BuiltDoc, key: string) => ({ ...doc, key });
    const guide = built('docs/2.0/guide.md', '# Guide', '', 'See [add](./api/queue.md#add).');
    const site = [keyed(goodSite[0]!, 'a'), keyed(goodSite[1]!, 'b'), keyed(guide, 'c')];
    expect(check(site, {}, memo).errors).toEqual([]);
    // Same keys: the earlier findings stand, even for a tree that (unknown to the memo) changed.
    const changedUnderSameKey = built('docs/2.0/guide.md', '# Guide', '', 'See [gone](./gone.md).');
    expect(check([site[0]!, site[1]!, keyed(changedUnderSameKey, 'c')], {}, memo).errors).toEqual([]);
    // A new key: that doc is checked again.
    expect(check([site[0]!, site[1]!, keyed(changedUnderSameKey, 'c2')], {}, memo).errors.map(formatProblem)).toEqual([
      'docs/2.0/guide.md:3: broken link "./gone.md": no doc "gone" in version 2.0.',
    ]);
    // The queue page loses its "Add" heading: the unchanged guide that links to it is checked again.
    const queueWithoutAdd = keyed(built('docs/2.0/api/queue.md', '# Queue', '', '## Remove'), 'b2');
    expect(check([site[0]!, queueWithoutAdd, site[2]!], {}, memo).errors.map(formatProblem)).toEqual([
      'docs/2.0/intro.md:7: broken anchor "./api/queue.md#add": no heading or element with id "add" on /docs/api/queue.',
      'docs/2.0/guide.md:3: broken anchor "./api/queue.md#add": no heading or element with id "add" on /docs/api/queue.',
    ]);
  });
});
