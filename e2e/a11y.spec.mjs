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

/** @type {[name: string, route: string, open: (page: import('playwright-core').Page, width: number) => Promise<void>][]} */
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
  ],
  [
    'search dialog with the other-version notice',
    '/docs/api/functions/player',
    async (page) => {
      await openSearch(page);
      await page.locator('.search-dialog-input').fill('stopWithApp');
      await page.waitForSelector('.search-dialog .search-notice');
    },
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
  ],
  [
    'page comparison opened',
    '/docs/api/functions/queue',
    async (page) => {
      await page.locator('.compare-version summary').first().click();
      await page.locator('.compare-version[open] .change-list').first().waitFor();
    },
  ],
  [
    'mobile menu',
    '/docs/guides/sleeptimers',
    async (page, width) => {
      if (width >= 997) await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    },
  ],
];

/** The page's axe violations, one line each with up to three of its elements. */
async function audit(page) {
  assert.deepEqual(
    page.frames().map((frame) => frame.url()),
    [page.url()],
    'the page has frames: audit them too (AxeBuilder from @axe-core/playwright does)',
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      /** @type {any} */ (window).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((/** @type {import('axe-core').AxeResults} */ results) =>
          results.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
          })),
        ),
    TAGS,
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`);
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

for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark']) {
    test(`axe finds nothing at ${width} px in ${theme} mode`, async () => {
      const context = await env.browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      const problems = [];
      for (const [name, route] of TEMPLATES) {
        await open(page, route);
        if (route.startsWith('/search'))
          await page.waitForFunction(() =>
            /found/.test(document.querySelector('.search-page-count')?.textContent ?? ''),
          );
        for (const v of await audit(page)) problems.push(`${name} ${route}: ${v}`);
      }
      for (const [name, route, openOverlay] of OVERLAYS) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, route);
        await openOverlay(page, width);
        for (const v of await audit(page)) problems.push(`${name} ${route}: ${v}`);
      }
      await context.close();
      assert.deepEqual(problems, []);
    });
  }
}
