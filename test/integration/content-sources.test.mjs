/**
 * Content sources end to end: a bare git repository made here, served over
 * file://, holds a Docusaurus-layout docs tree with two listed versions (and
 * one folder versions.json does not list); the real build fetches and renders
 * it, with the constructs a Docusaurus 2 site uses (indented code in tabs,
 * images by relative and root path, static files, links resolved from the docs
 * root or with a slash before the hash, a heading that looks like a directive,
 * soft problems that only warn: a broken anchor, pictures without alt text as
 * the library's own team and sponsor pages have them). Then a moved ref is
 * picked up, a bad ref fails clearly, every content problem is listed with its
 * source file and line, and cutting a release works on a copy of a content tree.
 *
 * Everything runs in a scratch copy of the repository (its node_modules a
 * link to the checkout's): the checkout's out/, .contentlayer, .generated and
 * .cache are never touched. The copy's builds render with the app the
 * checkout's production build compiled (its .next/, copied): the fixture's
 * content goes through every content step and is rendered, page by page, by
 * the same code, without a second compile of the app (`npm run build` first).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchSite, siteEnv } from './scratch-site.mjs';

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
/** A repository with `website/` holding `files` (path → text), committed on main. */
function repository(name, files) {
  const dir = path.join(scratch, name);
  gitIn(scratch, 'init', '-q', '-b', 'main', dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'website', file)), { recursive: true });
    writeFileSync(path.join(dir, 'website', file), text);
  }
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', name);
  return `file://${dir}`;
}
const gitEnv = (ref = 'main') => ({
  CONTENT_SOURCE: 'git',
  CONTENT_GIT_URL: `file://${remote}`,
  CONTENT_GIT_REF: ref,
  CONTENT_GIT_DIR: 'website',
});
const inSite = (env = {}) => siteEnv(site, env);
/**
 * The environment of `npm run build` in the copy: without the Turbopack root of siteEnv, a compile setting, so that
 * the copy's code, the checkout's, is the code the checkout's compiled app was built from, and the build renders the
 * fixture's pages with it instead of compiling the app a second time. (A compile in the copy would need that root:
 * its node_modules is a link outside it.)
 */
const rendering = (env = {}) =>
  Object.fromEntries(Object.entries(inSite(env)).filter(([name]) => name !== 'NEXT_TURBOPACK_ROOT'));
/**
 * The checkout's compiled app (its production build's `.next/`, with the mark of the code it was compiled from) into
 * the copy, without what that build rendered: the pages and data of the checkout's content, and the list of them
 * (prerender-manifest.json), which the export would copy as they are.
 */
function copyCompiledApp() {
  assert.ok(
    existsSync(path.join(ROOT, '.next/compiled-from.json')),
    '.next/ holds no production build of this checkout: run `npm run build` first',
  );
  cpSync(path.join(ROOT, '.next'), path.join(site, '.next'), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (from) => {
      const rel = path.relative(path.join(ROOT, '.next'), from);
      // Nor what a build keeps for itself, or `npm run dev` leaves there (.next/dev).
      if (/^(cache|dev|diagnostics|trace|prerender-manifest\.json)/.test(rel)) return false;
      return !(rel.startsWith(`server${path.sep}app${path.sep}`) && /\.(html|rsc|meta|body|segments)$/.test(rel));
    },
  });
}
const prepare = (env) =>
  sh(path.join(site, 'node_modules/.bin/tsx'), ['scripts/prepare-content.ts'], site, inSite(env));
/** The build's content steps (`npm run content`): prepare, contentlayer2, the check on the trees, the API data. */
const content = (env) => sh('npm', ['run', '--silent', 'content'], site, inSite(env));
const read = (file) => readFileSync(path.join(site, 'out', file), 'utf8');

/**
 * The build's steps after the content (`scripts/build.ts --after-content`, on the content the last build prepared)
 * in the copy until its output matches `line`, then stopped, with every process it started.
 */
function buildUntil(line, env) {
  return new Promise((resolve) => {
    const child = spawn(path.join(site, 'node_modules/.bin/tsx'), ['scripts/build.ts', '--after-content'], {
      cwd: site,
      env: { ...process.env, ...env },
      detached: true,
    });
    let out = '';
    const stop = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(stop, 180_000);
    const onData = (chunk) => {
      out += chunk;
      if (line.test(out)) stop();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(out);
    });
  });
}

before(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'rntp-git-'));
  site = scratchSite(ROOT, scratch);
  copyCompiledApp();

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

test('the Docusaurus tree is fetched, built and rendered as a Docusaurus 2 site renders it', () => {
  const started = Date.now();
  const build = sh('npm', ['run', '--silent', 'build'], site, rendering(gitEnv()));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  assert.doesNotMatch(
    build.out,
    /build: compiling the app/,
    "the checkout's .next/ was compiled from other code than the checkout's: run `npm run build` first",
  );
  assert.equal(build.status, 0, build.out.slice(-3000));
  console.log(`fixture fetch + build: ${seconds} s`);
  assert.match(
    build.out,
    /build: the code is as the last full build compiled it \(only the docs may differ\): rendering the pages without compiling\./,
  );
  assert.match(
    build.out,
    /prepare-content: file:\/\/.* at main \([0-9a-f]{12}, fetched\), folder website, docusaurus layout; versions: Next \(\/docs\/next\), 1\.0; \d+ docs checked/,
  );
  // A folder versions.json does not list is left out, as Docusaurus leaves it out.
  assert.match(build.out, /website\/versioned_docs\/version-2\.0-beta ignored: versions\.json does not list it/);
  assert.equal(existsSync(path.join(site, 'out/docs/2.0-beta')), false);

  for (const page of [
    'docs/intro.html',
    'docs/basics/installation.html',
    'docs/api/events.html',
    'docs/next/intro.html',
    'docs/next/new-in-next.html',
    'docs/next/basics/upgrading.html',
    'docs.html',
    'docs/next.html',
  ]) {
    assert.ok(existsSync(path.join(site, 'out', page)), `${page} exists`);
  }
  assert.equal(
    existsSync(path.join(site, 'out/docs/new-in-next.html')),
    false,
    'the 1.0 release has no new-in-next page',
  );
  const intro = read('docs/intro.html');
  assert.match(intro, /<title>Welcome \| React Native Track Player<\/title>/);
  /** The sidebar's entries in a page's HTML, in order: a collapsed category's links are drawn only when it opens. */
  const sidebarOf = (/** @type {string} */ html) =>
    [...html.matchAll(/class="sidebar-(?:link|category-button)[^"]*"[^>]*>(?:<span>)?([^<]+)</g)].map((m) => m[1]);
  assert.deepEqual(sidebarOf(intro).slice(0, 3), ['Welcome', 'The Basics', 'API Reference']);
  assert.deepEqual(sidebarOf(read('docs/basics/installation.html')).slice(0, 5), [
    'Welcome',
    'The Basics',
    'Installation',
    'Configuration',
    'API Reference',
  ]);
  assert.deepEqual(sidebarOf(read('docs/api/events.html')).slice(0, 4), [
    'Welcome',
    'The Basics',
    'API Reference',
    'Events',
  ]);
  assert.match(intro, /class="admonition admonition-tip"[^>]*><p class="admonition-title">Pro tip</);
  const install = read('docs/basics/installation.html');
  assert.match(install, /role="tablist"/);
  assert.match(install, /data-group-id="pkg"/);
  assert.match(install, />NPM</);
  assert.match(install, />Yarn</);
  assert.match(read('docs/next/intro.html'), /This is unreleased documentation/);

  const upgrading = read('docs/next/basics/upgrading.html');
  // Four-space-indented commands inside <TabItem> are code, as MDX 1 made them.
  for (const command of ['npm install fixture-player@latest', 'yarn upgrade fixture-player']) {
    assert.match(upgrading, new RegExp(`<pre[^>]*>(?:(?!</pre>).)*${command.replace(/[.@]/g, '\\$&')}`, 's'));
  }
  // A heading with colons keeps its text and id in the table of contents.
  assert.match(
    upgrading,
    /href="#could-not-resolve-orgfixtureplayer-core142" class="toc-link"[^>]*>Could not resolve org\.fixture:player-core:1\.4\.2</,
  );
  // Images by relative path into static/, beside the page, by root path, and on other hosts.
  const images = [...upgrading.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]);
  for (const src of [
    '/img/waveform.svg',
    '/docs/next/basics/diagrams/flow.svg',
    'https://images.example.com/fixture/maintainer.png',
  ]) {
    assert.ok(images.includes(src), `an image shows ${src}: ${images.join(', ')}`);
  }
  for (const file of ['img/waveform.svg', 'docs/next/basics/diagrams/flow.svg', 'files/sample-queue.json']) {
    assert.ok(existsSync(path.join(site, 'out', file)), `${file} is served`);
  }
  // Links resolved as Docusaurus resolves them.
  assert.match(upgrading, /href="\/docs\/next\/basics\/playback-modes#background"/);
  assert.match(upgrading, /href="\/docs\/next\/api\/events"/);
  assert.match(upgrading, /href="\/files\/sample-queue\.json"/);
  // The page's Markdown form resolves links and images as its HTML page does.
  const upgradingMd = read('docs/next/basics/upgrading.md');
  assert.match(upgradingMd, /\[events\]\(https?:\/\/[^/)]+\/docs\/next\/api\/events\.md\)/);
  assert.match(upgradingMd, /\(https?:\/\/[^/)]+\/docs\/next\/basics\/playback-modes\.md#background\)/);
  assert.match(upgradingMd, /\(https?:\/\/[^/)]+\/img\/waveform\.svg\)/);
  assert.match(upgradingMd, /\(https?:\/\/[^/)]+\/docs\/next\/basics\/diagrams\/flow\.svg\)/);
  // Images from other hosts are allowed by the policy, and nothing more.
  assert.match(upgrading, /img-src 'self' data: https:;/);
  // The soft problems only warn: the broken anchor and the pictures without alt text (avatars, a badge linked to a
  // site, one in Markdown), each with its source file and line and advice that fits it, at the very end of the build.
  const tail = build.out.slice(build.out.lastIndexOf('\npostbuild: 5 warnings in the content'));
  assert.match(
    tail,
    /^\npostbuild: 5 warnings in the content \(soft problems of this source; CONTENT_SOFT_PROBLEMS=throw fails on them, =ignore hides them\):\n/,
    build.out.slice(-3000),
  );
  const warnings = tail.trimEnd().split('\n').slice(2);
  assert.deepEqual(
    warnings.map((line) => line.replace(/^ {2}([^:]+:\d+): .*/, '$1')),
    [
      'website/docs/basics/upgrading.mdx:42',
      'website/docs/people.md:13',
      'website/docs/people.md:22',
      'website/docs/people.md:26',
      'website/docs/people.md:28',
    ],
    tail,
  );
  assert.match(
    warnings[0] ?? '',
    /broken anchor "\.\/playback-modes\.md#backgrund": no heading or element with id "backgrund" on \/docs\/next\/basics\/playback-modes\./,
  );
  assert.match(
    warnings[1] ?? '',
    /picture "https:\/\/avatars\.githubusercontent\.com\/u\/1000001\?v=4" has no alt text: it looks like a profile picture: give the name of the person or organization it shows \(its link goes to https:\/\/github\.com\/fixture-keeper\), in its alt attribute/,
  );
  assert.match(
    warnings[2] ?? '',
    /give the name of the person or organization it shows \(its link goes to https:\/\/github\.com\/fixture-backer\)/,
  );
  assert.match(
    warnings[3] ?? '',
    /picture "https:\/\/files\.example\.net\/uc\?id=fixture-badge" has no alt text: it is what readers follow to https:\/\/radio\.example\.org\/: say where that link leads, or what the picture shows, in its alt attribute/,
  );
  assert.match(
    warnings[4] ?? '',
    /picture "https:\/\/images\.example\.com\/fixture\/stage\.png" has no alt text: describe what the picture shows for readers who cannot see it, between the brackets/,
  );
  // No advice proposes the words: that is the writer's to say.
  assert.doesNotMatch(tail, /lock screen/);
  // And the page is published as Docusaurus publishes it.
  const people = read('docs/next/people.html');
  assert.match(people, /<img src="https:\/\/avatars\.githubusercontent\.com\/u\/1000002\?v=4"/);
});

test('after a change to the docs alone the build renders the pages without compiling; after a code change it compiles', async () => {
  const notCompiling =
    /the code is as the last full build compiled it \(only the docs may differ\): rendering the pages without compiling/;
  const intro = path.join(work, 'website/docs/intro.md');
  writeFileSync(intro, `${readFileSync(intro, 'utf8')}\nA sentence added after the first build.\n`);
  gitIn(work, 'commit', '-qam', 'intro');
  gitIn(work, 'push', '-q', remote, 'main');
  const docsOnly = sh('npm', ['run', '--silent', 'build'], site, rendering(gitEnv()));
  assert.equal(docsOnly.status, 0, docsOnly.out.slice(-3000));
  assert.match(docsOnly.out, notCompiling);
  assert.doesNotMatch(docsOnly.out, /Compiled successfully/);
  assert.match(read('docs/next/intro.html'), /A sentence added after the first build\./);
  assert.match(read('docs/next/intro.md'), /A sentence added after the first build\./);
  assert.doesNotMatch(read('docs/intro.html'), /A sentence added/, 'the 1.0 release is a copy of its own');

  // A code change: the build must compile again. It is stopped once it says so (the compile is every cold build's);
  // the content, unchanged, is the one the build above prepared.
  const config = path.join(site, 'lib/site-config.ts');
  const before = readFileSync(config, 'utf8');
  writeFileSync(config, `${before}\n// Changed in code.\n`);
  try {
    const code = await buildUntil(/build: compiling the app \(([^)]*)\)/, rendering(gitEnv()));
    assert.match(code, /build: compiling the app \(the code changed since the last full build\)/, code.slice(-3000));
    assert.doesNotMatch(code, notCompiling);
  } finally {
    writeFileSync(config, before);
  }
});

test('CONTENT_SOFT_PROBLEMS=throw fails on the soft problems, naming each file and line; =ignore builds quietly', () => {
  const strict = content({ ...gitEnv(), CONTENT_SOFT_PROBLEMS: 'throw' });
  assert.equal(strict.status, 1, strict.out);
  assert.match(
    strict.out,
    /5 errors in the content:\n {2}website\/docs\/basics\/upgrading\.mdx:42: broken anchor.*\n {2}website\/docs\/people\.md:13: picture /,
  );
  const quiet = content({ ...gitEnv(), CONTENT_SOFT_PROBLEMS: 'ignore' });
  assert.equal(quiet.status, 0, quiet.out);
  assert.match(quiet.out, /check-docs: \d+ docs checked \(/);
  assert.doesNotMatch(quiet.out, /warning|people\.md/);
});

test('a moved ref is fetched again; an unmoved one is reused', () => {
  assert.equal(prepare(gitEnv()).status, 0);
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
  assert.equal(prepare(gitEnv()).status, 0);
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
  assert.match(result.out, /website\/docs\/intro\.md:3: import of "@site\/src\/components\/Fancy" is not supported/);
});

test('every content problem is listed with its source file and line, however many there are', () => {
  const files = {
    'versions.json': '["1.0"]',
    'docs/intro.md': '# Intro\n\nThe start.\n',
    'versioned_docs/version-1.0/intro.md': '# Intro\n\nThe start.\n',
  };
  for (let i = 0; i < 30; i++) files[`docs/many/page-${i}.md`] = `# Page ${i}\n\n[Next](./page-${i}-next.md)\n`;
  // What the import and the front matter check find comes first, before anything is parsed: all of it at once.
  const first = content({
    ...gitEnv(),
    CONTENT_GIT_URL: repository('front-matter', {
      ...files,
      'docs/typed.md': '---\nsidebar_position: early\n---\n\n# Typed\n',
      'versioned_docs/version-1.0/picture.md': '# Picture\n\n![Lost](../../static/img/lost.png)\n',
    }),
  });
  assert.equal(first.status, 1);
  assert.match(first.out, /prepare-content: error: 2 errors in the content:/);
  assert.match(
    first.out,
    /website\/docs\/typed\.md:2: front matter field "sidebar_position" must be a number, not "early"\./,
  );
  assert.match(
    first.out,
    /website\/versioned_docs\/version-1\.0\/picture\.md:3: image "\.\.\/\.\.\/static\/img\/lost\.png" not found/,
  );
  // A page that does not parse stops the content build: named by its source file and line.
  const syntax = content({
    ...gitEnv(),
    CONTENT_GIT_URL: repository('syntax', {
      ...files,
      'docs/broken.mdx': "import Tabs from '@theme/Tabs';\n\n# Broken\n\nAn unclosed <Tabs> tag.\n",
    }),
  });
  assert.equal(syntax.status, 1);
  assert.match(syntax.out, /website\/docs\/broken\.mdx:5: MDX syntax: /);
  assert.doesNotMatch(syntax.out, /_mdx_bundler_entry_point|more documents/);
  // Everything else is checked on the parsed pages, all of it listed at once.
  const result = content({ ...gitEnv(), CONTENT_GIT_URL: repository('problems', files) });
  assert.equal(result.status, 1);
  assert.match(result.out, /check-docs: 30 errors in the content:/);
  for (let i = 0; i < 30; i++) {
    assert.ok(
      result.out.includes(
        `website/docs/many/page-${i}.md:3: broken link "./page-${i}-next.md": no doc "many/page-${i}-next" in version next.`,
      ),
      `page ${i} is listed`,
    );
  }
});

test('our own content fails on a broken anchor and a picture without alt text, with their file and line', () => {
  const copy = path.join(scratch, 'local-content');
  cpSync(path.join(ROOT, 'test/fixtures/valid-minimal'), copy, { recursive: true });
  writeFileSync(path.join(copy, 'versions.json'), JSON.stringify({ versions: ['4.1'] }));
  writeFileSync(
    path.join(copy, 'docs/4.1/anchors.md'),
    '# Anchors\n\nSee [the steps](./basics/installation.mdx#stpes).\n\n<img src="https://avatars.githubusercontent.com/u/1000001?v=4" alt="" />\n',
  );
  const result = content({ CONTENT_LOCAL_DIR: copy });
  assert.equal(result.status, 1, result.out);
  assert.match(result.out, /check-docs: 2 errors in the content:/);
  assert.match(
    result.out,
    /docs\/4\.1\/anchors\.md:3: broken anchor "\.\/basics\/installation\.mdx#stpes": no heading or element with id "stpes" on \/docs\/basics\/installation\./,
  );
  assert.match(
    result.out,
    /docs\/4\.1\/anchors\.md:5: picture "https:\/\/avatars\.githubusercontent\.com\/u\/1000001\?v=4" has no alt text: it looks like a profile picture/,
  );
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
