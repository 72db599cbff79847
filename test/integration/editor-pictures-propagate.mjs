/**
 * The writers' editor beyond text (registered by dev-loop.test.mjs after
 * editor-steps.mjs, on the same dev server and scratch copy): a picture added
 * to a page through the editor, with alt text and a caption, is stored with
 * its version and shows on the open page without a reload, and in the page's
 * Markdown with its absolute address; a passage fixed in one version is
 * offered, after the save, for every version with the same passage, and one
 * action makes the same edit there. Each step puts back what it changed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { closeTab, fetchFresh, hotReloadConnected, newTab, serverTail } from './dev-server.mjs';
import { builtFrom } from './editor-steps.mjs';
import { caretAt } from './editor-selection.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MANIFEST = JSON.parse(readFileSync(path.join(ROOT, 'content/versions.json'), 'utf8'));
const LATEST = MANIFEST.versions[0];
const STEP_MS = 90_000;

const PAGE = 'guides/sleeptimers';
const PAGE_FILE = `content/docs/${LATEST}/${PAGE}.md`;
const PICTURE = { name: 'sleep-timer-notification', alt: 'The notification counting down to the sleep timer' };
const CAPTION = 'The timer as the notification shows it';
const PICTURE_FILE = `content/docs/${LATEST}/img/${PAGE}/${PICTURE.name}.png`;
/** A sentence every version from 3.1 on has word for word in its v3 migration guide. */
const SHARED = {
  page: 'v3-migration.md',
  from: 'generated from the type declarations of both',
  to: 'worked out from the type declarations of both',
};

/** @param {() => { site: string, port: number, dev: { log: string }, browser: import('playwright-core').Browser }} state */
export function pictureAndPropagateSteps(state) {
  const read = (rel) => readFileSync(path.join(state().site, rel), 'utf8');
  const url = (route) => `http://127.0.0.1:${state().port}${route}`;
  const tail = () => `\n--- last lines of the dev server's output ---\n${serverTail(state().dev.log, 3000)}`;
  /** Polls `check` until it returns a truthy value; fails naming `what` and what it last saw. */
  async function until(what, check) {
    const started = Date.now();
    let seen;
    while (Date.now() - started < STEP_MS) {
      seen = await check();
      if (seen) return seen;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.fail(`${what}: not within ${STEP_MS / 1000} s${tail()}`);
  }
  async function openEditor(version, slug) {
    const page = await newTab(state().browser);
    page.setDefaultTimeout(STEP_MS);
    await page.goto(url(`/keystatic/collection/docs-${version}/item/${encodeURIComponent(slug)}`));
    await page.locator('.ProseMirror').waitFor();
    return page;
  }
  test('a picture added in the editor, with alt text and a caption, shows on the open page and in its Markdown', async () => {
    const { site, browser } = state();
    const before = read(PAGE_FILE);
    const reader = await newTab(browser);
    reader.setDefaultTimeout(STEP_MS);
    // Why Next reloads the page when it does, from its hot-reload socket ("HMR hash mismatch": the page was served
    // before a build it then missed).
    const reloadReasons = [];
    reader.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"reloadPage"')) reloadReasons.push(payload.slice(0, 300));
      }),
    );
    const hotReload = hotReloadConnected(reader, STEP_MS);
    await reader.goto(url(`/docs/${PAGE}`));
    await hotReload;
    // Counted from the save on: the picture must reach the open page by Next's update in place.
    let reloads = 0;
    let saveClicked = false;
    reader.on('load', () => (reloads += saveClicked ? 1 : 0));
    const editor = await openEditor(LATEST, PAGE);
    const png = await sharp({ create: { width: 480, height: 270, channels: 3, background: '#2e5aac' } })
      .png()
      .toBuffer();
    const upload = path.join(site, '..', `${PICTURE.name}.png`);
    writeFileSync(upload, png);
    try {
      // A paragraph of its own after the first one, then the picture from the toolbar.
      const firstParagraph = before.split('\n---\n')[1]?.trim().split('\n\n')[0] ?? '';
      assert.ok(firstParagraph.length > 30, `${PAGE_FILE} starts with a paragraph`);
      await caretAt(editor, firstParagraph.slice(-30));
      await editor.keyboard.press('Enter');
      const chooser = editor.waitForEvent('filechooser');
      await editor.getByRole('button', { name: 'Image', exact: true }).click();
      await (await chooser).setFiles(upload);
      const picture = editor.locator('.ProseMirror img[data-filename]');
      await picture.click();
      await editor.locator('[role=dialog] button').first().click();
      const details = editor.getByRole('dialog', { name: 'Image details' });
      await details.getByRole('textbox', { name: /^Alt text/ }).fill(PICTURE.alt);
      await details.getByRole('textbox', { name: /^Caption/ }).fill(CAPTION);
      await details.getByRole('button', { name: 'Save' }).click();
      await details.waitFor({ state: 'detached' });
      saveClicked = true;
      await editor.getByRole('button', { name: 'Save', exact: true }).click();

      await until(`${PICTURE_FILE} written`, () => existsSync(path.join(site, PICTURE_FILE)));
      assert.deepEqual(readFileSync(path.join(site, PICTURE_FILE)), png, 'the picture is stored as uploaded');
      const saved = await until('the page saved with the picture', () => {
        const text = read(PAGE_FILE);
        return text !== before && text;
      });
      assert.ok(
        saved.includes(`\n\n![${PICTURE.alt}](../img/${PAGE}/${PICTURE.name}.png "${CAPTION}")\n\n`),
        `the page refers to the picture by its relative path, in a paragraph of its own:\n${saved.slice(0, 800)}`,
      );
      // The open page shows it, loaded from where the site serves it, with its caption: no reload.
      await reader
        .waitForFunction(
          ({ alt, caption }) => {
            const img = /** @type {HTMLImageElement | null} */ (
              document.querySelector(`figure.picture img[alt="${alt}"]`)
            );
            return img?.complete && img.naturalWidth === 480 && img.closest('figure')?.textContent?.includes(caption);
          },
          { alt: PICTURE.alt, caption: CAPTION },
          { timeout: STEP_MS },
        )
        .catch(async (error) => {
          // What the open page shows where the picture should be, and what its address answers now.
          const seen = await reader
            .evaluate(() => {
              const img = /** @type {HTMLImageElement | null} */ (document.querySelector('article img'));
              const figure = img?.closest('figure');
              return {
                img: img && { src: img.src, alt: img.alt, complete: img.complete, naturalWidth: img.naturalWidth },
                figure: figure ? figure.outerHTML.slice(0, 600) : null,
                banner: document.querySelector('[role="alert"][data-content-problems]')?.textContent ?? null,
                start: document.querySelector('article')?.textContent?.slice(0, 400) ?? null,
              };
            })
            .catch((e) => ({ unreadable: e.message }));
          const src = 'img' in seen && seen.img?.src;
          const answer = src
            ? await fetchFresh(src).then((r) => `${r.status}, ${r.headers.get('content-length')} bytes`)
            : '';
          assert.fail(
            `the open page shows the picture: ${error.message.split('\n')[0]}\n` +
              `--- the page shows ---\n${JSON.stringify(seen, null, 2)}\n` +
              (src ? `its address answers now: ${answer}\n` : '') +
              `the page was reloaded ${reloads} time(s) after the save (Next's reasons: ${reloadReasons.join('; ') || 'none'})${tail()}`,
          );
        });
      assert.equal(reloads, 0, `the open page was not reloaded (Next's reasons: ${reloadReasons.join('; ')})`);
      const address = `https://rntp.dev/docs/img/${PAGE}/${PICTURE.name}.png`;
      const twin = await fetchFresh(url(`/docs/${PAGE}.md`));
      const markdown = await twin.text();
      assert.ok(
        markdown.includes(`](${address} "${CAPTION}")`),
        `the Markdown twin gives the picture's absolute address (it answered ${twin.status}):\n${markdown.slice(0, 800)}${tail()}`,
      );
      const full = await (await fetchFresh(url('/llms-full.txt'))).text();
      assert.ok(full.includes(`](${address}`), `llms-full.txt gives the picture's absolute address ${address}`);
    } finally {
      await closeTab(editor);
      await closeTab(reader);
      rmSync(upload, { force: true });
      // Put back, and built again, before the next step opens a page: a page served while a build is still on its
      // way misses that build's update, and Next reloads it once its hot-reload socket finds out. The picture goes
      // after its page no longer shows it.
      writeFileSync(path.join(site, PAGE_FILE), before);
      await until(`the content build's record of ${PAGE_FILE} as it was restored`, () =>
        builtFrom(site, PAGE_FILE, before),
      );
      rmSync(path.join(site, `content/docs/${LATEST}/img`), { recursive: true, force: true });
    }
  });

  test('a passage fixed in one version is offered for every version that has it, and one action fixes it there', async () => {
    const { site } = state();
    const versions = [...(MANIFEST.current ? ['next'] : []), ...MANIFEST.versions];
    const file = (v) => `content/docs/${v}/${SHARED.page}`;
    const sharing = versions.filter(
      (v) => v !== LATEST && existsSync(path.join(site, file(v))) && read(file(v)).includes(SHARED.from),
    );
    assert.ok(sharing.length >= 3, `versions that share "${SHARED.from}": ${sharing}`);
    const originals = Object.fromEntries(
      versions.map((v) => [v, existsSync(path.join(site, file(v))) ? read(file(v)) : null]),
    );
    const editor = await openEditor(LATEST, SHARED.page.replace(/\.md$/, ''));
    try {
      await caretAt(editor, SHARED.from, true);
      await editor.keyboard.type(SHARED.to);
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
      const label = (v) => (v === 'next' ? MANIFEST.current.label : v);
      const notice = editor.getByRole('status', { name: 'The same passage in other versions' });
      await notice.getByText(`This passage is also in: ${sharing.map(label).join(', ')}.`).waitFor();
      await notice.getByRole('button', { name: 'Make the same edit there' }).click();
      await notice.getByText(`Made the same edit in ${sharing.map(label).join(', ')}.`).waitFor();
      for (const v of versions) {
        const expected =
          v === LATEST || sharing.includes(v) ? originals[v]?.replace(SHARED.from, SHARED.to) : originals[v];
        assert.equal(existsSync(path.join(site, file(v))) ? read(file(v)) : null, expected, `${file(v)}`);
      }
    } finally {
      await closeTab(editor);
      const restored = Object.entries(originals).flatMap(([v, text]) => (text === null ? [] : [[file(v), text]]));
      for (const [rel, text] of restored) writeFileSync(path.join(site, rel), text);
      // Built again before the next step (see the picture step's end).
      await until("the content build's records of the pages as they were restored", () =>
        restored.every(([rel, text]) => builtFrom(site, rel, text)),
      );
    }
  });
}
