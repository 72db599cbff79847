/**
 * Bad content fails the build's content steps (`npm run content`: prepare,
 * contentlayer2, the check, the API data) with a message naming the file and
 * the field or line, and good content builds. Each fixture folder (with a
 * version list: its own, else one release, 4.1) is built in a scratch copy of
 * the repository, so the checkout's .generated and .contentlayer are left
 * alone.
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

/**
 * Each fixture is built once, by the first case that reads it, whichever runs first: a content build is about
 * 6 CPU-s. The fixtures with errors hold one problem per file, grouped by the step that finds them, since a step
 * lists every problem it finds; each group's count shows that every one of them fails the build.
 */
const builds = new Map<string, ReturnType<typeof buildFixture>>();
function built(name: string) {
  let build = builds.get(name);
  if (!build) builds.set(name, (build = buildFixture(name)));
  return build;
}

describe('content build errors found before the docs are parsed (the prepare step)', () => {
  it('fail the build at that step, every one listed', async () => {
    const { status, output } = await built('prepare-errors');
    expect(status).not.toBe(0);
    expect(output).toContain('prepare-content: error: 3 errors in the content:');
    expect(output).toContain('build: step "prepare" failed');
  });

  it('a front matter field of the wrong type names the file, line and field', async () => {
    const { output } = await built('prepare-errors');
    expect(output).toMatch(
      /docs\/4\.1\/wrong-type\.md:\d+: front matter field "sidebar_position" must be a number, not "first"\./,
    );
  });

  it('a _category_.json without its label names the file and the field', async () => {
    const { output } = await built('prepare-errors');
    expect(output).toContain('docs/4.1/basics/_category_.json:1: field "label" is required.');
  });

  it('a version folder that is not a known version names the folder', async () => {
    const { output } = await built('prepare-errors');
    expect(output).toContain('docs/9.9/intro.md: Unknown docs version "9.9". Known versions: 4.1.');
  });
});

describe('content build errors found in the parsed docs (the check step)', () => {
  it('fail the build at that step, every one listed', async () => {
    const { status, output } = await built('check-errors');
    expect(status).not.toBe(0);
    expect(output).toContain('check-docs: 5 errors in the content:');
    expect(output).toContain('build: step "check" failed');
  });

  it('a link to a doc that does not exist names the file, line and target', async () => {
    const { output } = await built('check-errors');
    expect(output).toContain(
      'docs/4.1/broken-link.md:5: broken link "./basics/missing.md": no doc "basics/missing" in version 4.1.',
    );
  });

  it('a picture without alt text and a missing picture name the file and line', async () => {
    const { output } = await built('check-errors');
    expect(output).toContain('docs/4.1/pictures.md:7: picture "./img/guides/offline/notification.png" has no alt text');
    expect(output).toContain(
      'docs/4.1/pictures.md:11: image "./img/guides/offline/lock-screen.png" not found (no file docs/4.1/img/guides/offline/lock-screen.png).',
    );
  });

  it('an admonition kind we cannot render names the file and line', async () => {
    const { output } = await built('check-errors');
    expect(output).toContain('docs/4.1/admonition.md:7: unknown admonition ":::shiny"');
  });

  it('a doc with neither front matter title nor H1 names the file', async () => {
    const { output } = await built('check-errors');
    expect(output).toContain(
      'docs/4.1/no-title.md: no title. Set front matter field "title" or start the body with an H1.',
    );
  });
});

describe('a doc that does not parse (the content build step)', () => {
  it('MDX that does not parse names the file and line, not the bundler’s internal file', async () => {
    const { status, output } = await buildFixture('mdx-syntax');
    expect(status).not.toBe(0);
    expect(output).toMatch(/docs\/4\.1\/intro\.mdx:5: MDX syntax: Expected a closing tag for `<Tabs>`/);
    expect(output).not.toContain('_mdx_bundler_entry_point');
  });
});

describe('content builds', () => {
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
