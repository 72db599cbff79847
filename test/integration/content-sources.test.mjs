/**
 * Content sources end to end: a bare git repository made here, served over
 * file://, holds a Docusaurus-layout docs tree with two versions; the real
 * build fetches and renders it. Then a moved ref is picked up, a bad ref fails
 * clearly, unsupported MDX fails with file and line, and cutting a release
 * works on a copy of a content tree.
 *
 * Everything runs in a scratch copy of the repository (its node_modules a
 * link to the checkout's): the checkout's out/, .contentlayer, .generated and
 * .cache are never touched, so the stages of the test command run in any order.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE = path.join(ROOT, 'test/fixtures/docusaurus-site');
let scratch;
let site;
let remote;
let work;

function sh(cmd, args, cwd, env = {}) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, out: `${result.stdout}\n${result.stderr}` };
}
function gitIn(cwd, ...args) {
  const r = sh('git', ['-c', 'user.email=fixture@example.com', '-c', 'user.name=Fixture', ...args], cwd);
  assert.equal(r.status, 0, r.out);
}
const gitEnv = (ref = 'main') => ({
  CONTENT_SOURCE: 'git',
  CONTENT_GIT_URL: `file://${remote}`,
  CONTENT_GIT_REF: ref,
  CONTENT_GIT_DIR: 'website',
});
const inSite = (env = {}) => ({ PWD: site, NEXT_TURBOPACK_ROOT: path.parse(site).root, ...env });
const prepare = (env) =>
  sh(path.join(site, 'node_modules/.bin/tsx'), ['scripts/prepare-content.ts'], site, inSite(env));

before(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'rntp-git-'));
  // The scratch copy: every file git knows of (committed or not, bar ignored ones), node_modules linked.
  site = path.join(scratch, 'site');
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.equal(listed.status, 0, listed.stderr);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(site, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'));
  remote = path.join(scratch, 'remote.git');
  work = path.join(scratch, 'work');
  gitIn(scratch, 'init', '-q', '--bare', '-b', 'main', remote);
  gitIn(scratch, 'init', '-q', '-b', 'main', work);
  cpSync(path.join(FIXTURE, 'website'), path.join(work, 'website'), { recursive: true });
  writeFileSync(path.join(work, 'README.md'), 'Library code lives here; the docs are in website/.\n');
  gitIn(work, 'add', '-A');
  gitIn(work, 'commit', '-qm', 'docs');
  gitIn(work, 'push', '-q', remote, 'main');
});

after(() => {
  rmSync(scratch, { recursive: true, force: true });
});

test('the Docusaurus tree is fetched, built and rendered: routes, sidebar order, tabs, admonitions', () => {
  const started = Date.now();
  const build = sh('npm', ['run', '--silent', 'build'], site, inSite(gitEnv()));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  assert.equal(build.status, 0, build.out.slice(-1500));
  assert.match(
    build.out,
    /prepare-content: file:\/\/.* at main \([0-9a-f]{12}, fetched\), folder website, docusaurus layout; versions: Next \(\/docs\/next\), 1\.0/,
  );
  console.log(`fixture fetch + build: ${seconds} s`);
  const out = path.join(site, 'out');
  for (const page of [
    'docs/intro.html',
    'docs/basics/installation.html',
    'docs/api/events.html',
    'docs/next/intro.html',
    'docs/next/new-in-next.html',
    'docs.html',
    'docs/next.html',
  ]) {
    assert.ok(existsSync(path.join(out, page)), `${page} exists`);
  }
  assert.equal(existsSync(path.join(out, 'docs/new-in-next.html')), false, 'the 1.0 release has no new-in-next page');
  const intro = readFileSync(path.join(out, 'docs/intro.html'), 'utf8');
  assert.match(intro, /<title>Welcome \| React Native Track Player<\/title>/);
  const sidebar = [...intro.matchAll(/class="sidebar-(?:link|category-button)[^"]*"[^>]*>(?:<span>)?([^<]+)</g)].map(
    (m) => m[1],
  );
  assert.deepEqual(sidebar.slice(0, 6), [
    'Welcome',
    'The Basics',
    'Installation',
    'Configuration',
    'API Reference',
    'Events',
  ]);
  assert.match(intro, /class="admonition admonition-tip"[^>]*><p class="admonition-title">Pro tip</);
  const install = readFileSync(path.join(out, 'docs/basics/installation.html'), 'utf8');
  assert.match(install, /role="tablist"/);
  assert.match(install, /data-group-id="pkg"/);
  assert.match(install, />NPM</);
  assert.match(install, />Yarn</);
  assert.match(readFileSync(path.join(out, 'docs/next/intro.html'), 'utf8'), /This is unreleased documentation/);
});

test('a moved ref is fetched again; an unmoved one is reused', () => {
  const same = prepare(gitEnv());
  assert.equal(same.status, 0, same.out);
  assert.match(same.out, /, cached\)/);
  writeFileSync(
    path.join(work, 'website/docs/changelog.md'),
    '---\nsidebar_position: 9\n---\n\n# Changelog\n\nWhat changed.\n',
  );
  gitIn(work, 'add', '-A');
  gitIn(work, 'commit', '-qm', 'changelog');
  gitIn(work, 'push', '-q', remote, 'main');
  const moved = prepare(gitEnv());
  assert.equal(moved.status, 0, moved.out);
  assert.match(moved.out, /, fetched\)/);
  const { contentDir } = JSON.parse(readFileSync(path.join(site, '.generated/content.json'), 'utf8'));
  assert.ok(existsSync(path.join(contentDir, 'docs/next/changelog.md')), 'the new page is in the prepared content');
});

test('a bad ref fails with the URL, the ref and git’s message, and builds nothing', () => {
  const before = readFileSync(path.join(site, '.generated/content.json'), 'utf8');
  const bad = prepare(gitEnv('no-such-branch'));
  assert.equal(bad.status, 1);
  assert.match(
    bad.out,
    new RegExp(
      `Could not fetch file://${remote.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at ref "no-such-branch": git says: `,
    ),
  );
  assert.equal(
    readFileSync(path.join(site, '.generated/content.json'), 'utf8'),
    before,
    'the previous preparation is untouched',
  );
  const unreachable = prepare({ ...gitEnv(), CONTENT_GIT_URL: `file://${scratch}/missing.git` });
  assert.equal(unreachable.status, 1);
  assert.match(
    unreachable.out,
    /Could not look up the ref from file:\/\/.*missing\.git at ref "main": git says: .*(does not appear to be a git repository|not found)/s,
  );
});

test('MDX that Docusaurus accepts but we cannot render fails with the file and line', () => {
  const other = path.join(scratch, 'other');
  gitIn(scratch, 'init', '-q', '-b', 'main', other);
  cpSync(path.join(FIXTURE, 'unsupported/website'), path.join(other, 'website'), { recursive: true });
  gitIn(other, 'add', '-A');
  gitIn(other, 'commit', '-qm', 'unsupported');
  const result = prepare({ ...gitEnv(), CONTENT_GIT_URL: `file://${other}` });
  assert.equal(result.status, 1);
  assert.match(result.out, /docs\/intro\.md:3: import of "@site\/src\/components\/Fancy" is not supported/);
});

test('cutting a release freezes next as the new latest; an existing name changes nothing', () => {
  const copy = path.join(scratch, 'content-copy');
  cpSync(path.join(ROOT, 'test/fixtures/valid-minimal'), copy, { recursive: true });
  cpSync(path.join(copy, 'docs/4.1'), path.join(copy, 'docs/next'), { recursive: true });
  writeFileSync(
    path.join(copy, 'versions.json'),
    JSON.stringify({ current: { label: 'Next', path: 'next' }, versions: ['4.1'] }),
  );
  const tsx = path.join(site, 'node_modules/.bin/tsx');
  const cut = sh(tsx, ['scripts/docs-version.ts', '4.2'], site, { CONTENT_LOCAL_DIR: copy });
  assert.equal(cut.status, 0, cut.out);
  assert.deepEqual(JSON.parse(readFileSync(path.join(copy, 'versions.json'), 'utf8')).versions, ['4.2', '4.1']);
  assert.ok(existsSync(path.join(copy, 'docs/4.2/basics/installation.mdx')));
  const snapshot = readFileSync(path.join(copy, 'versions.json'), 'utf8');
  const again = sh(tsx, ['scripts/docs-version.ts', '4.1'], site, { CONTENT_LOCAL_DIR: copy });
  assert.equal(again.status, 1);
  assert.match(again.out, /Version "4\.1" already exists; nothing was changed\./);
  assert.equal(readFileSync(path.join(copy, 'versions.json'), 'utf8'), snapshot);
});
