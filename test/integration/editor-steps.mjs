/**
 * The writers' editor in the authoring loop (registered by dev-loop.test.mjs,
 * on its dev server and scratch copy): the editor at /keystatic and a page of
 * the site open beside it. The steps build on each other: the editor lists
 * every version; a sentence of the 3.2 events page changed and saved reaches
 * the file (nothing else in it changes) and the open page without a reload;
 * a value typed but not saved survives the content build another file's
 * change starts, and saves; the latest and the oldest version's installation
 * page save back unchanged apart from the field edited; values of the wrong type are
 * refused; a page created in the latest version shows in its sidebar and the
 * search data, and goes again when deleted; a page renamed in the editor
 * breaks the links to it, which the page shows with file and line; a save over a file changed on disk is refused with
 * the reason; the API refuses other origins, other hosts and paths outside the
 * content folder.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { closeTab, fetchFresh, hotReloadConnected, newTab, serverTail, within } from './dev-server.mjs';
import { caretAt } from './editor-selection.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MANIFEST = JSON.parse(readFileSync(path.join(ROOT, 'content/versions.json'), 'utf8'));
/** Dropdown order: the unreleased docs first, then the releases, newest first. */
const VERSIONS = [...(MANIFEST.current ? ['next'] : []), ...MANIFEST.versions];
const LATEST = MANIFEST.versions[0];
const label = (version) => (version === 'next' ? MANIFEST.current.label : version);

const EVENTS_FILE = 'content/docs/3.2/api/events.md';
const EVENTS_ROUTE = '/docs/3.2/api/events';
const OLD_SENTENCE = "Windows below means the Windows module in the library's repository.";
const NEW_SENTENCE = "On this page, Windows means the Windows module kept in the library's repository.";
const CREATED = { title: 'Written in the editor', slug: 'guides/written-in-the-editor' };
const CREATED_FILE = `content/docs/${LATEST}/${CREATED.slug}.md`;
const CREATED_ROUTE = `/docs/${CREATED.slug}`;
const RENAMED = { from: 'guides/saving-progress', to: 'guides/saving-progress-renamed' };
/** Long enough for a change to reach the page on a loaded machine. */
const STEP_MS = 90_000;

/** The dev server, its scratch copy and the browser, handed over by dev-loop.test.mjs when the steps start. */
let site;
let port;
let dev;
let browser;
/** The editor's tab and a tab of the site: the site's tab is never reloaded by the test. */
let editor;
let reader;
let readerReloads = 0;
const timings = {};

const file = (rel) => path.join(site, rel);
const read = (rel) => readFileSync(file(rel), 'utf8');
const url = (route) => `http://127.0.0.1:${port}${route}`;
const tail = () => `\n--- last lines of the dev server's output ---\n${dev ? serverTail(dev.log) : '(not started)'}`;

/** Polls `check` (a file's text, say) every 100 ms until it returns a truthy value; fails with `what` after `timeout`. */
async function until(what, check, timeout = STEP_MS) {
  const started = Date.now();
  while (Date.now() - started < timeout) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`${what}: not within ${timeout / 1000} s${tail()}`);
}

/** Waits until `predicate(arg)` holds in the site's tab, showing what it shows on a timeout. */
async function inReader(what, predicate, arg) {
  try {
    await reader.waitForFunction(predicate, arg, { timeout: STEP_MS, polling: 100 });
  } catch (error) {
    const shown = await reader.evaluate(() => document.body.innerText.slice(0, 1500)).catch(() => '(unreadable)');
    assert.fail(
      `${what}: not seen (${/** @type {Error} */ (error).message.split('\n')[0]}); reloads: ${readerReloads}\n${shown}${tail()}`,
    );
  }
}

/** The docs handed to the site in each scratch copy, by the stamp's generation they were read at. */
const copies = new Map();

/**
 * Whether the content build handed to the site in the scratch copy `root` (the newest generation's whole index,
 * `.generated/dev-content/<n>/Doc.json`, whose records the dev server's pages read: lib/generated/dev-content.ts)
 * holds the doc at `rel` as `text`: the same body and the same front matter fields. It is parsed again only when the
 * stamp moved on.
 */
export function builtFrom(root, rel, text) {
  const source = rel.replace(/^content\//, '');
  let docs;
  try {
    const { generation } = JSON.parse(readFileSync(path.join(root, '.generated/content-generation.json'), 'utf8'));
    const known = copies.get(root);
    docs =
      known?.generation === generation
        ? known.docs
        : JSON.parse(readFileSync(path.join(root, `.generated/dev-content/${generation}/Doc.json`), 'utf8'));
    copies.set(root, { generation, docs });
  } catch {
    return false; // no copy yet
  }
  const built = docs.find(
    (/** @type {{ _raw: { sourceFilePath: string } }} */ doc) => doc._raw.sourceFilePath === source,
  );
  if (!built) return false;
  const [, frontMatter = '', body = text] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text) ?? [];
  const fields = /** @type {Record<string, unknown>} */ (load(frontMatter) ?? {});
  return (
    body.trim() === String(built.body?.raw ?? '').trim() &&
    Object.entries(fields).every(([key, value]) => JSON.stringify(built[key]) === JSON.stringify(value))
  );
}

/**
 * Writes a doc back as it was and waits until the content build has rebuilt it so (its record in the newest generation handed
 * to the site, `.generated/dev-content/<n>/`), so that the refresh it brings does not land in the middle of the next step.
 */
async function restore(rel, text) {
  writeFileSync(file(rel), text);
  await until(`the content build's record of ${rel} as it was restored`, () => builtFrom(site, rel, text));
}

/**
 * Leaves the site's tab on a blank page until a later step opens a page of the site in it again. Next's dev server
 * makes every open page fetch itself after each content build, and the steps in between save several times: the
 * 3.2 events page, open and unused, took 2 to 7 s of the server's time a render.
 */
async function parkReader() {
  await reader.goto('about:blank');
}

/** Opens an entry in the editor (loading the editor afresh, as a bookmark or the site's link does) and waits for its form. */
async function openEntry(collection, slug) {
  await editor.goto(url(`/keystatic/collection/${collection}/item/${encodeURIComponent(slug)}`), {
    waitUntil: 'domcontentloaded',
  });
  const fileField = editor.getByRole('textbox', { name: /^File/ });
  await fileField.waitFor({ timeout: STEP_MS });
  assert.equal(await fileField.inputValue(), slug);
  await editor.locator('.ProseMirror').waitFor();
}

/**
 * Waits until the editor's address is the entry `slug` of `collection`, or the collection's list without a slug:
 * where the editor goes by itself after a create or a rename, and after a delete.
 */
async function entryShown(collection, slug) {
  const wanted = `/keystatic/collection/${collection}${slug === undefined ? '' : `/item/${encodeURIComponent(slug)}`}`;
  try {
    await editor.waitForURL((address) => address.pathname === wanted, { timeout: STEP_MS });
  } catch {
    assert.fail(`the editor did not move to ${wanted} within ${STEP_MS / 1000} s; it is at ${editor.url()}${tail()}`);
  }
}

/**
 * Moves the editor to a tab of its own, closing the old one. After a rename, the editor can load the renamed entry
 * once more by itself: its client navigation to the new name renders Keystatic's "Not found" while its file list
 * still lacks the name, and Next answers an error in the first render after a client navigation by loading the page
 * again. That load comes whenever the server answers, after the address has changed, so it would cut short the next
 * address a step opens in the same tab. A writer sees the entry once it has loaded.
 */
async function freshEditorTab() {
  const old = editor;
  editor = await newTab(browser, { viewport: { width: 1280, height: 900 } });
  editor.setDefaultTimeout(STEP_MS);
  await closeTab(old);
}

/** Selects `text` in the editor's body and types `replacement` over it, as a writer would. */
async function replaceInBody(text, replacement) {
  await caretAt(editor, text, true);
  await editor.keyboard.type(replacement);
}

/**
 * Sends a raw request to the dev server (Node's fetch will not set Host), on a connection of its own (`agent: false`)
 * for the reason `fetchFresh` gives: Node's default agent keeps connections alive, and one the server closed after 5 s
 * idle would fail the request.
 */
function raw(method, route, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: route, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The page routes of the latest version's search data, as the dev server serves it now. */
async function searchRoutes() {
  const response = await fetchFresh(url(`/search-index/${LATEST}.json`));
  assert.equal(response.status, 200, `/search-index/${LATEST}.json`);
  const data = await response.json();
  return new Set(data.sections.map((section) => new URL(section.url, 'http://x').pathname));
}

function sidebarLinks() {
  return [
    .../** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('.docs-sidebar-nav a.sidebar-link')),
  ].map((a) => ({
    path: new URL(a.href).pathname,
    text: a.textContent.trim(),
  }));
}

/**
 * A step of the editor, registered with `test`. When it fails, its message also says what the editor showed and how
 * the dev server's output ended: a Playwright timeout alone says neither.
 */
function step(name, body) {
  test(name, async () => {
    try {
      await body();
    } catch (error) {
      // Bounded: a tab stuck in a navigation would otherwise hold the failure.
      const shown = await within(
        editor ? editor.evaluate(() => document.body.innerText.slice(0, 1500)) : Promise.resolve('(no editor)'),
        5_000,
        () => '(no answer within 5 s)',
      ).catch(() => '(unreadable)');
      const err = /** @type {Error & { actual?: unknown, expected?: unknown }} */ (error);
      // A new error: the test runner prints an assertion error from its own record, not from a changed message.
      const values = 'expected' in err ? `\nactual: ${String(err.actual)}\nexpected: ${String(err.expected)}` : '';
      const editorShows = `\n--- the editor (${editor?.url()}) shows ---\n${shown}`;
      // A wait of these steps already ends its message with the server's output: the editor goes before it.
      const [message, shownTail] = err.message.split(/(?=\n--- last lines of the dev server's output ---)/);
      throw new Error(`${message}${values}${editorShows}${shownTail ?? tail()}`, { cause: err });
    }
  });
}

/**
 * Registers the editor's steps, in order, where it is called. `context()`
 * gives the running dev server (`dev`, `port`), its scratch copy (`site`) and
 * the browser, once the caller's setup has run.
 */
export function editorSteps(context) {
  step('the editor has a section per version, and the dev site links into it', async () => {
    ({ site, port, dev, browser } = context());
    assert.ok(read(EVENTS_FILE).includes(OLD_SENTENCE), `${EVENTS_FILE} no longer holds "${OLD_SENTENCE}"`);
    const opened = Date.now();
    editor = await newTab(browser, { viewport: { width: 1280, height: 900 } });
    // Playwright's own limit for a field or button to be ready is 30 s: the steps' waits are STEP_MS, and on a loaded
    // CI machine the editor's forms can take longer to appear right after a content build.
    editor.setDefaultTimeout(STEP_MS);
    // Its first load compiles the editor: minutes on a loaded machine.
    await editor.goto(url('/keystatic'), { waitUntil: 'domcontentloaded', timeout: 3 * STEP_MS });
    await editor
      .getByRole('navigation')
      .getByRole('link', { name: /Pages/ })
      .first()
      .waitFor({ timeout: 3 * STEP_MS });
    timings.editorFirstLoadMs = Date.now() - opened;
    reader = await newTab(browser, { viewport: { width: 1280, height: 900 } });
    reader.setDefaultTimeout(STEP_MS);
    const hotReload = hotReloadConnected(reader, STEP_MS);
    await reader.goto(url(EVENTS_ROUTE), { waitUntil: 'load' });
    reader.on('load', () => (readerReloads += 1));
    await hotReload;
    for (const version of VERSIONS) {
      const section = editor.getByRole('list', { name: label(version), exact: true });
      assert.equal(await section.getByRole('link').count(), 2, `pages and categories of ${version}`);
    }
    const cmsLink = reader.getByRole('link', { name: 'Edit in CMS' });
    assert.equal(
      new URL(await cmsLink.evaluate((a) => /** @type {HTMLAnchorElement} */ (a).href)).pathname,
      '/keystatic',
    );
    const edit = reader.getByRole('link', { name: /Edit this page/ });
    assert.equal(
      new URL(await edit.evaluate((a) => /** @type {HTMLAnchorElement} */ (a).href)).pathname,
      '/keystatic/collection/docs-3.2/item/api%2Fevents',
    );
  });

  step('a sentence changed in the editor reaches the file and the open page, and nothing else changes', async () => {
    const before = read(EVENTS_FILE);
    // "Edit this page" in the site opens the page in the editor.
    await editor.goto(await reader.getByRole('link', { name: /Edit this page/ }).evaluate((a) => a.href));
    await editor.getByRole('textbox', { name: /^Title/ }).waitFor({ timeout: STEP_MS });
    assert.equal(await editor.getByRole('textbox', { name: /^Title/ }).inputValue(), 'Events');
    // The form explains its fields with the content model's help texts.
    assert.ok(await editor.getByText('Order in the sidebar among the pages beside it').isVisible());
    await replaceInBody(OLD_SENTENCE, NEW_SENTENCE);
    const saved = Date.now();
    await editor.getByRole('button', { name: 'Save' }).click();
    await until('the sentence in the file', () => read(EVENTS_FILE).includes(NEW_SENTENCE));
    assert.equal(read(EVENTS_FILE), before.replace(OLD_SENTENCE, NEW_SENTENCE), 'only the sentence changed');
    await inReader('the new sentence on the open page', (s) => document.body.innerText.includes(s), NEW_SENTENCE);
    timings.saveToVisibleMs = Date.now() - saved;
    assert.equal(readerReloads, 0, 'the site page was not reloaded');
    await parkReader();
  });

  step("what the writer is typing survives the content build another file's change starts, and saves", async () => {
    const before = read(EVENTS_FILE);
    await openEntry('docs-3.2', 'api/events');
    const position = editor.getByRole('textbox', { name: /Sidebar position/ });
    const was = Number(await position.inputValue());
    await position.fill(String(was + 7));
    // Another page changes on disk (a second writer's save, a git pull): the content build runs again and Next
    // refreshes every open page, the editor's too.
    const other = 'content/docs/3.2/api/constants/state.md';
    const original = read(other);
    // The editor's page asks the server for its payload again (Next's refresh, header RSC: 1) once the build is done.
    const refreshed = editor.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === '/keystatic/collection/docs-3.2/item/api%2Fevents' && r.headers().rsc === '1',
      { timeout: STEP_MS },
    );
    writeFileSync(file(other), `${original}\nA line added while the editor was open.\n`);
    await refreshed.catch((error) => {
      throw new Error(`the editor page did not refresh after the content build${tail()}`, { cause: error });
    });
    await restore(other, original);
    assert.equal(await position.inputValue(), String(was + 7), 'the unsaved position is still in the form');
    await editor.getByRole('button', { name: 'Save' }).click();
    const saved = before.replace(`sidebar_position: ${was}\n`, `sidebar_position: ${was + 7}\n`);
    await until('the position typed before the refresh, in the file', () => read(EVENTS_FILE) === saved);
    await restore(EVENTS_FILE, before);
  });

  // Through the editor's own form, the latest version's page and the oldest's (the most unlike it). Every page of every
  // version also goes through Keystatic's parser and serializer and comes back byte for byte in
  // test/content/cms-round-trip.test.ts; the other four versions took 49 s more here, opening the editor afresh each.
  step(
    'the latest and the oldest version save their installation page back unchanged but for the field edited',
    async () => {
      for (const version of [LATEST, VERSIONS.at(-1)]) {
        const rel = `content/docs/${version}/basics/installation.md`;
        const original = read(rel);
        const position = Number(original.match(/^sidebar_position: (\d+)$/m)?.[1]);
        assert.ok(position > 0, `${rel} has a sidebar_position`);
        await openEntry(`docs-${version}`, 'basics/installation');
        // Tabs are blocks in the editor, not text.
        assert.ok(
          (await editor.locator('.ProseMirror').innerText()).includes('npm install'),
          `${rel}: tab content shown`,
        );
        await editor.getByRole('textbox', { name: /Sidebar position/ }).fill(String(position + 1));
        await editor.getByRole('button', { name: 'Save' }).click();
        // The editor wrote the whole file from what it holds: every byte but the position's is as it was.
        const moved = original.replace(`sidebar_position: ${position}\n`, `sidebar_position: ${position + 1}\n`);
        await until(`${rel} with the new position`, () => read(rel) === moved);
        await restore(rel, original);
      }
    },
  );

  step('the editor refuses a value of the wrong type and an empty title', async () => {
    const before = read(EVENTS_FILE);
    await openEntry('docs-3.2', 'api/events');
    const position = editor.getByRole('textbox', { name: /Sidebar position/ });
    const was = await position.inputValue();
    await position.fill('abc');
    await position.press('Tab');
    assert.equal(await position.inputValue(), was, 'letters are not a position');
    await editor.getByRole('textbox', { name: /^Title/ }).fill('');
    const saves = [];
    const onRequest = (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/keystatic/'))
        saves.push(request.url());
    };
    editor.on('request', onRequest);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Title must not be empty').waitFor({ timeout: STEP_MS });
    editor.off('request', onRequest);
    assert.deepEqual(saves, [], 'the editor sent nothing to save');
    assert.equal(read(EVENTS_FILE), before, 'nothing was saved');
    // The editor keeps unsaved changes as a draft: drop them.
    await editor.getByRole('button', { name: 'Reset changes' }).click();
    assert.equal(await editor.getByRole('textbox', { name: /^Title/ }).inputValue(), 'Events');
  });

  step('a page created in the latest version shows in its sidebar, and leaves it when deleted', async () => {
    const hotReload = hotReloadConnected(reader, STEP_MS);
    await reader.goto(url('/docs/guides/sleeptimers'), { waitUntil: 'load' });
    await hotReload;
    // The editor reads the content folder's file list as it loads; a save needs it. Here it is held back until
    // Create has been clicked, as a loaded machine or a large folder delays it: the click must wait for the list and
    // then save. (Keystatic dropped such a click without a word: the "Create sent nothing" seen here and on CI.
    // scripts/patch-packages.mjs fixes it.)
    /** @type {() => void} */
    let releaseTree = () => {};
    const treeHeld = new Promise((resolve) => (releaseTree = () => resolve(undefined)));
    /** @type {() => void} */
    let treeAsked = () => {};
    const treeRequested = new Promise((resolve) => (treeAsked = () => resolve(undefined)));
    await editor.route('**/api/keystatic/tree', async (route) => {
      treeAsked();
      await treeHeld;
      await route.continue();
    });
    await editor.goto(url(`/keystatic/collection/docs-${LATEST}/create`), { waitUntil: 'domcontentloaded' });
    await treeRequested;
    await editor.locator('.ProseMirror').waitFor();
    const fields = [
      [editor.getByRole('textbox', { name: /^Title/ }), CREATED.title],
      [editor.getByRole('textbox', { name: /^File/ }), CREATED.slug],
      [editor.getByRole('textbox', { name: /Sidebar position/ }), '50'],
    ];
    for (const [field, value] of fields) await field.fill(value);
    await editor.locator('.ProseMirror').click();
    await editor.keyboard.type('This page was created in the editor.');
    // What was typed is checked before Create, so a field that lost its value fails here rather than as a file that
    // never came.
    for (const [field, value] of fields) assert.equal(await field.inputValue(), value, 'a field kept what was typed');
    const saved = editor.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/keystatic/'),
      { timeout: STEP_MS },
    );
    await editor.getByRole('button', { name: 'Create' }).click();
    releaseTree();
    await saved.catch((error) => {
      throw new Error('Create, clicked while the file list was loading, sent no save once the list came', {
        cause: error,
      });
    });
    await editor.unrouteAll({ behavior: 'wait' });
    // The save creates the file, then writes it: wait for its text, not only its name.
    await until('the new file', () => existsSync(file(CREATED_FILE)) && read(CREATED_FILE) !== '');
    assert.equal(
      read(CREATED_FILE),
      `---\ntitle: ${CREATED.title}\nsidebar_position: 50\n---\nThis page was created in the editor.\n`,
    );
    await inReader(
      `${CREATED_ROUTE} in the ${LATEST} sidebar`,
      ([route, text]) =>
        [
          .../** @type {NodeListOf<HTMLAnchorElement>} */ (
            document.querySelectorAll('.docs-sidebar-nav a.sidebar-link')
          ),
        ].some((a) => new URL(a.href).pathname === route && a.textContent.trim() === text),
      [CREATED_ROUTE, CREATED.title],
    );
    // The dev site's search data has it too.
    await until('the new page in the search data', async () => searchRoutes().then((r) => r.has(CREATED_ROUTE)));
    await entryShown(`docs-${LATEST}`, CREATED.slug);
    await editor.getByRole('button', { name: 'Delete entry…' }).click();
    await editor.getByRole('button', { name: 'Yes, delete' }).click();
    await until('the file deleted', () => !existsSync(file(CREATED_FILE)));
    // Once the delete's answer is in, the editor goes back to the list by itself: the next step's address must not
    // be cut short by that move.
    await entryShown(`docs-${LATEST}`);
    await inReader(
      `${CREATED_ROUTE} gone from the sidebar`,
      (route) =>
        ![
          .../** @type {NodeListOf<HTMLAnchorElement>} */ (
            document.querySelectorAll('.docs-sidebar-nav a.sidebar-link')
          ),
        ].some((a) => new URL(a.href).pathname === route),
      CREATED_ROUTE,
    );
    assert.ok((await reader.evaluate(sidebarLinks)).length > 5, 'the rest of the sidebar is still there');
    await until('the page gone from the search data', async () => searchRoutes().then((r) => !r.has(CREATED_ROUTE)));
  });

  step('a page renamed in the editor breaks the links to it: the page names their file and line', async () => {
    const folder = `content/docs/${LATEST}`;
    const linking = readdirSync(file(folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.md'))
      .sort()
      .flatMap((f) =>
        read(`${folder}/${f}`)
          .split('\n')
          .flatMap((line, i) => (line.includes('saving-progress.md') ? [`docs/${LATEST}/${f}:${i + 1}`] : [])),
      );
    assert.ok(linking.length > 0, 'some page links to the renamed one');
    const original = read(`${folder}/${RENAMED.from}.md`);
    await openEntry(`docs-${LATEST}`, RENAMED.from);
    await editor.getByRole('textbox', { name: /^File/ }).fill(RENAMED.to);
    await editor.getByRole('button', { name: 'Save' }).click();
    await until('the renamed file', () => existsSync(file(`${folder}/${RENAMED.to}.md`)));
    // The save writes the new file, then deletes the old one.
    await until('the old file gone', () => !existsSync(file(`${folder}/${RENAMED.from}.md`)));
    assert.equal(read(`${folder}/${RENAMED.to}.md`), original, 'the renamed page is the same page');
    await inReader(
      `the content problems naming ${linking[0]}`,
      (where) => {
        const problems = /** @type {HTMLElement | null} */ (
          document.querySelector('[role="alert"][data-content-problems]')
        );
        return (problems?.innerText ?? '').includes(where);
      },
      linking[0],
    );
    // The editor moves itself to the renamed entry once the save's answer is in, after the files changed: an
    // address of our own loaded before then is cut short by that move.
    await entryShown(`docs-${LATEST}`, RENAMED.to);
    await freshEditorTab();
    await openEntry(`docs-${LATEST}`, RENAMED.to);
    await editor.getByRole('textbox', { name: /^File/ }).fill(RENAMED.from);
    await editor.getByRole('button', { name: 'Save' }).click();
    await until('the page back under its name', () => existsSync(file(`${folder}/${RENAMED.from}.md`)));
    await inReader('no content problems', () => !document.querySelector('[data-content-problems]'));
    await parkReader();
    await entryShown(`docs-${LATEST}`, RENAMED.from);
    await freshEditorTab();
  });

  step('a save over a file changed on disk is refused, and the writer is told', async () => {
    await openEntry('docs-3.2', 'api/events');
    const pulled = `${read(EVENTS_FILE)}\nA paragraph that arrived with a git pull.\n`;
    writeFileSync(file(EVENTS_FILE), pulled);
    await replaceInBody(NEW_SENTENCE, 'A sentence typed in the editor meanwhile.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText(/changed on disk after the editor opened it/).waitFor({ timeout: STEP_MS });
    assert.equal(read(EVENTS_FILE), pulled, "the disk's change is kept");
  });

  step(
    'the API refuses another origin, another host and a path outside the content folder, writing nothing',
    async () => {
      const own = `127.0.0.1:${port}`;
      const save = (p) =>
        JSON.stringify({ additions: [{ path: p, contents: Buffer.from('x').toString('base64url') }], deletions: [] });
      const json = { 'content-type': 'application/json', 'no-cors': '1' };
      const crossOrigin = await raw(
        'POST',
        '/api/keystatic/update',
        { ...json, host: own, origin: 'http://attacker.example' },
        save('docs/4.1/cross-origin.md'),
      );
      assert.equal(crossOrigin.status, 403, crossOrigin.text);
      assert.match(crossOrigin.text, /attacker\.example/);
      const rebinding = await raw(
        'POST',
        '/api/keystatic/update',
        { ...json, host: `attacker.example:${port}`, origin: `http://attacker.example:${port}` },
        save('docs/4.1/rebinding.md'),
      );
      assert.equal(rebinding.status, 403, rebinding.text);
      const rebindingRead = await raw('GET', '/api/keystatic/tree', {
        'no-cors': '1',
        host: `attacker.example:${port}`,
      });
      assert.equal(rebindingRead.status, 403, 'nor can it read the tree');
      const escape = await raw(
        'POST',
        '/api/keystatic/update',
        { ...json, host: own, origin: `http://${own}` },
        save('../escaped.md'),
      );
      assert.equal(escape.status, 400, escape.text);
      assert.match(escape.text, /not a path inside the content folder/);
      for (const written of ['content/docs/4.1/cross-origin.md', 'content/docs/4.1/rebinding.md', 'escaped.md']) {
        assert.ok(!existsSync(file(written)), `${written} was not written`);
      }
      console.log(`# editor timings: ${JSON.stringify(timings)}`);
      await closeTab(editor);
      await closeTab(reader);
    },
  );
}
