import { describe, expect, it } from 'vitest';
import { resolveContentSource } from './source-config';
import { convertDocusaurusPage, docusaurusTarget, manifestFromDocusaurus } from './docusaurus';
import { cutPackages, cutVersion } from './cut-version';
import { versionsFromManifest } from '../versions/version-manifest';

describe('content source setting', () => {
  const local = { type: 'local' as const, dir: 'content' };

  it('defaults to the embedded content', () => {
    expect(resolveContentSource(local, {})).toEqual({ type: 'local', dir: 'content' });
  });

  it('switches to a git source from the environment', () => {
    expect(
      resolveContentSource(local, {
        CONTENT_SOURCE: 'git',
        CONTENT_GIT_URL: 'https://github.com/o/r.git',
        CONTENT_GIT_REF: 'v4.1.2',
        CONTENT_GIT_DIR: '/docs/',
      }),
    ).toEqual({ type: 'git', url: 'https://github.com/o/r.git', ref: 'v4.1.2', dir: 'docs', layout: 'docusaurus' });
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

  it('reads versions.json, with the current docs as Next', () => {
    expect(manifestFromDocusaurus(['4.1', '4.0'], true)).toEqual({
      current: { label: 'Next', path: 'next' },
      versions: ['4.1', '4.0'],
    });
    expect(manifestFromDocusaurus(undefined, true)).toEqual({ versions: ['next'] });
    expect(() => manifestFromDocusaurus({ nope: 1 }, true)).toThrow('versions.json must be an array of version names.');
  });

  it('drops the @theme Tabs imports and turns admonition titles into labels', () => {
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
    expect(out).not.toContain('@theme/');
    expect(out).toContain(':::tip[Pro tip]');
    expect(out).toContain("import Anything from 'inside-code-is-fine';");
  });

  it('fails with file and line on what we cannot render', () => {
    expect(() => convertDocusaurusPage("# A\n\nimport Fancy from '@site/src/Fancy';\n", 'docs/a.md')).toThrow(
      'docs/a.md:3: import of "@site/src/Fancy" is not supported; only @theme/Tabs, @theme/TabItem and @theme/Admonition are.',
    );
    expect(() => convertDocusaurusPage('# A\n\n<Fancy />\n', 'docs/a.md')).toThrow(
      'docs/a.md:3: component <Fancy> is not available here',
    );
    expect(() => convertDocusaurusPage('---\nslug: /custom\n---\n# A\n', 'docs/a.md')).toThrow(
      'docs/a.md:2: front matter field "slug" is not supported',
    );
    expect(() => convertDocusaurusPage('# A\n\nexport const x = 1;\n', 'docs/a.md')).toThrow(
      'docs/a.md:3: MDX exports are not supported.',
    );
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
