/**
 * The authoring loop of `npm run dev` end to end: one dev server (startup takes
 * about 25 s), one page open in Debian's Chromium and never reloaded by the
 * test, and the content edited under it as an author would: the page's text,
 * a new page, a sidebar position, a category label, the new page deleted, then
 * a broken link, shown with its file and line at the top of the page and in the
 * terminal while the server keeps running, and fixed again; then the writers'
 * editor at /keystatic on the same server (test/integration/editor-steps.mjs),
 * in tabs of its own; last the version list, whose change restarts the content
 * build, under the page opened again.
 *
 * The page is closed while the editor's steps run. Next's dev server tells
 * every open page to fetch itself again after each content build, and the
 * editor's steps make about forty: the page nobody looked at then cost a
 * server render and a client render each time (48 renders in one run).
 *
 * Everything runs in a scratch copy of the repository (its node_modules a
 * link to the checkout's): the checkout's content/, .contentlayer, .next,
 * .generated and out/ are never touched. The steps run in order and build on
 * each other; every wait is generous (a shared 2-core machine) and a failure
 * shows the end of the dev server's output.
 */
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startDev, waitFor200 } from '../../bench/dev-loop.mjs';
import { launchBrowser } from '../../e2e/browser.mjs';
import { scratchSite, siteEnv } from './scratch-site.mjs';
import { closeTab, fetchFresh, hotReloadConnected, newTab, onInterrupt, serverTail, stopDev } from './dev-server.mjs';
import { editorSteps } from './editor-steps.mjs';
import { pictureAndPropagateSteps } from './editor-pictures-propagate.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The open page: in the latest version (4.1 today, served without a version prefix), so it holds after a release is cut. */
const LATEST = JSON.parse(readFileSync(path.join(ROOT, 'content/versions.json'), 'utf8')).versions[0];
const GUIDES = `content/docs/${LATEST}/guides`;
const ROUTE = '/docs/guides/sleeptimers';
const PAGE_FILE = `${GUIDES}/sleeptimers.md`;
const ANCHOR = 'A sleep timer stops playback';
const NEW_FILE = `${GUIDES}/dev-loop-added.md`;
const NEW_ROUTE = '/docs/guides/dev-loop-added';
/** Two neighbours in the sidebar: saving-progress (position 2) comes before sleeptimers (3). */
const MOVED_FILE = `${GUIDES}/saving-progress.md`;
const MOVED_ROUTE = '/docs/guides/saving-progress';
const CATEGORY_FILE = `${GUIDES}/_category_.json`;
/** Long enough for a change to reach the page on a loaded machine: 1-5 s usually, up to 20 s seen. */
const STEP_MS = 90_000;

let scratch;
let site;
let port;
let dev;
let browser;
let page;
/** Full reloads of the page after the first load: Next may fall back to one, the test never does. */
let reloads = 0;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const file = (rel) => path.join(site, rel);
const read = (rel) => readFileSync(file(rel), 'utf8');
const write = (rel, text) => writeFileSync(file(rel), text);
/** The dev server's whole output, written when the file ends: a failure's tail may not reach back to its cause. */
const SERVER_LOG = path.join(ROOT, '.cache/dev-loop-server.log');
const tail = () =>
  `\n--- last lines of the dev server's output (all of it: ${path.relative(ROOT, SERVER_LOG)}) ---\n` +
  `${dev ? serverTail(dev.log) : '(not started)'}`;
const alive = () => dev.child.exitCode === null && dev.child.signalCode === null;

/**
 * Waits until `predicate(arg)` holds in the page; on a timeout, fails with
 * `what`, what the page shows (`state`) and the server's output.
 * @param {string} what
 * @param {(arg: any) => unknown} predicate
 * @param {unknown} [arg]
 * @param {() => unknown} [state]
 * @param {number} [timeout]
 */
async function waitInPage(
  what,
  predicate,
  arg,
  state = () => document.body.innerText.slice(0, 1500),
  timeout = STEP_MS,
) {
  try {
    await page.waitForFunction(predicate, arg, { timeout, polling: 100 });
  } catch (error) {
    const shown = await page.evaluate(state).catch((e) => `(page not readable: ${e.message})`);
    assert.fail(
      `${what}: not seen within ${timeout / 1000} s (${/** @type {Error} */ (error).message.split('\n')[0]}); ` +
        `the server is ${alive() ? 'running' : 'gone'}, the page reloaded ${reloads} time(s).\n` +
        `--- the page shows ---\n${typeof shown === 'string' ? shown : JSON.stringify(shown, null, 2)}${tail()}`,
    );
  }
}

/** Waits until the dev server's output matches `pattern` (searched from `from` on), as the output arrives. */
async function waitInLog(what, pattern, from = 0) {
  const seen = () => pattern.test(dev.log.slice(from));
  if (seen()) return;
  const ended = await new Promise((resolve) => {
    const finish = (/** @type {string} */ why) => {
      clearTimeout(timer);
      dev.child.stdout.off('data', onData);
      dev.child.stderr.off('data', onData);
      dev.child.off('exit', onExit);
      resolve(why);
    };
    // Added after startDev's own listeners: by the time these run, dev.log holds the new output.
    const onData = () => seen() && finish('');
    const onExit = () => finish(' (the server exited)');
    const timer = setTimeout(() => finish(` within ${STEP_MS / 1000} s`), STEP_MS);
    dev.child.stdout.on('data', onData);
    dev.child.stderr.on('data', onData);
    dev.child.on('exit', onExit);
  });
  if (ended) assert.fail(`${what}: ${pattern} not in the dev server's output${ended}${tail()}`);
}

/** The paths of the sidebar's links, in order (runs in the page). */
function sidebarPaths() {
  return [
    .../** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('.docs-sidebar-nav a.sidebar-link')),
  ].map((a) => new URL(a.href).pathname);
}
/** The content-problems banner's text, or null when there is none (runs in the page). */
function bannerText() {
  return (
    /** @type {HTMLElement | null} */ (document.querySelector('[role="alert"][data-content-problems]'))?.innerText ??
    null
  );
}

const onSignal = onInterrupt(() => ({ dev, scratch }));

before(async () => {
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  scratch = mkdtempSync(path.join(tmpdir(), 'rntp-dev-'));
  site = scratchSite(ROOT, scratch);
  assert.ok(read(PAGE_FILE).includes(ANCHOR), `${PAGE_FILE} no longer holds "${ANCHOR}": pick another sentence.`);

  port = await freePort();
  dev = startDev(site, port, siteEnv(site));
  // Said in the output the failures show: a server killed from outside leaves no line of its own.
  dev.child.on('exit', (code, signal) => (dev.log += `\n[npm run dev exited: code ${code}, signal ${signal}]\n`));
  const url = `http://127.0.0.1:${port}${ROUTE}`;
  // The first request compiles the page: minutes on a loaded machine.
  await waitFor200(url, 300_000, dev).catch((error) => assert.fail(`${error.message}${tail()}`));
  browser = await launchBrowser();
  await openPage();
  await waitInPage('the page before any edit', (text) => document.body.innerText.includes(text), ANCHOR);
});

/** Opens the page at ROUTE in a tab of its own and waits until its hot-reload socket is connected. */
async function openPage() {
  // Its contexts abort every request to a host other than loopback.
  page = await newTab(browser);
  page.setDefaultTimeout(STEP_MS);
  const hotReload = hotReloadConnected(page, STEP_MS);
  await page.goto(`http://127.0.0.1:${port}${ROUTE}`, { waitUntil: 'load' });
  // A full reload loads the document again; Next's own updates (router refreshes) do not.
  page.on('load', () => (reloads += 1));
  await hotReload.catch((error) => assert.fail(`${error.message}${tail()}`));
}

// Once the server is gone every later step would wait its whole time for nothing: fail at once, saying so.
beforeEach(() => {
  if (dev && !alive()) assert.fail(`the dev server is gone${tail()}`);
});

after(async () => {
  await browser?.close().catch(() => {});
  await stopDev(dev);
  if (dev) {
    mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
    writeFileSync(SERVER_LOG, dev.log);
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
});

/**
 * Every derived file the export holds, sampled across versions: `npm run dev` must answer each with the same bytes
 * (one route per file in both modes, lib/docs/site-files.ts). Needs the checkout's export, of the same content as
 * this scratch copy (`npm run build` first).
 */
/**
 * Under npm test this file starts beside the production build (scripts/test-stages.mjs): resolves once the build
 * stage has ended, as its result file says, and fails if it did not pass. Alone, the export must be there already.
 */
async function productionBuild() {
  const dir = process.env.TEST_STAGE_STATUS;
  if (!dir) return;
  const result = path.join(dir, 'build');
  // Written whole by a rename (scripts/test-stages.mjs); an empty file would be one still being written.
  const ended = () => (existsSync(result) ? readFileSync(result, 'utf8') || null : null);
  // Watching starts before the first look: a result written in between is seen either way.
  await new Promise((resolve) => {
    const check = () => {
      if (ended() === null) return;
      watcher.close();
      resolve(undefined);
    };
    const watcher = watch(dir, check);
    check();
  });
  const status = ended();
  assert.equal(status, 'passed', `the production build ${status}: there is no export to compare with`);
}

/**
 * The files the build's route handlers made (not its pages), from the build's own route table
 * (`.next/prerender-manifest.json`: each address with the route that made it), at the address both modes serve them
 * at (app/raw/'s files without `/raw`). Every route handler under app/ must be in it: a new one is compared too.
 */
function derivedFiles() {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, '.next/prerender-manifest.json'), 'utf8'));
  /** The source of a route in app/: a route handler (`route.ts`), the sitemap, or null for a page. */
  const handlerOf = (/** @type {string} */ route) =>
    [path.join('app', route, 'route.ts'), path.join('app', route.replace(/\.xml$/, '') + '.ts')].find((f) =>
      existsSync(path.join(ROOT, f)),
    ) ?? null;
  /** @type {Map<string, string[]>} */
  const byRoute = new Map();
  for (const [address, { srcRoute }] of Object.entries(manifest.routes)) {
    if (!handlerOf(srcRoute)) continue;
    byRoute.set(srcRoute, [...(byRoute.get(srcRoute) ?? []), address.replace(/^\/raw(?=\/)/, '')]);
  }
  const handlers = readdirSync(path.join(ROOT, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /(^|\/)route\.ts$/.test(f))
    .map((f) => `/${path.dirname(f)}`);
  const missing = handlers.filter((route) => !byRoute.has(route));
  assert.deepEqual(missing, [], 'every route handler under app/ made files in the build');
  return byRoute;
}

test('every derived file answers under npm run dev with the bytes of its file in the export', async () => {
  await productionBuild();
  const out = path.join(ROOT, 'out');
  assert.ok(existsSync(path.join(out, 'llms.txt')), `${out} holds no export: run npm run build first`);
  const byRoute = derivedFiles();
  // Every file of every route, but of the pages' Markdown twins (a few hundred, one rule) a sample across versions.
  const twins = (byRoute.get('/raw/[...path]') ?? []).filter((a) => a.endsWith('.md')).sort();
  /** @type {Record<string, string[]>} */
  const byVersion = {};
  for (const a of twins) (byVersion[/^\/docs\/(next|\d[^/]*)\//.exec(a)?.[1] ?? LATEST] ??= []).push(a);
  const sample = Object.values(byVersion).flatMap((files) =>
    [files[0], files[Math.floor(files.length / 2)], files.at(-1)].filter((f) => f !== undefined),
  );
  const addresses = [...new Set([...[...byRoute.values()].flat().filter((a) => !twins.includes(a)), ...sample])];
  assert.ok(
    ['/mcp/manifest.json', '/sitemap.xml', '/robots.txt', '/llms.txt'].every((a) => addresses.includes(a)),
    `the route table holds the site's files: ${addresses.slice(0, 20).join(', ')}…`,
  );
  assert.ok(Object.keys(byVersion).length >= 6 && addresses.length > 40, `a sample across versions: ${addresses}`);
  // Each route compiles on its first request. The first address of each route is fetched alone, one route after
  // another: six first requests to one route at once (the share cards) once had one answered 500 by Next's dev
  // server, "Unexpected end of JSON input" while that route was still compiling, which no single request meets. The
  // rest are fetched a few at a time.
  const routeOf = (/** @type {string} */ address) =>
    [...byRoute].find(([, list]) => list.includes(address))?.[0] ?? address;
  const differ = [];
  const firsts = [...new Map(addresses.map((a) => [routeOf(a), a])).values()];
  /** @type {string[]} */
  const queue = [];
  const compare = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      const response = await fetchFresh(`http://127.0.0.1:${port}${address}`);
      const served = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || !served.equals(readFileSync(path.join(out, address))))
        differ.push(
          `${address}: ${response.status}, ${served.length} bytes against ${statSync(path.join(out, address)).size}`,
        );
    }
  };
  for (const first of firsts) {
    queue.push(first);
    await compare();
  }
  queue.push(...addresses.filter((a) => !firsts.includes(a)));
  await Promise.all(Array.from({ length: 6 }, compare));
  assert.deepEqual(differ, [], `npm run dev and the export differ${tail()}`);
});

/** Each lifecycle badge of an API page's HTML with the id of the heading it follows: `function:stop@stop`. */
function badgePlaces(html) {
  const places = [];
  let heading = '';
  for (const [, id, entry] of html.matchAll(/<h[2-6][^>]* id="([^"]+)"|<span class="api-badges" data-entry="([^"]+)"/g))
    if (id) heading = id;
    else places.push(`${entry}@${heading}`);
  return places;
}

test('an edit that moves every line of an API page leaves each badge on its entry, with no restart', async () => {
  const apiFile = `content/docs/${LATEST}/api/functions/player.md`;
  const url = `http://127.0.0.1:${port}/docs/api/functions/player`;
  const before = badgePlaces(await (await fetchFresh(url)).text());
  assert.ok(before.length >= 5, `the player page has lifecycle badges before the edit: ${before}${tail()}`);
  const original = read(apiFile);
  const token = `Moved by the dev-loop test ${Date.now()}.`;
  const end = original.indexOf('\n---\n', 4) + 5;
  write(apiFile, `${original.slice(0, end)}\n${token}\n\nA second paragraph.\n\nAnd a third.\n${original.slice(end)}`);
  const started = Date.now();
  let html = '';
  while (!html.includes(token)) {
    assert.ok(Date.now() - started < STEP_MS, `the page shows "${token}" within ${STEP_MS / 1000} s${tail()}`);
    html = await (await fetchFresh(url)).text();
    if (!html.includes(token)) await sleep(250);
  }
  assert.deepEqual(badgePlaces(html), before, `every badge on the same entry after the edit${tail()}`);
  write(apiFile, original);
});

test('an edit to the open page shows its new text', async () => {
  const token = `Edited by the dev-loop test ${Date.now()}.`;
  write(PAGE_FILE, read(PAGE_FILE).replace(ANCHOR, `${token} ${ANCHOR}`));
  await waitInPage('the edited text', (text) => document.body.innerText.includes(text), token);
});

test('a new page appears in the sidebar of the open page', async () => {
  write(
    NEW_FILE,
    '---\ntitle: "Added while dev runs"\nsidebar_position: 5\n---\n\nA page made by the dev-loop test.\n',
  );
  await waitInPage(
    `a sidebar link to ${NEW_ROUTE}`,
    (route) =>
      [
        .../** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('.docs-sidebar-nav a.sidebar-link')),
      ].some((a) => new URL(a.href).pathname === route && a.textContent.trim() === 'Added while dev runs'),
    NEW_ROUTE,
    sidebarPaths,
  );
});

test('a changed sidebar_position reorders the sidebar', async () => {
  const paths = await page.evaluate(sidebarPaths);
  assert.ok(
    paths.indexOf(MOVED_ROUTE) >= 0 && paths.indexOf(MOVED_ROUTE) < paths.indexOf(ROUTE),
    `before the change, ${MOVED_ROUTE} comes before ${ROUTE}: ${paths.join(', ')}${tail()}`,
  );
  write(MOVED_FILE, read(MOVED_FILE).replace(/^sidebar_position: 2$/m, 'sidebar_position: 50'));
  assert.match(read(MOVED_FILE), /^sidebar_position: 50$/m);
  await waitInPage(
    `${MOVED_ROUTE} after ${ROUTE} in the sidebar`,
    ([moved, open]) => {
      const links = [
        .../** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('.docs-sidebar-nav a.sidebar-link')),
      ].map((a) => new URL(a.href).pathname);
      return links.includes(moved) && links.indexOf(moved) > links.indexOf(open);
    },
    [MOVED_ROUTE, ROUTE],
    sidebarPaths,
  );
});

test('a changed _category_.json relabels the category', async () => {
  const category = JSON.parse(read(CATEGORY_FILE));
  write(CATEGORY_FILE, `${JSON.stringify({ ...category, label: 'Guides while dev runs' }, null, 2)}\n`);
  await waitInPage(
    'the category labelled "Guides while dev runs"',
    () =>
      [...document.querySelectorAll('.docs-sidebar-nav .sidebar-category-button')].some(
        (b) => b.textContent.trim() === 'Guides while dev runs',
      ),
    undefined,
    () => [...document.querySelectorAll('.docs-sidebar-nav .sidebar-category-button')].map((b) => b.textContent),
  );
});

test('a deleted page leaves the sidebar', async () => {
  assert.ok(
    (await page.evaluate(sidebarPaths)).includes(NEW_ROUTE),
    `${NEW_ROUTE} is in the sidebar before it is deleted (the step that adds it passed)${tail()}`,
  );
  unlinkSync(file(NEW_FILE));
  await waitInPage(
    `no sidebar link to ${NEW_ROUTE}`,
    (route) =>
      ![
        .../** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('.docs-sidebar-nav a.sidebar-link')),
      ].some((a) => new URL(a.href).pathname === route),
    NEW_ROUTE,
    sidebarPaths,
  );
});

/** The open page as it was before the broken link, for the fix. */
let beforeError;

test('a broken link shows at the top of the page and in the terminal with its file and line; the server runs on', async () => {
  beforeError = read(PAGE_FILE);
  const lines = beforeError.trimEnd().split('\n');
  const line = lines.length + 2;
  const where = `docs/${LATEST}/guides/sleeptimers.md:${line}`;
  const logFrom = dev.log.length;
  write(PAGE_FILE, `${lines.join('\n')}\n\nSee [x](./does-not-exist.md).\n`);
  assert.equal(read(PAGE_FILE).split('\n')[line - 1], 'See [x](./does-not-exist.md).');

  await waitInPage(
    `the content-problems banner naming ${where}`,
    ([at, target]) => {
      const text =
        /** @type {HTMLElement | null} */ (document.querySelector('[role="alert"][data-content-problems]'))
          ?.innerText ?? '';
      return text.includes(at) && text.includes(target);
    },
    [where, './does-not-exist.md'],
    bannerText,
  );
  await waitInLog(`the terminal naming ${where}`, new RegExp(`${where.replace(/\./g, '\\.')}: broken link`), logFrom);
  assert.ok(alive(), `the dev server is still running${tail()}`);
  const response = await fetchFresh(page.url()).catch((error) => ({ status: error.message }));
  assert.equal(response.status, 200, `the server still answers ${ROUTE}${tail()}`);
});

test('fixing the link clears the banner without a restart', async () => {
  assert.ok(beforeError, 'the previous step saved the page');
  assert.ok(await page.evaluate(bannerText), `the banner shows before the fix (the previous step passed)${tail()}`);
  const logFrom = dev.log.length;
  write(PAGE_FILE, beforeError);
  await waitInPage(
    'no content-problems banner',
    () => !document.querySelector('[data-content-problems]'),
    undefined,
    bannerText,
  );
  await waitInLog('a clean content check', /dev: content checked: \d+ docs, no errors/, logFrom);
  assert.ok(alive(), `the dev server is still running${tail()}`);
  // The editor's steps come next, in tabs of their own: the page is closed until the last step (top of the file).
  await closeTab(page);
});

// The writers' editor on the same server: its saves go through the same loop (test/integration/editor-steps.mjs),
// then pictures and a fix carried to other versions (test/integration/editor-pictures-propagate.mjs).
editorSteps(() => ({ site, port, dev, browser }));
pictureAndPropagateSteps(() => ({ site, port, dev, browser }));

// Last: the version list's change restarts the content build.
test('a changed versions.json relabels the version on the open page', async () => {
  const versions = JSON.parse(read('content/versions.json'));
  assert.equal(versions.current?.label, 'Next', 'content/versions.json labels the unreleased docs "Next"');
  // First the content build catches up with the files the editor's steps changed: the new label must reach the page
  // by itself, not along with a doc the restarted build happens to write again (a relabel changes no doc's output).
  const lastChange = dev.log.lastIndexOf('File updated:');
  if (lastChange !== -1)
    await waitInLog('the content build after the last file change', /Generated \d+ documents/, lastChange);
  await openPage();
  assert.ok(
    !(await page.evaluate(() => document.body.innerText.includes('Next while dev runs'))),
    'the page shows the version list as it was before the change',
  );
  write(
    'content/versions.json',
    `${JSON.stringify({ ...versions, current: { ...versions.current, label: 'Next while dev runs' } }, null, 2)}\n`,
  );
  // The version list is prepared again and the content build restarts: slower than an edit.
  await waitInPage(
    'the page listing "Next while dev runs" among its versions',
    () =>
      /** @type {HTMLElement | null} */ (document.querySelector('.page-versions'))?.innerText.includes(
        'Next while dev runs',
      ) ?? false,
    undefined,
    () =>
      /** @type {HTMLElement | null} */ (document.querySelector('.page-versions'))?.innerText ?? '(no .page-versions)',
    3 * STEP_MS,
  );
  assert.ok(alive(), `the dev server is still running${tail()}`);
  console.log(`dev-loop: Next reloaded the page ${reloads} time(s) in all (updated in place otherwise)`);
});
