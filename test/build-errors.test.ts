/**
 * Bad content fails the content build with a message naming the file and the
 * field (or line), and good content builds. Each case runs the real
 * contentlayer2 CLI with this repository's config against a fixture folder,
 * in a scratch directory so the site's own .contentlayer is left alone.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '..');
const scratch: string[] = [];

function buildFixture(name: string): { status: number | null; output: string; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), `rntp-${name}-`));
  scratch.push(dir);
  writeFileSync(
    path.join(dir, 'contentlayer.config.ts'),
    `export { default } from ${JSON.stringify(path.join(repo, 'contentlayer.config'))};\n`,
  );
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  // What scripts/prepare-content.ts would write: the fixture's versions.json, else one release (4.1) and next.
  const manifest = path.join(repo, 'test/fixtures', name, 'versions.json');
  mkdirSync(path.join(dir, '.generated'));
  writeFileSync(
    path.join(dir, '.generated/versions.json'),
    existsSync(manifest)
      ? readFileSync(manifest, 'utf8')
      : JSON.stringify({ current: { label: 'Next', path: 'next' }, versions: ['4.1'] }),
  );
  const result = spawnSync(path.join(repo, 'node_modules/.bin/contentlayer2'), ['build', '--clearCache'], {
    cwd: dir,
    // contentlayer2 takes its working directory from PWD, not from cwd.
    env: {
      ...process.env,
      PWD: dir,
      CONTENT_DIR: path.join(repo, 'test/fixtures', name),
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, dir };
}

afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('content build errors', () => {
  it('a front matter field of the wrong type names the file and the field', () => {
    const { status, output } = buildFixture('bad-front-matter');
    expect(status).not.toBe(0);
    expect(output).toContain('docs/4.1/intro.md');
    expect(output).toMatch(/sidebar_position: "first"/);
  });

  it('a _category_.json without its label names the file and the field', () => {
    const { status, output } = buildFixture('bad-category');
    expect(status).not.toBe(0);
    expect(output).toContain('docs/4.1/basics/_category_.json');
    expect(output).toContain('label');
  });

  it('a link to a doc that does not exist names the file, line and target', () => {
    const { status, output } = buildFixture('broken-link');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'docs/4.1/intro.md:5: broken link "./basics/missing.md": no doc "basics/missing" in version 4.1.',
    );
  });

  it('an admonition kind we cannot render names the file and line', () => {
    const { status, output } = buildFixture('unknown-admonition');
    expect(status).not.toBe(0);
    expect(output).toContain('docs/4.1/intro.md:7: unknown admonition ":::shiny"');
  });

  it('a doc with neither front matter title nor H1 names the file', () => {
    const { status, output } = buildFixture('missing-title');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'docs/4.1/intro.md: no title. Set front matter field "title" or start the body with an H1.',
    );
  });

  it('a version folder that is not a known version fails', () => {
    const { status, output } = buildFixture('unknown-version');
    expect(status).not.toBe(0);
    expect(output).toContain('Unknown docs version "9.9"');
  });

  it('valid content builds, with the title from the H1 and links made routes', () => {
    const { status, output, dir } = buildFixture('valid-minimal');
    expect(status, output).toBe(0);
    const docsDir = path.join(dir, '.contentlayer/generated/Doc');
    const docs = readdirSync(docsDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(docsDir, f), 'utf8')) as Record<string, unknown>);
    const intro = docs.find((d) => d.docId === 'intro')!;
    expect(intro).toMatchObject({ version: '4.1', route: '/docs/intro', title: 'Welcome from the H1' });
    expect(intro.toc).toEqual([{ level: 2, id: 'first-section', value: 'First section', children: [] }]);
    expect((intro.body as { code: string }).code).toContain('/docs/basics/installation#steps');
    // Hidden setup above // ---cut--- and the nocheck flag never reach the page.
    const code = (intro.body as { code: string }).code;
    expect(code).toContain('shownLine');
    expect(code).toContain('play.ts');
    expect(code).not.toContain('hiddenSetupLine');
    expect(code).not.toContain('---cut---');
    expect(code).not.toContain('nocheck');
  });
});
