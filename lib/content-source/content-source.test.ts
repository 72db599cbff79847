import { describe, expect, it } from 'vitest';
import { resolveContentSource } from './source-config';
import {
  convertDocusaurusPage,
  docusaurusTarget,
  fenceIndentedCode,
  manifestFromDocusaurus,
  unlistedVersionFolders,
} from './docusaurus';
import type { AssetLookup } from '../content/assets';
import { cutPackages, cutVersion } from './cut-version';
import { versionsFromManifest } from '../versions/version-manifest';

describe('content source setting', () => {
  const local = { type: 'local' as const, dir: 'content' };

  it('defaults to the embedded content', () => {
    expect(resolveContentSource(local, {})).toEqual({ type: 'local', dir: 'content', onSoftProblems: 'throw' });
  });

  it('switches to a git source from the environment', () => {
    expect(
      resolveContentSource(local, {
        CONTENT_SOURCE: 'git',
        CONTENT_GIT_URL: 'https://github.com/o/r.git',
        CONTENT_GIT_REF: 'v4.1.2',
        CONTENT_GIT_DIR: '/docs/',
      }),
    ).toEqual({
      type: 'git',
      url: 'https://github.com/o/r.git',
      ref: 'v4.1.2',
      dir: 'docs',
      layout: 'docusaurus',
      onSoftProblems: 'warn',
    });
  });

  it('fails on soft problems for our own content and warns for imported content, unless told', () => {
    const git = { CONTENT_SOURCE: 'git', CONTENT_GIT_URL: 'file:///repo' };
    expect(resolveContentSource(local, git).onSoftProblems).toBe('warn');
    expect(resolveContentSource(local, { ...git, CONTENT_SOFT_PROBLEMS: 'throw' }).onSoftProblems).toBe('throw');
    expect(resolveContentSource(local, { CONTENT_SOFT_PROBLEMS: 'warn' }).onSoftProblems).toBe('warn');
    expect(resolveContentSource(local, { ...git, CONTENT_SOFT_PROBLEMS: 'ignore' }).onSoftProblems).toBe('ignore');
    const strictGit = {
      type: 'git' as const,
      url: 'file:///repo',
      ref: 'main',
      dir: 'docs',
      layout: 'docusaurus' as const,
    };
    expect(resolveContentSource({ ...strictGit, onSoftProblems: 'throw' }, {}).onSoftProblems).toBe('throw');
    // The configured setting belongs to the configured source, not to one chosen by CONTENT_SOURCE.
    expect(
      resolveContentSource({ ...strictGit, onSoftProblems: 'ignore' }, { CONTENT_SOURCE: 'local' }).onSoftProblems,
    ).toBe('throw');
    expect(() => resolveContentSource(local, { CONTENT_SOFT_PROBLEMS: 'lenient' })).toThrow(
      'CONTENT_SOFT_PROBLEMS must be "throw", "warn" or "ignore", not "lenient".',
    );
  });

  it('names what is missing or wrong', () => {
    expect(() => resolveContentSource(local, { CONTENT_SOURCE: 'git' })).toThrow(
      'The git content source needs a repository URL: set CONTENT_GIT_URL or contentSource.url.',
    );
    expect(() => resolveContentSource(local, { CONTENT_SOURCE: 'svn' })).toThrow(
      'CONTENT_SOURCE must be "local" or "git", not "svn".',
    );
    expect(() =>
      resolveContentSource(local, { CONTENT_SOURCE: 'git', CONTENT_GIT_URL: 'x', CONTENT_GIT_LAYOUT: 'hugo' }),
    ).toThrow(/CONTENT_GIT_LAYOUT/);
  });
});

describe('Docusaurus layout', () => {
  it('maps docs/ to next and versioned_docs/version-X/ to X, skipping what is not content', () => {
    expect(docusaurusTarget('docs/intro.md')).toBe('docs/next/intro.md');
    expect(docusaurusTarget('docs/basics/_category_.json')).toBe('docs/next/basics/_category_.json');
    expect(docusaurusTarget('versioned_docs/version-4.1/api/events.md')).toBe('docs/4.1/api/events.md');
    expect(docusaurusTarget('static/img/logo.png')).toBeNull();
    expect(docusaurusTarget('docusaurus.config.js')).toBeNull();
    expect(docusaurusTarget('versioned_sidebars/version-4.1-sidebars.json')).toBeNull();
  });

  it('ignores a versioned_docs folder that versions.json does not list, as Docusaurus does', () => {
    const released = new Set(['1.0']);
    expect(docusaurusTarget('versioned_docs/version-1.0/intro.md', 'next', released)).toBe('docs/1.0/intro.md');
    expect(docusaurusTarget('versioned_docs/version-2.0-beta/intro.md', 'next', released)).toBeNull();
    expect(docusaurusTarget('docs/intro.md', 'next', released)).toBe('docs/next/intro.md');
    expect(
      unlistedVersionFolders(
        [
          'docs/a.md',
          'versioned_docs/version-1.0/a.md',
          'versioned_docs/version-2.0-beta/a.md',
          'versioned_docs/version-2.0-beta/b/c.md',
        ],
        released,
      ),
    ).toEqual(['versioned_docs/version-2.0-beta']);
  });

  it('skips partials (names starting with _) and reads YAML category files', () => {
    expect(docusaurusTarget('docs/_shared-steps.mdx')).toBeNull();
    expect(docusaurusTarget('docs/_snippets/setup.md')).toBeNull();
    expect(docusaurusTarget('docs/guides/_category_.yml')).toBe('docs/next/guides/_category_.json');
  });

  it('reads versions.json, with the current docs as Next', () => {
    expect(manifestFromDocusaurus(['4.1', '4.0'], true)).toEqual({
      current: { label: 'Next', path: 'next' },
      versions: ['4.1', '4.0'],
    });
    expect(manifestFromDocusaurus(undefined, true)).toEqual({ versions: ['next'] });
    expect(() => manifestFromDocusaurus({ nope: 1 }, true)).toThrow('versions.json must be an array of version names.');
  });

  it('drops the @theme Tabs imports and turns admonition titles into labels, keeping every line at its number', () => {
    const page = [
      '---',
      'sidebar_position: 1',
      '---',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      ':::tip Pro tip',
      'Text',
      ':::',
      '',
      '<Tabs groupId="pkg"><TabItem value="npm">x</TabItem></Tabs>',
      '```tsx',
      "import Anything from 'inside-code-is-fine';",
      'const a = <Widget />;',
      '```',
    ].join('\n');
    const out = convertDocusaurusPage(page, 'docs/intro.mdx');
    expect(out.problems).toEqual([]);
    expect(out.text).not.toContain('@theme/');
    expect(out.text.split('\n')[6]).toBe(':::tip[Pro tip]');
    expect(out.text).toContain("import Anything from 'inside-code-is-fine';");
    expect(out.lines).toEqual(page.split('\n').map((_, i) => i + 1));
  });

  it('reports every problem of a page with its file and line', () => {
    const page = [
      '---',
      'slug: /custom',
      '---',
      '# A',
      '',
      "import Fancy from '@site/src/Fancy';",
      '',
      '<Fancy />',
      '',
      'export const x = 1;',
      '',
      '<Gallery items="3" />',
    ].join('\n');
    expect(convertDocusaurusPage(page, 'docs/a.md').problems).toEqual([
      {
        file: 'docs/a.md',
        line: 2,
        message: 'front matter field "slug" is not supported: pages are addressed by their file path.',
      },
      {
        file: 'docs/a.md',
        line: 6,
        message:
          'import of "@site/src/Fancy" is not supported; only @theme/Tabs, @theme/TabItem and @theme/Admonition are.',
      },
      {
        file: 'docs/a.md',
        line: 8,
        message: 'component <Fancy> is not available here; supported: Tabs, TabItem, Admonition.',
      },
      { file: 'docs/a.md', line: 10, message: 'MDX exports are not supported.' },
      {
        file: 'docs/a.md',
        line: 12,
        message: 'component <Gallery> is not available here; supported: Tabs, TabItem, Admonition.',
      },
    ]);
  });
});

describe('MDX 1 indented code', () => {
  const fence = (source: string) => {
    const lines = source.split('\n');
    return fenceIndentedCode(
      lines,
      lines.map((_, i) => i + 1),
    );
  };

  it('makes a four-space-indented command inside a tab a fenced code block', () => {
    const { lines, origins } = fence(
      ['<Tabs>', '  <TabItem value="pnpm">', '', '    pnpm add our-player', '', '  </TabItem>', '</Tabs>'].join('\n'),
    );
    expect(lines).toEqual([
      '<Tabs>',
      '  <TabItem value="pnpm">',
      '',
      '```',
      'pnpm add our-player',
      '```',
      '',
      '  </TabItem>',
      '</Tabs>',
    ]);
    // Every output line knows its source line, so later problems still name the right one.
    expect(origins).toEqual([1, 2, 3, 4, 4, 4, 5, 6, 7]);
  });

  it('keeps blank lines inside the block and leaves fenced code and list paragraphs alone', () => {
    const source = [
      '1. First step',
      '',
      '    still the first step, as a paragraph',
      '',
      '```sh',
      '    indented inside a fence stays as it is',
      '```',
      '',
      '    line one',
      '',
      '    line three',
    ].join('\n');
    expect(fence(source).lines).toEqual([
      ...source.split('\n').slice(0, 8),
      '```',
      'line one',
      '',
      'line three',
      '```',
    ]);
  });

  it('keeps code inside a list item in the item, and never touches front matter', () => {
    const listed = fence(['- Run:', '', '      make player', ''].join('\n')).lines;
    expect(listed).toEqual(['- Run:', '', '  ```', '  make player', '  ```', '']);
    const frontMatter = ['---', 'description: |', '', '    indented scalar', '---', '', 'Body'];
    expect(fence(frontMatter.join('\n')).lines).toEqual(frontMatter);
  });
});

describe('images and files of a Docusaurus page', () => {
  const existing = new Set([
    'static/img/waveform.png',
    'static/files/sample queue.json',
    'docs/basics/diagrams/flow.svg',
    'versioned_docs/version-1.0/basics/diagrams/flow.svg',
    'src/secret.png',
  ]);
  const lookup: AssetLookup = {
    exists: (rel) => existing.has(rel),
    versionFolder: (rel) => {
      const current = /^docs\/(.+)$/.exec(rel);
      if (current) return { version: 'next', rest: current[1]! };
      const versioned = /^versioned_docs\/version-1\.0\/(.+)$/.exec(rel);
      return versioned ? { version: '1.0', rest: versioned[1]! } : null;
    },
    versionBase: (version) => (version === 'next' ? '/docs/next' : '/docs'),
  };

  it('serves static/ at the root and publishes pictures kept beside the docs under their version', () => {
    const page = [
      '# Shapes',
      '',
      '![Waveform](../../static/img/waveform.png "The waveform")',
      '',
      'Root path: ![Waveform](/img/waveform.png), remote: ![Badge](https://example.com/badge.svg)',
      '',
      '<img src="./diagrams/flow.svg" width="200" />',
      '',
      '[Download the queue](../../static/files/sample%20queue.json) or read [the intro](../intro.md).',
    ].join('\n');
    const out = convertDocusaurusPage(page, 'docs/basics/shapes.md', lookup);
    expect(out.problems).toEqual([]);
    const lines = out.text.split('\n');
    expect(lines[2]).toBe('![Waveform](/img/waveform.png "The waveform")');
    expect(lines[4]).toBe('Root path: ![Waveform](/img/waveform.png), remote: ![Badge](https://example.com/badge.svg)');
    expect(lines[6]).toBe('<img src="/docs/next/basics/diagrams/flow.svg" width="200" />');
    expect(lines[8]).toBe('[Download the queue](/files/sample%20queue.json) or read [the intro](../intro.md).');
    expect(out.assets).toEqual([{ from: 'docs/basics/diagrams/flow.svg', to: 'docs/next/basics/diagrams/flow.svg' }]);
    const released = convertDocusaurusPage(
      '![Flow](./diagrams/flow.svg)\n',
      'versioned_docs/version-1.0/basics/a.md',
      lookup,
    );
    expect(released.text).toBe('![Flow](/docs/basics/diagrams/flow.svg)\n');
  });

  it('reports a missing image, a root path outside static/ and a file outside the published folders', () => {
    const page = [
      '# Shapes',
      '',
      '![Gone](../../static/img/gone.png)',
      '',
      '![Also gone](/img/also-gone.png)',
      '',
      '![Private](../../src/secret.png)',
    ].join('\n');
    expect(convertDocusaurusPage(page, 'docs/basics/shapes.md', lookup).problems).toEqual([
      {
        file: 'docs/basics/shapes.md',
        line: 3,
        message: 'image "../../static/img/gone.png" not found (no file static/img/gone.png).',
      },
      {
        file: 'docs/basics/shapes.md',
        line: 5,
        message:
          'image "/img/also-gone.png" not found: a root path names a file of static/ (static/img/also-gone.png).',
      },
      {
        file: 'docs/basics/shapes.md',
        line: 7,
        message:
          '"../../src/secret.png" points at src/secret.png, outside static/ and the docs folders: only those are published.',
      },
    ]);
  });

  it('reports MDX syntax errors at their source line, after indented code was fenced', () => {
    const page = ['# Title', '', '    indented code', '', 'An unclosed <Tabs> tag.'].join('\n');
    const problems = convertDocusaurusPage(page, 'docs/broken.md', lookup).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'docs/broken.md', line: 5 });
    expect(problems[0]!.message).toMatch(/^MDX syntax: /);
  });
});

describe('version manifest and cutting a release', () => {
  const manifest = { current: { label: 'Next', path: 'next' }, versions: ['4.1', '4.0'] };

  it('orders versions for the dropdown, the newest release latest and unprefixed', () => {
    expect(versionsFromManifest(manifest).map((v) => [v.name, v.prefix, v.status])).toEqual([
      ['next', 'next', 'unreleased'],
      ['4.1', '', 'latest'],
      ['4.0', '4.0', 'unmaintained'],
    ]);
  });

  it('rejects malformed manifests', () => {
    expect(() => versionsFromManifest({ versions: [] })).toThrow(/no released version/);
    expect(() => versionsFromManifest({ versions: ['4.1', '4.1'] })).toThrow(
      'versions.json: version "4.1" is listed twice.',
    );
    expect(() => versionsFromManifest({ versions: ['../x'] })).toThrow(/not a valid version name/);
  });

  it('freezes next as the new latest and moves the old latest under its prefix', () => {
    const cut = cutVersion(manifest, '4.2');
    expect(cut.versions).toEqual(['4.2', '4.1', '4.0']);
    expect(versionsFromManifest(cut).find((v) => v.name === '4.1')?.prefix).toBe('4.1');
    expect(versionsFromManifest(cut).find((v) => v.name === '4.2')?.status).toBe('latest');
  });

  it('gives the frozen version the package the unreleased docs were checked against', () => {
    const packages = { next: 'rntp-next', '4.1': 'rntp-4.1' };
    expect(cutPackages(packages, 'next', '4.2')).toEqual({ next: 'rntp-next', '4.1': 'rntp-4.1', '4.2': 'rntp-next' });
    expect(cutPackages({ '4.1': 'rntp-4.1' }, 'next', '4.2')).toEqual({ '4.1': 'rntp-4.1' });
    expect(packages).toEqual({ next: 'rntp-next', '4.1': 'rntp-4.1' });
  });

  it('refuses an existing or invalid name', () => {
    expect(() => cutVersion(manifest, '4.0')).toThrow('Version "4.0" already exists; nothing was changed.');
    expect(() => cutVersion(manifest, 'next')).toThrow(/unreleased version's own path/);
    expect(() => cutVersion({ versions: ['1.0'] }, '2.0')).toThrow(/no unreleased docs/);
  });
});
