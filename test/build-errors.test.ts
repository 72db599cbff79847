/**
 * Bad content fails the build's content steps (`npm run content`: prepare,
 * contentlayer2, the check, the API data) with a message naming the file and
 * the field or line, and good content builds. Each case builds a fixture
 * folder (with a version list: its own, else one release, 4.1) in a scratch
 * copy of the repository, so the checkout's .generated and .contentlayer are
 * left alone.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInSite, scratchSite } from './integration/scratch-site.mjs';

const repo = path.resolve(__dirname, '..');
let scratch: string;
let site: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'rntp-build-errors-'));
  site = scratchSite(repo, scratch);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run content` on a copy of test/fixtures/<name>; `env` adds to its environment. */
async function buildFixture(name: string, env: Record<string, string> = {}) {
  const content = path.join(scratch, `content-${name}`);
  rmSync(content, { recursive: true, force: true });
  cpSync(path.join(repo, 'test/fixtures', name), content, { recursive: true });
  if (!existsSync(path.join(content, 'versions.json'))) {
    writeFileSync(path.join(content, 'versions.json'), JSON.stringify({ versions: ['4.1'] }));
    mkdirSync(path.join(content, 'docs/4.1'), { recursive: true });
  }
  const { status, output } = await runInSite(site, ['scripts/build.ts', '--content-only'], {
    CONTENT_LOCAL_DIR: content,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ...env,
  });
  return { status, output, content };
}

/** The docs the content build wrote, as JSON records. */
function generatedDocs(): Record<string, unknown>[] {
  const docsDir = path.join(site, '.contentlayer/generated/Doc');
  return readdirSync(docsDir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
    .map((f) => JSON.parse(readFileSync(path.join(docsDir, f), 'utf8')) as Record<string, unknown>);
}

describe('content build errors', () => {
  it('a front matter field of the wrong type names the file, line and field', async () => {
    const { status, output } = await buildFixture('bad-front-matter');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /docs\/4\.1\/intro\.md:\d+: front matter field "sidebar_position" must be a number, not "first"\./,
    );
  });

  it('a _category_.json without its label names the file and the field', async () => {
    const { status, output } = await buildFixture('bad-category');
    expect(status).not.toBe(0);
    expect(output).toContain('docs/4.1/basics/_category_.json:1: field "label" is required.');
  });

  it('a link to a doc that does not exist names the file, line and target', async () => {
    const { status, output } = await buildFixture('broken-link');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'docs/4.1/intro.md:5: broken link "./basics/missing.md": no doc "basics/missing" in version 4.1.',
    );
  });

  it('a picture without alt text and a missing picture name the file and line', async () => {
    const { status, output } = await buildFixture('bad-pictures');
    expect(status).not.toBe(0);
    expect(output).toContain('docs/4.1/intro.md:7: picture "./img/guides/offline/notification.png" has no alt text');
    expect(output).toContain(
      'docs/4.1/intro.md:11: image "./img/guides/offline/lock-screen.png" not found (no file docs/4.1/img/guides/offline/lock-screen.png).',
    );
  });

  it('an admonition kind we cannot render names the file and line', async () => {
    const { status, output } = await buildFixture('unknown-admonition');
    expect(status).not.toBe(0);
    expect(output).toContain('docs/4.1/intro.md:7: unknown admonition ":::shiny"');
  });

  it('a doc with neither front matter title nor H1 names the file', async () => {
    const { status, output } = await buildFixture('missing-title');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'docs/4.1/intro.md: no title. Set front matter field "title" or start the body with an H1.',
    );
  });

  it('a version folder that is not a known version fails', async () => {
    const { status, output } = await buildFixture('unknown-version');
    expect(status).not.toBe(0);
    expect(output).toContain('Unknown docs version "9.9"');
  });

  it('MDX that does not parse names the file and line, not the bundler’s internal file', async () => {
    const { status, output } = await buildFixture('mdx-syntax');
    expect(status).not.toBe(0);
    expect(output).toMatch(/docs\/4\.1\/intro\.mdx:5: MDX syntax: Expected a closing tag for `<Tabs>`/);
    expect(output).not.toContain('_mdx_bundler_entry_point');
  });

  it('valid content builds, with the title from the H1 and links made routes', async () => {
    const { status, output } = await buildFixture('valid-minimal');
    expect(status, output).toBe(0);
    const intro = generatedDocs().find((d) => d.docId === 'intro')!;
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
