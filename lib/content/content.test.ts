import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import { resolveDocLink, docLinkHref } from './resolve-doc-link';
import { remarkAdmonitions, remarkAssets, remarkCodeSetup, remarkDocLinks, remarkStripTitle } from './remark-plugins';
import { besideFile, missingAltAdvice, nativeVersionFolder, type AssetLookup } from './assets';
import type { ContentProblem } from './content-problems';
import { docTitle, docToc, docRouteOf, docVersion, docId } from './doc-fields';
import { parseDocFile } from './parse-markdown';
import { anchorIdsOf } from './check-content';
import { outlineOf } from './doc-tree';
import { getVersion } from '../versions/versions';
import { versionsFromManifest } from '../versions/version-manifest';
import { threeReleases } from '../docs-model/fixtures';

// 2.0 is the latest release, 1.1 an older one.
const versions = versionsFromManifest(threeReleases);

async function run(markdown: string, sourceFilePath: string, plugins: ((tree: Root, file: VFile) => void)[]) {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(markdown) as Root;
  const file = new VFile({ value: markdown, data: { rawDocumentData: { sourceFilePath } } });
  for (const plugin of plugins) plugin(tree, file);
  return tree;
}

describe('remarkCodeSetup', () => {
  it('shows readers only the code below the cut and drops the nocheck flag', async () => {
    const markdown = [
      '```ts title="queue.ts" nocheck="fragment"',
      "import TrackPlayer from 'react-native-track-player';",
      '// ---cut---',
      'await TrackPlayer.play();',
      '```',
      '',
      '```ts nocheck',
      'let x;',
      '```',
    ].join('\n');
    const tree = await run(markdown, 'docs/4.1/api/functions/player.md', [remarkCodeSetup()]);
    const blocks = tree.children.filter((n) => n.type === 'code');
    expect(blocks.map((b) => [b.value, b.meta])).toEqual([
      ['await TrackPlayer.play();', 'title="queue.ts"'],
      ['let x;', null],
    ]);
  });
});

describe('resolveDocLink', () => {
  it('resolves relative markdown links within the version', () => {
    expect(resolveDocLink('api/functions/queue', '../objects/track.md')).toEqual({ docId: 'api/objects/track', hash: '' });
    expect(resolveDocLink('basics/installation', './playback-service.md#register')).toEqual({
      docId: 'basics/playback-service',
      hash: '#register',
    });
    expect(resolveDocLink('intro', 'basics/installation.mdx')).toEqual({ docId: 'basics/installation', hash: '' });
  });

  it('leaves other links alone', () => {
    for (const href of ['https://example.com/a.md', '/docs/intro', '#anchor', 'mailto:a@b.c', '../objects/track']) {
      expect(resolveDocLink('api/events', href)).toBeNull();
    }
  });

  it('falls back to the version root when the doc folder has no such file, as Docusaurus does', () => {
    const docs = new Set(['api/objects/metadata', 'api/events', 'basics/background-mode']);
    const exists = (docId: string) => docs.has(docId);
    expect(resolveDocLink('api/events', './api/objects/metadata.md', exists)).toEqual({
      docId: 'api/objects/metadata',
      hash: '',
    });
    // The doc's own folder wins when both exist.
    expect(resolveDocLink('api/hooks', './events.md', exists)).toEqual({ docId: 'api/events', hash: '' });
    // Without a way to see files, the doc's folder is the answer (the caller reports it missing).
    expect(resolveDocLink('api/events', './api/objects/metadata.md')).toEqual({
      docId: 'api/api/objects/metadata',
      hash: '',
    });
  });

  it('accepts a slash between the file and the hash, and encoded names', () => {
    expect(resolveDocLink('basics/setup', './background-mode.md/#android')).toEqual({
      docId: 'basics/background-mode',
      hash: '#android',
    });
    expect(resolveDocLink('intro', './basics/play%20queue.md')).toEqual({ docId: 'basics/play queue', hash: '' });
  });

  it('refuses links that climb out of the version folder', () => {
    expect(() => resolveDocLink('intro', '../4.0/intro.md')).toThrow(/outside its version's folder/);
  });

  it('builds the route of the target version', () => {
    expect(docLinkHref(getVersion('1.1', versions), { docId: 'api/objects/track', hash: '#fields' })).toBe(
      '/docs/1.1/api/objects/track#fields',
    );
    expect(docLinkHref(getVersion('2.0', versions), { docId: 'intro', hash: '' })).toBe('/docs/intro');
  });
});

describe('remark plugins', () => {
  it('turns :::warning[Deprecated] into an Admonition element', async () => {
    const tree = await run(':::warning[Deprecated]\nUse `getProgress`.\n:::\n', 'docs/4.1/api/functions/player.md', [remarkAdmonitions()]);
    const node = tree.children[0] as unknown as { type: string; name: string; attributes: { name: string; value: string }[] };
    expect(node.type).toBe('mdxJsxFlowElement');
    expect(node.name).toBe('Admonition');
    expect(node.attributes).toEqual([
      { type: 'mdxJsxAttribute', name: 'type', value: 'warning' },
      { type: 'mdxJsxAttribute', name: 'title', value: 'Deprecated' },
    ]);
  });

  it('fails on an unknown admonition with file and line', async () => {
    await expect(run('intro\n\n:::fancy\ntext\n:::\n', 'docs/4.1/intro.md', [remarkAdmonitions()])).rejects.toThrow(
      'docs/4.1/intro.md:3: unknown admonition ":::fancy"',
    );
  });

  it('gives text that only looks like a directive back as text', async () => {
    const tree = await run('Ratio 16:9 and Note:thing here.\n', 'docs/4.1/intro.md', [remarkAdmonitions()]);
    const text = JSON.stringify(tree);
    expect(text).toContain('16');
    expect(text).toContain(':thing');
    expect(text).not.toContain('textDirective');
  });

  it('removes the first H1 only', async () => {
    const tree = await run('# Title\n\nBody\n\n# Second\n', 'docs/4.1/intro.md', [remarkStripTitle()]);
    expect(tree.children.filter((n) => n.type === 'heading')).toHaveLength(1);
  });

  it('rewrites doc links to routes and fails on a missing target', async () => {
    const plugin = remarkDocLinks({
      versions,
      docExists: (version, docId) => version === '1.1' && docId === 'api/objects/track',
    });
    const ok = await run('[Track](../objects/track.md#fields)\n', 'docs/1.1/api/functions/queue.md', [plugin]);
    expect(JSON.stringify(ok)).toContain('"url":"/docs/1.1/api/objects/track#fields"');
    await expect(run('Text\n\n[Gone](../objects/gone.md)\n', 'docs/1.1/api/functions/queue.md', [plugin])).rejects.toThrow(
      'docs/1.1/api/functions/queue.md:3: broken link "../objects/gone.md": no doc "api/objects/gone" in version 1.1.',
    );
  });
});

describe('anchors, links and images checked against the docs', () => {
  const problems: ContentProblem[] = [];
  const anchorProblems: { problem: ContentProblem; target: { route: string; id: string } }[] = [];
  const docs: Record<string, Set<string>> = {
    '1.1\napi/objects/track': new Set(['fields']),
    '1.1\napi/functions/queue': new Set(['add', 'remove']),
    '2.0\nintro': new Set(['welcome']),
  };
  const plugin = remarkDocLinks({
    versions,
    report: (p) => problems.push(p),
    docExists: (version, docId) => `${version}\n${docId}` in docs,
    anchorsOf: (version, docId) => docs[`${version}\n${docId}`],
    reportAnchor: (problem, target) => anchorProblems.push({ problem, target }),
  });

  it('lists every broken link and anchor of a page instead of stopping at the first', async () => {
    problems.length = 0;
    anchorProblems.length = 0;
    const markdown = [
      '[ok](../objects/track.md#fields) [same page](#add)',
      '[typo](../objects/track.md#feilds)',
      '[gone](../objects/gone.md)',
      '[self](#nowhere)',
      '[root](/docs/intro#welcome) [root typo](/docs/intro#welcom) [generated page](/docs/changes/1.1-to-2.0#x)',
    ].join('\n\n');
    const tree = await run(markdown, 'docs/1.1/api/functions/queue.md', [plugin]);
    expect(problems).toEqual([
      {
        file: 'docs/1.1/api/functions/queue.md',
        line: 5,
        message: 'broken link "../objects/gone.md": no doc "api/objects/gone" in version 1.1.',
      },
    ]);
    expect(anchorProblems.map((a) => [a.problem.line, a.target])).toEqual([
      [3, { route: '/docs/1.1/api/objects/track', id: 'feilds' }],
      [7, { route: '/docs/1.1/api/functions/queue', id: 'nowhere' }],
      [9, { route: '/docs/intro', id: 'welcom' }],
    ]);
    expect(anchorProblems[0]!.problem.message).toBe(
      'broken anchor "../objects/track.md#feilds": no heading or element with id "feilds" on /docs/1.1/api/objects/track.',
    );
    expect(JSON.stringify(tree)).toContain('"url":"/docs/1.1/api/objects/track#fields"');
  });

  it('offers the ids of rendered headings (not the title H1) and the literal ids of elements as anchors', () => {
    const { tree } = parseDocFile('# Title\n\n## Set up: step 1\n\n<a name="legacy"></a>\n\n<div id="panel">x</div>\n');
    expect([...anchorIdsOf(tree)].sort()).toEqual(['legacy', 'panel', 'set-up-step-1']);
  });

  it('points relative images at the published file and gives JSX images the base URL through <Img>', async () => {
    const lookup: AssetLookup = {
      exists: (rel) => rel === 'static/img/logo.png' || rel === 'docs/1.1/basics/wave.png',
      versionFolder: (rel) => nativeVersionFolder(rel, ['1.1', '2.0']),
      versionBase: (version) => (version === '1.1' ? '/docs/1.1' : '/docs'),
    };
    const staged: { from: string; to: string }[] = [];
    const tree = await run(
      '![Logo](../../../static/img/logo.png)\n\n<img src="./wave.png" alt="A sound wave" />\n\n<img src="https://example.com/a.png" alt="A remote picture" />\n',
      'docs/1.1/basics/intro.md',
      [remarkAssets({ lookup, onAsset: (_source, s) => staged.push(s) })],
    );
    expect(JSON.stringify(tree)).toContain('"url":"/img/logo.png"');
    const elements = tree.children
      .filter((n) => n.type === 'mdxJsxFlowElement')
      .map((n) => [n.name, n.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src')?.value]);
    expect(elements).toEqual([
      ['Img', '/docs/1.1/basics/wave.png'],
      ['img', 'https://example.com/a.png'],
    ]);
    expect(staged).toEqual([{ from: 'docs/1.1/basics/wave.png', to: 'docs/1.1/basics/wave.png' }]);
    await expect(run('![x](./missing.png)\n', 'docs/1.1/basics/intro.md', [remarkAssets({ lookup })])).rejects.toThrow(
      'docs/1.1/basics/intro.md:1: image "./missing.png" not found (no file docs/1.1/basics/missing.png).',
    );
  });

  it('fails a picture without alt text, or over the size limit, naming the file and line and what to do', async () => {
    const sizes: Record<string, number> = { 'docs/1.1/img/small.png': 20_000, 'docs/1.1/img/huge.png': 900_000 };
    const lookup: AssetLookup = {
      exists: (rel) => rel in sizes,
      size: (rel) => sizes[rel],
      versionFolder: (rel) => nativeVersionFolder(rel, ['1.1']),
      versionBase: () => '/docs/1.1',
    };
    const problems: string[] = [];
    const report = (p: { file: string; line: number; message: string }) => problems.push(`${p.file}:${p.line}: ${p.message}`);
    await run(
      '![A small one](../img/small.png)\n\n![](../img/small.png)\n\n![   ](https://example.com/x.png)\n\n<img src="../img/small.png" alt="" />\n\n![A big one](../img/huge.png)\n',
      'docs/1.1/basics/intro.md',
      [remarkAssets({ lookup, report })],
    );
    expect(problems).toHaveLength(4);
    expect(problems.slice(0, 3).map((p) => p.split(': ')[0])).toEqual([
      'docs/1.1/basics/intro.md:3',
      'docs/1.1/basics/intro.md:5',
      'docs/1.1/basics/intro.md:7',
    ]);
    for (const p of problems.slice(0, 3)) expect(p).toMatch(/has no alt text: describe what the picture shows/);
    expect(problems[3]).toMatch(
      /^docs\/1\.1\/basics\/intro\.md:9: picture "\.\.\/img\/huge\.png" is 879 KB, over the 500 KB a page may show: make it at most 1600 px wide and save it as WebP .*docs\/1\.1\/img\/huge\.webp/,
    );
  });
});

describe('besideFile', () => {
  it('resolves a path from the folder of a page, as path.posix would, with no file system', () => {
    expect(besideFile('docs/1.1/basics/intro.md', '../img/wave.png')).toBe('docs/1.1/img/wave.png');
    expect(besideFile('docs/1.1/basics/intro.md', './diagrams/./flow.svg')).toBe('docs/1.1/basics/diagrams/flow.svg');
    expect(besideFile('docs/1.1/intro.md', '../../static/img/logo.png')).toBe('static/img/logo.png');
    expect(besideFile('docs/intro.md', '../../../outside.png')).toBe('../../outside.png');
    expect(besideFile('intro.md', 'wave.png')).toBe('wave.png');
  });
});

describe('advice for a picture without alt text', () => {
  it('fits the picture: a profile picture asks for a name, a linked one for where it leads, any other for what it shows', () => {
    expect(missingAltAdvice('https://avatars.githubusercontent.com/u/7?v=4', { html: true, linkTo: 'https://github.com/someone' })).toBe(
      'picture "https://avatars.githubusercontent.com/u/7?v=4" has no alt text: it looks like a profile picture: give the name of the person or organization it shows (its link goes to https://github.com/someone), in its alt attribute (alt="…").',
    );
    expect(missingAltAdvice('https://files.example.org/badge?id=9', { html: true, linkTo: 'https://shop.example.org/' })).toBe(
      'picture "https://files.example.org/badge?id=9" has no alt text: it is what readers follow to https://shop.example.org/: say where that link leads, or what the picture shows, in its alt attribute (alt="…").',
    );
    expect(missingAltAdvice('../img/queue.png')).toBe(
      'picture "../img/queue.png" has no alt text: describe what the picture shows for readers who cannot see it, between the brackets (![…](../img/queue.png)).',
    );
  });

  it('reaches the writer with the link around the picture, in Markdown and in HTML', async () => {
    const lookup: AssetLookup = { exists: () => false, versionFolder: () => null, versionBase: () => '/docs' };
    const soft: string[] = [];
    const hard: string[] = [];
    await run(
      '[![](https://example.net/a.png)](https://example.org/)\n\n<a href="https://github.com/someone">\n  <img src="https://example.net/b.png" width="64" />\n</a>\n',
      'docs/1.1/intro.md',
      [remarkAssets({ lookup, report: (p) => hard.push(p.message), reportSoft: (p) => soft.push(`${p.line}: ${p.message}`) })],
    );
    expect(hard).toEqual([]);
    expect(soft).toEqual([
      '1: picture "https://example.net/a.png" has no alt text: it is what readers follow to https://example.org/: say where that link leads, or what the picture shows, between the brackets (![…](https://example.net/a.png)).',
      '4: picture "https://example.net/b.png" has no alt text: it looks like a profile picture: give the name of the person or organization it shows (its link goes to https://github.com/someone), in its alt attribute (alt="…").',
    ]);
  });
});

describe('doc fields', () => {
  const source = (frontMatterTitle?: string) => ({ sourceFilePath: 'docs/1.1/api/events.md', frontMatterTitle });
  const tree = (raw: string) => parseDocFile(raw).tree;

  it('computes version, id and route from the path', () => {
    expect(docVersion(source(), versions)).toBe('1.1');
    expect(docId(source())).toBe('api/events');
    expect(docRouteOf(source(), versions)).toBe('/docs/1.1/api/events');
  });

  it('fails on an unknown version folder', () => {
    expect(() => docVersion({ sourceFilePath: 'docs/9.9/intro.md' }, versions)).toThrow(/Unknown docs version "9.9"/);
  });

  it('takes the front matter title, else the first H1, else none (the check reports it)', () => {
    expect(docTitle(source('From front matter'), tree('# From H1\n'))).toBe('From front matter');
    expect(docTitle(source(), tree('Intro text\n\n# Core Team  ✨\n'))).toBe('Core Team  ✨');
    expect(docTitle(source(), tree('No heading'))).toBe('');
  });

  it('builds the TOC without the stripped H1', () => {
    const raw = '# Events\n\n## Player\n\n### `PlaybackState`\n\n## Events\n';
    expect(docToc(tree(raw), { minLevel: 2, maxLevel: 3 })).toEqual([
      { level: 2, id: 'player', value: 'Player', children: [{ level: 3, id: 'playbackstate', value: 'PlaybackState', children: [] }] },
      { level: 2, id: 'events', value: 'Events', children: [] },
    ]);
    expect(outlineOf(tree(raw)).h1).toBe('Events');
  });

  it('keeps text that only looks like a directive in headings, so the TOC entry reads as the heading', () => {
    const raw = '# Troubleshooting\n\n## Cannot resolve org.sample:audio-kit:3.2.1\n';
    expect(docToc(tree(raw), { minLevel: 2, maxLevel: 3 })).toEqual([
      {
        level: 2,
        id: 'cannot-resolve-orgsampleaudio-kit321',
        value: 'Cannot resolve org.sample:audio-kit:3.2.1',
        children: [],
      },
    ]);
  });

  it('sees headings inside admonitions and tabs like the renderer does', () => {
    const raw = '<Tabs>\n<TabItem value="a">\n\n## In a tab\n\n</TabItem>\n</Tabs>\n\n:::note\n## In a note\n:::\n';
    expect(outlineOf(tree(raw)).headings.map((h) => h.text)).toEqual(['In a tab', 'In a note']);
  });
});
