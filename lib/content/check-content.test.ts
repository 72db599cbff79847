import { describe, expect, it } from 'vitest';
import { checkContent, type ContentFile } from './check-content';
import { nativeVersionFolder, type AssetLookup } from './assets';
import { formatProblem } from './content-problems';
import { versionsFromManifest } from '../versions/version-manifest';

// 2.0 is the latest release (served at /docs/…), 1.1 an older one.
const versions = versionsFromManifest({ versions: ['2.0', '1.1'] });
const files = new Set(['static/img/equalizer.png']);
const assets: AssetLookup = {
  exists: (rel) => files.has(rel),
  versionFolder: (rel) => nativeVersionFolder(rel, ['2.0', '1.1']),
  versionBase: (version) => (version === '2.0' ? '/docs' : `/docs/${version}`),
};
const doc = (path: string, ...lines: string[]): ContentFile => ({ path, raw: lines.join('\n') });

const goodSite = [
  doc('docs/2.0/intro.md', '---', 'sidebar_position: 1', '---', '', '# Welcome', '', 'See [the queue](./api/queue.md#add).'),
  doc('docs/2.0/api/queue.md', '# Queue', '', '## Add', '', '## Remove', '', '![EQ](/img/equalizer.png)'),
];

describe('content check', () => {
  it('passes a sound site', () => {
    const report = checkContent(goodSite, { versions, assets });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.docs).toBe(2);
  });

  it('lists every problem of every file with its line, not the first few', () => {
    const many = Array.from({ length: 30 }, (_, i) => `[link ${i}](./missing-${i}.md)`).join('\n\n');
    const report = checkContent(
      [
        ...goodSite,
        doc('docs/2.0/many.md', '# Many', '', many),
        doc('docs/2.0/typed.md', '---', 'title: 42', 'sidebar_position: first', '---', '', 'Body'),
        doc('docs/2.0/syntax.mdx', '# Syntax', '', 'An unclosed <Tabs> tag.'),
        doc('docs/2.0/untitled.md', 'No heading at all.'),
        doc('docs/2.0/notes.md', '# Notes', '', ':::sparkle', 'Shiny.', ':::'),
        doc('docs/2.0/elements.md', '# Elements', '', '<Admonition type="warn">', '  Careful.', '</Admonition>'),
        doc('docs/2.0/pictures.md', '# Pictures', '', '![Gone](../../static/img/gone.png)'),
        doc('docs/9.9/intro.md', '# From a version nobody listed'),
      ],
      {
        versions,
        assets,
        categories: [
          { path: 'docs/2.0/api/_category_.json', raw: '{\n  "label": "API",\n  "position": "second"\n}' },
          { path: 'docs/2.0/guides/_category_.json', raw: '{\n  "position": 3,\n}' },
        ],
      },
    );
    const lines = report.errors.map(formatProblem);
    expect(lines).toHaveLength(30 + 2 + 1 + 1 + 1 + 1 + 1 + 1 + 2);
    for (let i = 0; i < 30; i++) {
      expect(lines).toContain(
        `docs/2.0/many.md:${3 + 2 * i}: broken link "./missing-${i}.md": no doc "missing-${i}" in version 2.0.`,
      );
    }
    expect(lines).toEqual(
      expect.arrayContaining([
        'docs/2.0/typed.md:2: front matter field "title" must be a string, not 42.',
        'docs/2.0/typed.md:3: front matter field "sidebar_position" must be a number, not "first".',
        'docs/2.0/untitled.md: no title. Set front matter field "title" or start the body with an H1.',
        'docs/2.0/notes.md:3: unknown admonition ":::sparkle". Use one of note, tip, info, warning, danger, caution.',
        'docs/2.0/elements.md:3: unknown admonition <Admonition type="warn">. Use one of note, tip, info, warning, danger, caution.',
        'docs/2.0/pictures.md:3: image "../../static/img/gone.png" not found (no file static/img/gone.png).',
        'docs/9.9/intro.md: Unknown docs version "9.9". Known versions: 2.0, 1.1.',
        'docs/2.0/api/_category_.json:3: field "position" must be a number, not "second".',
      ]),
    );
    expect(lines.find((l) => l.startsWith('docs/2.0/syntax.mdx:3: MDX syntax: '))).toBeDefined();
    expect(lines.find((l) => l.startsWith('docs/2.0/guides/_category_.json:3: not valid JSON: '))).toBeDefined();
  });

  it('fails on a broken anchor by default, and only warns (listing what the export may let pass) when told', () => {
    const site = [
      ...goodSite,
      doc('docs/2.0/guide.md', '# Guide', '', 'Use [remove](./api/queue.md#remvoe) or [here](#nowhere).'),
    ];
    const strict = checkContent(site, { versions, assets });
    expect(strict.errors.map(formatProblem)).toEqual([
      'docs/2.0/guide.md:3: broken anchor "./api/queue.md#remvoe": no heading or element with id "remvoe" on /docs/api/queue.',
      'docs/2.0/guide.md:3: broken anchor "#nowhere": no heading or element with id "nowhere" on /docs/guide.',
    ]);
    const lenient = checkContent(site, { versions, assets, brokenAnchors: 'warn' });
    expect(lenient.errors).toEqual([]);
    expect(lenient.warnings.map((w) => `${w.file}:${w.line}`)).toEqual(['docs/2.0/guide.md:3', 'docs/2.0/guide.md:3']);
    expect(lenient.toleratedAnchors).toEqual(['/docs/api/queue#remvoe', '/docs/guide#nowhere']);
  });

  it('names the source file and line of converted content', () => {
    const report = checkContent([doc('docs/2.0/intro.md', '# Intro', '', '', '[gone](./gone.md)')], {
      versions,
      assets,
      origin: (file, line) => ({ file: file.replace('docs/2.0/', 'website/versioned_docs/version-2.0/'), line: line + 2 }),
    });
    expect(report.errors.map(formatProblem)).toEqual([
      'website/versioned_docs/version-2.0/intro.md:6: broken link "./gone.md": no doc "gone" in version 2.0.',
    ]);
  });

  it('resolves links as Docusaurus does: from the version root too, and with a slash before the hash', () => {
    const site = [
      doc('docs/1.1/intro.md', '# Intro', '', '## Start'),
      doc('docs/1.1/api/events.md', '# Events', '', 'Fields: [metadata](./api/objects/metadata.md).'),
      doc('docs/1.1/api/objects/metadata.md', '# Metadata', '', 'Back to [the start](../../intro.md/#start).'),
    ];
    const report = checkContent(site, { versions, assets });
    expect(report.errors).toEqual([]);
  });
});
