/**
 * The "Try it" player on the built site (components/player/): nothing of it before the press, then the version's own
 * web module and Shaka Player, playing the site's test tones, its events in the log, and no axe violation in the
 * open panel.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PHONE, setup, waitForIdle } from './helpers.mjs';

const require = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The most the player may load after the press, scripts compressed as served. */
const AFTER_PRESS_BUDGET = 350 * 1024;

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/**
 * Records every request `page` finishes, as `record(request)` makes it, but for the page's own icon: the browser
 * fetches the `<link rel="icon">` whenever it gets to it, on a loaded machine after the page is idle and the press
 * made, so it would count as the player's.
 * @template T
 * @param {import('playwright-core').Page} page
 * @param {(request: import('playwright-core').Request) => Promise<T>} record
 */
function recordRequests(page, record) {
  /** @type {T[]} */
  const requests = [];
  page.on('requestfinished', async (request) => {
    const icon = await page
      .evaluate(
        (href) =>
          [...document.querySelectorAll('link[rel~="icon"]')].some(
            (l) => /** @type {HTMLLinkElement} */ (l).href === href,
          ),
        request.url(),
      )
      .catch(() => false);
    if (!icon) requests.push(await record(request));
  });
  return requests;
}

/**
 * Opens `route`, records every request before and after the press of "Try it", and waits for the panel to be ready.
 * @param {import('playwright-core').Page} page
 */
async function openPlayer(page, route) {
  const requests = recordRequests(page, async (request) => ({
    url: request.url(),
    type: request.resourceType(),
    response: await request.response(),
  }));
  const response = await page.goto(env.server.url + route);
  const html = (await response?.text()) ?? '';
  await waitForIdle(page);
  const before = requests.splice(0);
  const started = Date.now();
  await page.getByRole('button', { name: 'Try it in this page' }).click();
  const panel = page.getByRole('region', { name: /^Web player of version / });
  await panel.and(page.locator('[data-ready]')).waitFor({ timeout: 30_000 });
  const readyMs = Date.now() - started;
  // Headless Chromium has no speakers; muted all the same, so a run with a display stays quiet.
  await page.evaluate(
    (version) => {
      const player = /** @type {any} */ (window).TrackPlayerPlayground?.[version]?.player;
      if (player?.element) player.element.muted = true;
    },
    route.startsWith('/docs/next/') ? 'next' : '4.1',
  );
  return { html, before, requests, panel, readyMs };
}

/** The panel's log as text, one line per entry. */
const logLines = async (/** @type {import('playwright-core').Page} */ page) =>
  page.getByRole('log').locator('li').allInnerTexts();

/**
 * Waits until a log line matches `pattern`, and fails with the log when none does. As long as the panel's own wait:
 * with every stage at once (load average 26), no line of a Run came within the 10 s this allowed before.
 */
async function waitForLog(page, pattern, timeout = 30_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if ((await logLines(page)).some((line) => pattern.test(line))) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`no log line matches ${pattern}; the log:\n${(await logLines(page)).join('\n')}`);
}

test('4.1 queue page: nothing of the player before the press; then it loads, plays and logs its events', async () => {
  const { page, errors } = await env.newPage();
  const { html, before, requests, panel, readyMs } = await openPlayer(page, '/docs/api/functions/queue');

  const loaded = requests.map((r) => new URL(r.url).pathname);
  const scripts = requests.filter((r) => r.type === 'script');
  assert.ok(scripts.length > 0, 'the press loaded no script');
  for (const path of loaded) {
    assert.ok(
      !html.includes(path),
      `the page's HTML names ${path}, which only the player needs (a preload or prefetch)`,
    );
    assert.ok(!before.some((r) => new URL(r.url).pathname === path), `${path} was requested before the press`);
  }
  assert.ok(!before.some((r) => /player-tracks/.test(r.url)), 'a test track was requested before the press');
  let scriptBytes = 0;
  for (const r of scripts) scriptBytes += (await r.response?.request().sizes())?.responseBodySize ?? 0;
  console.log(
    `player: ${scripts.length} scripts, ${(scriptBytes / 1024).toFixed(1)} KB gzip after the press; ready after ${readyMs} ms`,
  );
  assert.ok(scriptBytes <= AFTER_PRESS_BUDGET, `the press loaded ${scriptBytes} bytes of scripts`);
  assert.equal(await panel.getAttribute('data-ready'), 'ready', (await logLines(page)).join('\n'));

  await panel.getByRole('button', { name: 'Add all tones' }).click();
  await panel.getByRole('list', { name: 'Queue' }).locator('li').nth(2).waitFor();
  await panel.getByRole('button', { name: 'Play', exact: true }).click();
  await page.locator('[data-player-state="playing"]').waitFor({ timeout: 10_000 });
  await waitForLog(page, /^Event\.PlaybackState \{ state: 'playing' \}/);

  await panel.getByRole('button', { name: 'Next', exact: true }).click();
  await waitForLog(page, /^Event\.PlaybackActiveTrackChanged \{ lastTrack: \{ url: .*tone-a4\.wav.*index: 1, track: /);
  await panel.getByText('Tone C♯5 (index 1)').waitFor();
  assert.deepEqual(
    errors.filter((e) => e.startsWith('pageerror')),
    [],
  );
});

test('errors reach the log with their message and the panel keeps working', async () => {
  const { page, errors } = await env.newPage();
  const { panel } = await openPlayer(page, '/docs/next/playground');
  // A call that rejects: nothing to skip to in an empty queue... the web module returns; an index out of range throws.
  await panel.getByRole('button', { name: 'Add all tones' }).click();
  await panel.getByRole('list', { name: 'Queue' }).locator('li').nth(2).waitFor();
  await panel.getByRole('button', { name: 'Previous' }).click();
  await waitForLog(page, /^Error skipToPrevious\(\): playlist_exhausted/);
  // A track that fails to load: its add() rejects with Shaka Player's error, and the state says error.
  await panel.getByRole('button', { name: 'Reset' }).click();
  await panel.getByLabel('Track to add').selectOption({ label: 'Missing file' });
  await panel.getByRole('button', { name: 'Add to queue' }).click();
  await waitForLog(page, /^Event\.PlaybackState \{ state: 'error', error: \{ code: '\d+'/);
  await waitForLog(page, /^Error add\(\[\{ title: 'Missing file', … \}\]\): /);
  // Still working: a good track plays after it.
  await panel.getByRole('button', { name: 'Remove Missing file, index 0' }).click();
  await panel.getByLabel('Track to add').selectOption({ label: 'Tone E5' });
  await panel.getByRole('button', { name: 'Add to queue' }).click();
  await panel.getByRole('button', { name: 'Play', exact: true }).click();
  await page.locator('[data-player-state="playing"]').waitFor({ timeout: 10_000 });
  assert.deepEqual(
    errors.filter((e) => e.startsWith('pageerror')),
    [],
  );
});

test('in a browser without Media Source support, the failure is in the log and the buttons still answer', async () => {
  const { page, context, errors } = await env.newPage();
  // Chromium also plays HLS natively, which Shaka Player accepts instead: both go.
  await context.addInitScript(() => {
    const scope = /** @type {any} */ (window);
    scope.MediaSource = undefined;
    scope.ManagedMediaSource = undefined;
    HTMLMediaElement.prototype.canPlayType = () => /** @type {CanPlayTypeResult} */ ('');
  });
  const { panel } = await openPlayer(page, '/docs/playground');
  assert.equal(await panel.getAttribute('data-ready'), 'failed');
  await waitForLog(page, /^Error setupPlayer\(\): Browser not supported\./);
  await panel.getByRole('button', { name: 'Add all tones' }).click();
  await waitForLog(
    page,
    /^Error add\(\[…three tones\]\): You must call `setupPlayer` prior to interacting with the player\./,
  );
  await panel.getByRole('button', { name: 'Play', exact: true }).click();
  await waitForLog(page, /^Error play\(\): You must call `setupPlayer`/);
  assert.deepEqual(
    errors.filter((e) => e.startsWith('pageerror')),
    [],
  );
});

test('keyboard: the "Try it" button and the panel controls work without a pointer', async () => {
  const { page } = await env.newPage();
  await page.goto(`${env.server.url}/docs/playground`);
  await page.getByRole('button', { name: 'Try it in this page' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Web player of version 4.1' });
  await panel.and(page.locator('[data-ready]')).waitFor({ timeout: 30_000 });
  await panel.getByRole('button', { name: 'Add all tones' }).focus();
  await page.keyboard.press('Space');
  await panel.getByRole('button', { name: 'Remove Tone E5, index 2' }).focus();
  await page.keyboard.press('Enter');
  await waitForLog(page, /^remove\(\[2\]\) → /);
  assert.equal(await panel.getByRole('list', { name: 'Queue' }).locator('li').count(), 2);
});

/** @type {[string, object][]} */
const WIDTHS = [
  ['1280 px', { viewport: { width: 1280, height: 900 } }],
  ['390 px', PHONE],
];
for (const [name, options] of WIDTHS) {
  for (const scheme of /** @type {const} */ (['light', 'dark'])) {
    test(`axe finds nothing in the open panel at ${name}, ${scheme}`, async () => {
      const { page } = await env.newPage({ ...options, colorScheme: scheme });
      const { panel } = await openPlayer(page, '/docs/api/events');
      await panel.getByRole('button', { name: 'Add all tones' }).click();
      await panel.getByRole('list', { name: 'Queue' }).locator('li').nth(2).waitFor();
      await panel.getByRole('button', { name: 'Previous' }).click();
      await waitForLog(page, /^Error /);
      assert.deepEqual(await axeViolations(page, ['.try-player']), []);
    });
  }
}

/**
 * Runs axe on the parts of the page that `selectors` name, and returns its violations.
 * @param {import('playwright-core').Page} page
 * @param {string[]} selectors
 */
async function axeViolations(page, selectors) {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, include }) => {
      const axe = /** @type {any} */ (window).axe;
      const result = await axe.run({ include: include.map((s) => [s]) }, { runOnly: { type: 'tag', values: tags } });
      return result.violations.map(
        (/** @type {any} */ v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((/** @type {any} */ n) => n.target)
            .join(' | ')}`,
      );
    },
    { tags: TAGS, include: selectors },
  );
}

for (const [name, options] of WIDTHS) {
  test(`4.1 queue page at ${name}: an example's Run loads the player on the press, runs it and logs its events`, async () => {
    const { page, errors } = await env.newPage(options);
    const requests = recordRequests(page, async (request) => ({
      url: request.url(),
      type: request.resourceType(),
      bytes: (await request.sizes().catch(() => undefined))?.responseBodySize ?? 0,
    }));
    const response = await page.goto(`${env.server.url}/docs/api/functions/queue`);
    const html = (await response?.text()) ?? '';
    await waitForIdle(page);
    const before = requests.splice(0);

    const runs = page.getByRole('button', { name: 'Run this example in the player' });
    assert.ok((await runs.count()) >= 3, `${await runs.count()} Run buttons on the queue page`);
    // Only examples made of calls the web player implements have one: none that uses a hook, a condition or
    // another module.
    const examples = await page
      .locator('.run-example')
      .evaluateAll((blocks) => blocks.map((b) => b.previousElementSibling?.textContent ?? ''));
    for (const code of examples) assert.doesNotMatch(code, /\buse[A-Z]\w*\(|\bif \(|Platform|console\./, code);

    // The example that adds tracks: the press loads the player and runs it.
    const add = page.locator('.run-example').filter({ has: runs }).nth(0);
    assert.match(await add.evaluate((b) => b.previousElementSibling?.textContent ?? ''), /TrackPlayer\.add\(/);
    await add.getByRole('button').click();
    const panel = page.getByRole('region', { name: 'Web player of version 4.1' });
    await panel.and(page.locator('[data-ready="ready"]')).waitFor({ timeout: 30_000 });
    await page.evaluate(() => {
      const player = /** @type {any} */ (window).TrackPlayerPlayground?.['4.1']?.player;
      if (player?.element) player.element.muted = true;
    });
    // The panel opens under the example it runs.
    assert.equal(await add.evaluate((b) => b.nextElementSibling?.id), 'try-player-panel');
    await waitForLog(
      page,
      /^TrackPlayer\.add\(\[\{ url: '.*tone-a4\.wav', title: 'Intro'.*\(URLs → test tones\) → undefined/,
    );
    await waitForLog(page, /^Event\.PlaybackActiveTrackChanged \{ .*index: 0, track: \{ url: .*title: 'Intro'/);
    await waitForLog(page, /^TrackPlayer\.add\(\{ url: .*title: 'Jingle' \}, 0\) /);
    await panel.getByRole('list', { name: 'Queue' }).locator('li').nth(2).waitFor();

    const after = requests.splice(0);
    const loaded = after.map((r) => new URL(r.url).pathname);
    for (const path of loaded) {
      assert.ok(!html.includes(path), `the page's HTML names ${path}, which only the player needs`);
      assert.ok(!before.some((r) => new URL(r.url).pathname === path), `${path} was requested before the press`);
    }
    const sum = (/** @type {typeof requests} */ list) => list.reduce((total, r) => total + r.bytes, 0);
    console.log(
      `Run at ${name}: before the press ${before.length} requests, ${(sum(before) / 1024).toFixed(1)} KB; the press: ${after.length} requests, ${(sum(after) / 1024).toFixed(1)} KB (${(sum(after.filter((r) => r.type === 'script')) / 1024).toFixed(1)} KB of scripts)`,
    );

    const scriptBytes = sum(after.filter((r) => r.type === 'script'));
    assert.ok(scriptBytes <= AFTER_PRESS_BUDGET, `the press loaded ${scriptBytes} bytes of scripts`);

    // By keyboard: the repeat mode example, through the library's own setRepeatMode and its RepeatMode.Queue.
    const repeat = page.locator('.run-example').filter({ has: runs }).last();
    assert.match(await repeat.evaluate((b) => b.previousElementSibling?.textContent ?? ''), /RepeatMode\.Queue/);
    await repeat.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await waitForLog(page, /^TrackPlayer\.setRepeatMode\('REPEAT_PLAYLIST'\) → undefined/);
    await panel.getByText('Playlist', { exact: true }).first().waitFor();

    // A call that rejects: skip(3, …) past the three tracks shows the error with its message.
    const skipIndex = await page
      .locator('.run-example')
      .evaluateAll((blocks) =>
        blocks.findIndex((b) => /TrackPlayer\.skip\(3, 754\)/.test(b.previousElementSibling?.textContent ?? '')),
      );
    assert.ok(skipIndex >= 0, 'no Run button on the skip(3, 754) example');
    await page.locator('.run-example').nth(skipIndex).getByRole('button').click();
    await waitForLog(page, /^Error TrackPlayer\.skip\(3, 754\): \S/);

    assert.deepEqual(await axeViolations(page, ['#try-player-panel', '.run-example']), []);
    assert.deepEqual(
      errors.filter((e) => e.startsWith('pageerror')),
      [],
    );
  });
}
