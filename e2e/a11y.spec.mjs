/**
 * axe-core on every page template and open overlay, light and dark, desktop
 * and phone: zero violations of WCAG 2.1 A/AA and axe best practices.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openSearch, setup, waitForIdle } from './helpers.mjs';

/**
 * axe-core's own build, the one @axe-core/playwright injects. It runs with
 * axe.run in the page itself: AxeBuilder's default mode runs axe per frame and
 * then finishes in a new blank page, passing every result (passes included)
 * through the protocol, which took 5 to 7 s a page here against 1.5 to 2 s for
 * the same rules and the same violations this way. The pages have no frames,
 * and audit() fails if one ever does, since axe.run alone would not look inside.
 */
const require = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/** @type {[name: string, route: string][]} */
const TEMPLATES = [
  ['home', '/'],
  ['API reference page', '/docs/api/functions/player'],
  ['guide with tabs', '/docs/basics/installation'],
  ['migration page', '/docs/v4-migration'],
  ['old version page', '/docs/2.1/api/events'],
  ['next page', '/docs/next/guides/with-expo'],
  ['version landing page', '/docs/3.2'],
  ['search page with results', '/search?q=getQueue'],
  ['API page with lifecycle badges', '/docs/api/functions/queue'],
  ['API changes page', '/docs/changes/3.2-to-4.0'],
  ['API changes index', '/docs/changes'],
  ['not found page', '/this-page-does-not-exist'],
];

/**
 * Overlays open on a page, each with the element it opens: every rule but colour contrast runs on the whole page
 * (focus, `aria-hidden` and names behind a modal matter), colour contrast on that element. The page's own contrast
 * is audited with the templates: contrast, the slowest rule, took most of an audit (1.3 to 1.8 s of 1.8 to 1.9 s on
 * the heaviest pages).
 * @type {[name: string, route: string, open: (page: import('playwright-core').Page, width: number) => Promise<void>, scope: string][]}
 */
const OVERLAYS = [
  [
    'search dialog with results',
    '/docs/intro',
    async (page) => {
      await openSearch(page);
      await page.locator('.search-dialog-input').fill('skip');
      await page.waitForFunction(() =>
        /found/.test(document.querySelector('.search-dialog [role="status"]')?.textContent ?? ''),
      );
    },
    '.search-dialog',
  ],
  [
    'search dialog with the other-version notice',
    '/docs/api/functions/player',
    async (page) => {
      await openSearch(page);
      await page.locator('.search-dialog-input').fill('stopWithApp');
      await page.waitForSelector('.search-dialog .search-notice');
    },
    '.search-dialog',
  ],
  [
    'version dropdown',
    '/docs/api/events',
    async (page, width) => {
      if (width < 997) {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await page.locator('.mobile-sidebar .version-trigger').click();
      } else {
        await page.locator('.navbar .version-trigger').click();
      }
      await page.getByRole('menuitem', { name: '2.1' }).waitFor();
    },
    '[role="menu"]',
  ],
  [
    'page comparison opened',
    '/docs/api/functions/queue',
    async (page) => {
      await page.locator('.compare-version summary').first().click();
      await page.locator('.compare-version[open] .change-list').first().waitFor();
    },
    '.compare-version[open]',
  ],
  [
    'mobile menu',
    '/docs/guides/sleeptimers',
    async (page, width) => {
      if (width >= 997) await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    },
    '[role="dialog"]',
  ],
];

/**
 * The page's axe violations, one line each with up to three of its elements. With `contrastScope`, colour contrast is
 * checked inside that element only (an open overlay) and every other rule on the whole page.
 */
async function audit(page, contrastScope = '') {
  assert.deepEqual(
    page.frames().map((frame) => frame.url()),
    [page.url()],
    'the page has frames: audit them too (AxeBuilder from @axe-core/playwright does)',
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ([tags, scope]) => {
      const axe = /** @type {any} */ (window).axe;
      /** @type {import('axe-core').Result[]} */
      const found = [];
      const run = async (/** @type {unknown} */ context, /** @type {object} */ options) =>
        found.push(...(await axe.run(context, { resultTypes: ['violations'], ...options })).violations);
      if (scope) {
        if (!document.querySelector(scope)) throw new Error(`${scope} is not on the page`);
        await run(document, {
          runOnly: { type: 'tag', values: tags },
          rules: { 'color-contrast': { enabled: false } },
        });
        await run({ include: [[scope]] }, { runOnly: { type: 'rule', values: ['color-contrast'] } });
      } else {
        await run(document, { runOnly: { type: 'tag', values: tags } });
      }
      return found.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
    },
    [TAGS, contrastScope],
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`);
}

/**
 * Switches the colour mode of the open page as another tab's choice does (the `storage` event next-themes listens
 * to), and waits until it applies. The site's CSS transitions no colour (test/lint/colour-transitions.test.ts), so the
 * colours are final at once.
 */
async function setTheme(page, theme) {
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: t }));
  }, theme);
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
}

/**
 * Loads a route and waits until the page has hydrated and gone idle: what a
 * reader sees, and its controls answer. Not 'networkidle': the prefetches of
 * the visible links kept the network busy for 1 to 2.5 s after each load.
 */
async function open(page, route) {
  await page.goto(env.server.url + route, { waitUntil: 'load' });
  await waitForIdle(page);
}

// Each page is audited in light mode, then switched to dark and audited again: one load for both.
for (const width of [1280, 390]) {
  test(`axe finds nothing at ${width} px, in light and in dark mode`, async () => {
    const context = await env.browser.newContext({ viewport: { width, height: 900 } });
    // Every load starts light, the site's default.
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    const problems = [];
    const inBothModes = async (/** @type {string} */ where, scope = '') => {
      for (const theme of ['light', 'dark']) {
        if (theme !== 'light') await setTheme(page, theme);
        else assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light', where);
        for (const v of await audit(page, scope)) problems.push(`${where}, ${theme}: ${v}`);
      }
    };
    for (const [name, route] of TEMPLATES) {
      await open(page, route);
      if (route.startsWith('/search'))
        await page.waitForFunction(() => /found/.test(document.querySelector('.search-page-count')?.textContent ?? ''));
      await inBothModes(`${name} ${route}`);
    }
    for (const [name, route, openOverlay, scope] of OVERLAYS) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, route);
      await openOverlay(page, width);
      await inBothModes(`${name} ${route}`, scope);
    }
    await context.close();
    assert.deepEqual(problems, []);
  });
}
