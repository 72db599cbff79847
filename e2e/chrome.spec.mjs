/** The site frame and reader state, in Chromium at desktop and phone widths. */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, PHONE, waitForAttribute, waitForFocus, waitInPage } from './helpers.mjs';
import { clickToHeading, prefetchOf, touchStart } from './navigation.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

async function open(route, options) {
  const handle = await env.newPage(options);
  await handle.page.goto(env.server.url + route);
  return handle;
}

const storage = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

test('"Skip to main content" is the first focusable element and moves focus to the content', async () => {
  const { page, context } = await open('/docs/api/events');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
  assert.ok(await page.locator('.skip-link').isVisible(), 'visible when focused');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash === '#main-content');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
  await context.close();
});

test('navbar: version-aware doc links, GitHub icon link, locale menu, items left and right', async () => {
  const { page, context, errors } = await open('/docs/3.2/api/events');
  const nav = page.getByRole('navigation', { name: 'Main' });
  assert.equal(await nav.getByRole('link', { name: 'Intro', exact: true }).getAttribute('href'), '/docs/3.2/intro');
  assert.equal(
    await nav.getByRole('link', { name: 'Docs', exact: true }).getAttribute('href'),
    '/docs/3.2/basics/installation',
  );
  const github = nav.getByRole('link', { name: 'GitHub repository' });
  assert.equal(await github.getAttribute('href'), 'https://github.com/doublesymmetry/react-native-track-player');
  assert.equal(await page.locator('.navbar-items-left .version-trigger').count(), 1);
  await page.getByRole('button', { name: /^Language: English/ }).click();
  const english = page.getByRole('menuitem', { name: 'English' });
  assert.equal(await english.getAttribute('href'), '/docs/3.2/api/events');
  await page.keyboard.press('Escape');
  assert.deepEqual(errors, []);
  await context.close();
});

test('version menu: on a short window it fits the room below its button and scrolls; End reaches the oldest version', async () => {
  // A site with many versions has a menu taller than the window; a short window shows the same with today's six.
  const { page, context } = await open('/docs/guides/play-button', { viewport: { width: 1280, height: 260 } });
  await page.locator('.navbar .version-trigger').click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem').first().waitFor();
  const box = await menu.boundingBox();
  assert.ok(box.y + box.height <= 260, `the menu ends at ${box.y + box.height} px, below the 260 px window`);
  assert.ok(
    await menu.evaluate((el) => el.scrollHeight > el.clientHeight + 1),
    'the versions overflow the menu, which must scroll',
  );
  await page.keyboard.press('End');
  const oldest = menu.getByRole('menuitem').last();
  await waitForFocus(page, () => document.activeElement?.textContent?.startsWith('2.1'), 'the 2.1 item');
  const item = await oldest.boundingBox();
  assert.ok(
    item.y >= box.y && item.y + item.height <= box.y + box.height + 1,
    'the focused oldest version is scrolled into view',
  );
  await context.close();
});

test('version dropdown: order, label, same page or main doc, and the stored preference', async () => {
  const { page, context } = await open('/docs/guides/play-button');
  const trigger = page.locator('.navbar .version-trigger');
  assert.equal((await trigger.textContent()).trim(), '4.1');
  await trigger.click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  // The play-button guide arrived in 4.0: the older versions say, in text, where they lead instead.
  assert.deepEqual(await items.allTextContents(), [
    'Next',
    '4.1',
    '4.0',
    '3.2 not in 3.2: opens the 3.2 intro',
    '3.1 not in 3.1: opens the 3.1 intro',
    '2.1 not in 2.1: opens the 2.1 intro',
  ]);
  assert.equal(await page.getByRole('menuitem', { name: '4.0' }).getAttribute('href'), '/docs/4.0/guides/play-button');
  // Keyboard: arrows move through the menu, Enter chooses.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/docs/2.1/intro');
  assert.equal(await storage(page, 'docs-preferred-version-default'), '2.1');
  await waitInPage(
    page,
    'the version button saying 2.1',
    () => document.querySelector('.navbar .version-trigger')?.textContent?.trim() === '2.1',
  );
  // Version-less links follow the preferred version, read from storage once the page has hydrated.
  await page.goto(env.server.url + '/');
  await waitForAttribute(page.getByRole('link', { name: 'Get Started' }), 'href', '/docs/2.1/basics/installation');
  await waitForAttribute(
    page.locator('.footer').getByRole('link', { name: 'API Reference' }),
    'href',
    '/docs/2.1/api/events',
  );
  assert.equal((await page.locator('.navbar .version-trigger').textContent()).trim(), '2.1');
  // A stored version that no longer exists is removed.
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0'));
  await page.reload();
  await waitInPage(
    page,
    'the stored version 1.0 removed',
    () => localStorage.getItem('docs-preferred-version-default') === null,
  );
  await waitForAttribute(page.getByRole('link', { name: 'Get Started' }), 'href', '/docs/basics/installation');
  await context.close();
});

test('banners: unreleased on next, unmaintained on old versions, none on 4.1; a badge everywhere', async () => {
  const { page, context } = await env.newPage();
  /** @type {[route: string, text: RegExp, target: string][]} */
  const cases = [
    [
      '/docs/next/api/events',
      /This is unreleased documentation for React Native Track Player Next version\./,
      '/docs/api/events',
    ],
    [
      '/docs/4.0/api/events',
      /This is documentation for React Native Track Player 4\.0, which is no longer actively maintained\./,
      '/docs/api/events',
    ],
    [
      '/docs/2.1/basics/build-preferences',
      /React Native Track Player 2\.1, which is no longer actively maintained/,
      '/docs/intro',
    ],
  ];
  for (const [route, text, target] of cases) {
    await page.goto(env.server.url + route);
    const banner = page.getByRole('note', { name: 'Version notice' });
    assert.match(await banner.textContent(), text);
    assert.equal(await banner.getByRole('link').getAttribute('href'), target, route);
    assert.match(await page.locator('.version-badge').textContent(), /^Version: /);
  }
  await page.goto(env.server.url + '/docs/api/events');
  assert.equal(await page.getByRole('note', { name: 'Version notice' }).count(), 0);
  assert.equal(await page.locator('.version-badge').textContent(), 'Version: 4.1');
  await context.close();
});

test('colour mode: light by default even when the system prefers dark, toggled, stored, no flash, synced', async () => {
  const context = await env.browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(env.server.url + '/docs/basics/installation');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  const tokenColor = () =>
    page.$eval('figure.code-block code[data-theme] span[style]', (el) => getComputedStyle(el).color);
  const lightToken = await tokenColor();
  const toggle = page.getByRole('button', { name: 'Switch to dark mode' });
  await toggle.click();
  await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await storage(page, 'theme'), 'dark');
  assert.notEqual(await tokenColor(), lightToken, 'code switches to the dark highlighting theme');
  // No flash: the attribute is already dark before any of the page's own scripts run.
  const second = await context.newPage();
  await second.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__themeAtDomReady = document.documentElement.getAttribute('data-theme');
    });
  });
  await second.goto(env.server.url + '/docs/intro');
  assert.equal(await second.evaluate(() => window.__themeAtDomReady), 'dark');
  // Synced across tabs.
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await second.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
  await context.close();
});

test('phone: the menu holds links, versions and the sidebar; it traps focus and closes on link, Escape, widening and back', async () => {
  const { page, context } = await open('/docs/3.2/api/events', PHONE);
  const button = page.getByRole('button', { name: 'Open navigation menu' });
  assert.equal(await page.locator('.docs-sidebar').isVisible(), false);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await dialog.waitFor();
  assert.equal(
    await dialog.getByRole('link', { name: 'Intro', exact: true }).first().getAttribute('href'),
    '/docs/3.2/intro',
  );
  assert.equal(await dialog.locator('.version-trigger').count(), 1);
  assert.ok((await dialog.locator('.docs-sidebar-nav a').count()) > 3);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')),
      'focus stays in the menu',
    );
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await waitForFocus(
    page,
    () => document.activeElement?.getAttribute('aria-label') === 'Open navigation menu',
    'the menu button after Escape',
  );
  // A link closes it.
  await button.click();
  await dialog.locator('.docs-sidebar-nav a', { hasText: 'Intro' }).click();
  await page.waitForURL('**/docs/3.2/intro');
  await dialog.waitFor({ state: 'detached' });
  // Widening past 996 px closes it.
  await button.click();
  await dialog.waitFor();
  await page.setViewportSize({ width: 1200, height: 844 });
  await dialog.waitFor({ state: 'detached' });
  // Back navigation closes it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(env.server.url + '/docs/3.2/api/hooks');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await dialog.waitFor();
  await page.goBack();
  await dialog.waitFor({ state: 'detached' });
  await context.close();
});

/**
 * An init script: every animation the page starts on an element of the sidebar, with its timing and the element's
 * height, in `window.__sidebarAnimations`. Recorded as started, not looked for while it runs: a short animation
 * can start and end between two looks on a loaded machine.
 */
const recordSidebarAnimations = () => {
  const animations = (window.__sidebarAnimations =
    /** @type {{ duration: unknown, easing: unknown, height: number }[]} */ ([]));
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (keyframes, options) {
    if (this.closest('.docs-sidebar') && typeof options === 'object')
      animations.push({ duration: options.duration, easing: options.easing, height: this.scrollHeight });
    return animate.call(this, keyframes, options);
  };
};

test('sidebar: collapsed categories except the active path, aria-expanded, animation length follows height', async () => {
  const { page, context } = await env.newPage();
  await context.addInitScript(recordSidebarAnimations);
  await page.goto(env.server.url + '/docs/api/constants/state');
  const category = (name) => page.locator('.docs-sidebar .sidebar-category-button', { hasText: name }).first();
  assert.equal(await category('API Reference').getAttribute('aria-expanded'), 'true');
  assert.equal(await category('Constants').getAttribute('aria-expanded'), 'true');
  assert.equal(await category('Guides').getAttribute('aria-expanded'), 'false');
  assert.equal(await page.locator('.docs-sidebar a[aria-current="page"]').textContent(), 'State');
  // A collapsed category's links are not in the page until it opens: not in the HTML, not in the browser.
  const html = await (await fetch(env.server.url + '/docs/api/constants/state')).text();
  const sidebarHtml = /<aside class="docs-sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
  assert.match(sidebarHtml, /href="\/docs\/api\/constants\/state"/);
  assert.doesNotMatch(sidebarHtml, /href="\/docs\/guides\//, 'the collapsed Guides category sends no links');
  const guidesPanel = page.locator(`[id="${await category('Guides').getAttribute('aria-controls')}"]`);
  assert.equal(await guidesPanel.locator('a').count(), 0);
  await category('Guides').click();
  assert.equal(await category('Guides').getAttribute('aria-expanded'), 'true');
  // Opened, it holds its links, shown.
  await guidesPanel.locator('a[href="/docs/guides/sleeptimers"]').waitFor({ state: 'visible' });
  // The expansion starts in the animation frame after the click.
  await waitInPage(page, 'an animation of the Guides panel', () => (window.__sidebarAnimations?.length ?? 0) > 0);
  const [timing] = (await page.evaluate(() => window.__sidebarAnimations)) ?? [];
  assert.ok(timing, 'expanding animates');
  assert.equal(timing.easing, 'ease-in-out');
  assert.ok(Number(timing.duration) > 100 && Number(timing.duration) < 1000, String(timing.duration));
  await context.close();

  const reduced = await env.browser.newContext({ reducedMotion: 'reduce' });
  await reduced.addInitScript(recordSidebarAnimations);
  const quiet = await reduced.newPage();
  await quiet.goto(env.server.url + '/docs/api/constants/state');
  await quiet.locator('.docs-sidebar .sidebar-category-button', { hasText: 'Guides' }).click();
  await waitForAttribute(
    quiet.locator('.docs-sidebar .sidebar-category-button', { hasText: 'Guides' }),
    'aria-expanded',
    'true',
  );
  // An expansion starts in an animation frame the click requests: a frame requested now runs after it.
  const started = await quiet.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => resolve(window.__sidebarAnimations))),
  );
  assert.deepEqual(started, [], 'no animation under prefers-reduced-motion');
  await reduced.close();
});

test('doc furniture: breadcrumbs, pager in sidebar order, edit link, heading anchors, TOC highlight', async () => {
  const { page, context } = await open('/docs/3.2/api/functions/player');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  assert.deepEqual((await crumbs.locator('li').allTextContents()).slice(1), ['API Reference', 'Functions', 'Player']);
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  assert.equal(await pager.locator('a[rel="prev"]').getAttribute('href'), '/docs/3.2/api/functions/lifecycle');
  assert.equal(await pager.locator('a[rel="next"]').getAttribute('href'), '/docs/3.2/api/functions/queue');
  assert.equal(
    await page.getByRole('link', { name: /Edit this page/ }).getAttribute('href'),
    'https://github.com/doublesymmetry/react-native-track-player/tree/main/docs/versioned_docs/version-3.2/api/functions/player.md',
  );
  const anchor = page.locator('.markdown h2 .heading-anchor').first();
  const id = await page.locator('.markdown h2').first().getAttribute('id');
  assert.equal(await anchor.getAttribute('href'), `#${id}`);
  assert.match(await anchor.getAttribute('aria-label'), /^Direct link to /);
  // Every TOC entry points at a heading on the page.
  const tocIds = await page.$$eval('.toc-link', (links) => links.map((a) => a.getAttribute('href').slice(1)));
  assert.ok(tocIds.length > 5);
  for (const tocId of tocIds) assert.equal(await page.locator(`[id="${tocId}"]`).count(), 1, tocId);
  const target = tocIds[4];
  await page.locator(`[id="${target}"]`).scrollIntoViewIfNeeded();
  await page.evaluate(
    (t) => /** @type {HTMLElement} */ (document.getElementById(t)).scrollIntoView({ block: 'start' }),
    target,
  );
  await page.waitForFunction(
    (t) => document.querySelector(`.toc-link[aria-current="location"]`)?.getAttribute('href') === `#${t}`,
    target,
  );
  await context.close();
});

test('far down a long page, a #hash on load and a TOC click land on the heading and stay, and the TOC marks it, while off-screen code blocks, tables and paragraphs wait to be drawn', async () => {
  const route = '/docs/api/functions/player';
  /** Where the heading `id` is from the top of the window, read over a few frames: it must not move once landed. */
  const settledTop = (page, id) =>
    page.evaluate(async (target) => {
      const tops = [];
      for (let i = 0; i < 10; i++) {
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        tops.push(Math.round(/** @type {HTMLElement} */ (document.getElementById(target)).getBoundingClientRect().top));
      }
      return tops;
    }, id);
  const navbarBottom = (page) =>
    page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('.navbar')).getBoundingClientRect().bottom);
  const probe = await open(route);
  const ids = await probe.page.$$eval('.server-part-article h2', (list) => list.map((h) => h.id));
  // The page's last code block, table and paragraph are far below the first screen: they wait to be drawn until they
  // near it.
  const drawn = await probe.page.evaluate(() =>
    [
      '.markdown pre[style*="--code-lines"]',
      '.markdown .table-wrapper',
      '.markdown p[style*="--text-chars"]:has(> *)',
    ].map((selector) =>
      /** @type {Element} */ ([...document.querySelectorAll(selector)].at(-1)?.firstElementChild).checkVisibility({
        contentVisibilityAuto: true,
      }),
    ),
  );
  assert.deepEqual(drawn, [false, false, false], 'the last code block, table and paragraph are not drawn at load');
  await probe.context.close();
  assert.ok(ids.length > 10, `${ids.length} sections`);
  const late = ids[ids.length - 3];
  const later = ids[ids.length - 2];
  for (const options of [undefined, PHONE]) {
    const { page, context, errors } = await open(`${route}#${late}`, options);
    await waitInPage(
      page,
      `the page scrolled to #${late}`,
      (id) => window.scrollY > 0 && (document.getElementById(id)?.getBoundingClientRect().top ?? -1) >= 0,
      late,
    );
    const tops = await settledTop(page, late);
    const bottom = await navbarBottom(page);
    assert.ok(
      tops.every((top) => top === tops[0]) && tops[0] >= bottom - 1 && tops[0] < bottom + 40,
      `#${late} on load: heading top over 10 frames ${tops.join(', ')}, navbar ends at ${bottom}`,
    );
    if (!options) {
      await page.waitForFunction(
        (id) => document.querySelector('.toc-link[aria-current="location"]')?.getAttribute('href') === `#${id}`,
        late,
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator(`.toc-link[href="#${later}"]`).click();
      await page.waitForFunction((id) => location.hash === `#${id}`, later);
      const clicked = await settledTop(page, later);
      assert.ok(
        clicked.every((top) => top === clicked[0]) && clicked[0] >= bottom - 1 && clicked[0] < bottom + 40,
        `TOC click to #${later}: heading top over 10 frames ${clicked.join(', ')}, navbar ends at ${bottom}`,
      );
      await page.waitForFunction(
        (id) => document.querySelector('.toc-link[aria-current="location"]')?.getAttribute('href') === `#${id}`,
        later,
      );
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('when something above the reader grows, the article stays where the reader is (scroll anchoring, not to the sticky sidebar)', async () => {
  const { page, context } = await open('/docs/api/functions/player');
  await page.mouse.wheel(0, 5000);
  await page.waitForFunction(() => window.scrollY >= 4000);
  const moved = await page.evaluate(async () => {
    const heading = /** @type {HTMLElement} */ (
      [...document.querySelectorAll('.markdown h2')].find((h) => h.getBoundingClientRect().top > 100)
    );
    const before = heading.getBoundingClientRect().top;
    const block = document.createElement('div');
    block.style.height = '100px';
    /** @type {HTMLElement} */ (document.querySelector('.markdown')).prepend(block);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return heading.getBoundingClientRect().top - before;
  });
  // Held still to the pixel (a sub-pixel shift, -0.4 say, is no jump); the fault it guards against is 100 px.
  assert.ok(Math.abs(moved) < 1, `the heading on screen moved by ${moved} px when 100 px were added above it`);
  await context.close();
});

test('a focused link in a paragraph laid out apart shows its whole focus ring', async () => {
  const { page, context } = await open('/docs/2.1/api/events');
  const link = page.locator('.markdown p[style*="--text-chars"] a').last();
  await link.scrollIntoViewIfNeeded();
  // Focus from the keyboard: the ring is :focus-visible's.
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const a = /** @type {HTMLElement} */ (document.activeElement);
    const block = /** @type {HTMLElement} */ (a.closest('[style*="--text-chars"]'));
    const px = (/** @type {string} */ v) => Number.parseFloat(v) || 0;
    return {
      contentVisibility: getComputedStyle(block).contentVisibility,
      reach: px(getComputedStyle(a).outlineWidth) + px(getComputedStyle(a).outlineOffset),
      clipMargin: px(getComputedStyle(block).overflowClipMargin),
    };
  });
  assert.equal(ring.contentVisibility, 'auto');
  // Paint containment clips at the block's edge plus its overflow-clip-margin: the ring must fit in that margin.
  assert.ok(
    ring.reach > 0 && ring.clipMargin >= ring.reach,
    `ring reaches ${ring.reach}px, clip margin ${ring.clipMargin}px`,
  );
  await context.close();
});

test('find in page and printing reach code blocks, tables and paragraphs that are off screen', async () => {
  const { page, context } = await open('/docs/api/functions/player');
  const last = page.locator('.markdown pre[style*="--code-lines"]').last();
  const text = (await last.locator('[data-line]').first().textContent())?.trim() ?? '';
  assert.ok(text.length > 3, 'the last code block has text');
  // window.find is Chromium's find-in-page search: it finds text in a block not yet drawn, and draws it.
  assert.equal(
    await page.evaluate(
      (t) => /** @type {{ find(text: string): boolean }} */ (/** @type {unknown} */ (window)).find(t),
      text,
    ),
    true,
    `found "${text}"`,
  );
  await page.waitForFunction(() =>
    /** @type {Element} */ (
      [...document.querySelectorAll('.markdown pre[style*="--code-lines"]')].at(-1)?.firstElementChild
    ).checkVisibility({ contentVisibilityAuto: true }),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  /** Code blocks, tables and paragraphs with a link or code in them: each is drawn when its first element is. */
  const LAID_APART =
    '.markdown pre[style*="--code-lines"], .markdown .table-wrapper, .markdown p[style*="--text-chars"]:has(> *)';
  const drawnCount = () =>
    page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)].filter((el) =>
          /** @type {Element} */ (el.firstElementChild).checkVisibility({ contentVisibilityAuto: true }),
        ).length,
      LAID_APART,
    );
  const blocks = await page.locator(LAID_APART).count();
  assert.ok((await drawnCount()) < blocks, 'on screen, some code blocks, tables and paragraphs wait to be drawn');
  await page.emulateMedia({ media: 'print' });
  assert.equal(await drawnCount(), blocks, 'every code block, table and paragraph is drawn for print');
  await context.close();
});

test('code blocks have a copy button that copies the code', async () => {
  const context = await env.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(env.server.url + '/docs/basics/getting-started');
  const block = page.locator('figure.code-block').first();
  const expected = await block.evaluate((fig) =>
    [...fig.querySelectorAll('pre code [data-line]')].map((l) => l.textContent).join('\n'),
  );
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await block.getByRole('button', { name: 'Copied' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected);
  await context.close();
});

test('tabs: keyboard operable, choice stored under docusaurus.tab.pkg and shared by every group', async () => {
  const { page, context } = await open('/docs/basics/installation');
  const groups = page.locator('.tabs[data-group-id="pkg"]');
  assert.ok((await groups.count()) >= 2, 'the installation page has several package-manager tab groups');
  const firstTabs = groups.first().getByRole('tab');
  assert.equal(await firstTabs.first().getAttribute('aria-selected'), 'true');
  await firstTabs.first().focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await storage(page, 'docusaurus.tab.pkg'), 'yarn');
  for (let i = 0; i < (await groups.count()); i++) {
    assert.equal(await groups.nth(i).getByRole('tab', { selected: true }).textContent(), 'yarn', `group ${i}`);
    assert.match(await groups.nth(i).locator('[role="tabpanel"]:not([hidden])').textContent(), /yarn/);
  }
  await page.reload();
  // The stored choice is applied once the page has hydrated.
  await waitForAttribute(groups.first().getByRole('tab', { name: 'yarn' }), 'aria-selected', 'true');
  await context.close();
});

test('announcement bar: closes, stays closed without a flash, and a new id shows it again', async () => {
  const { page, context } = await open('/');
  const bar = page.getByRole('region', { name: 'Announcement' });
  assert.ok(await bar.isVisible());
  await page.getByRole('button', { name: 'Close announcement' }).click();
  await bar.waitFor({ state: 'detached' });
  assert.equal(await storage(page, 'docusaurus.announcement.dismiss'), 'true');
  const id = await storage(page, 'docusaurus.announcement.id');
  assert.ok(id);
  const fresh = await context.newPage();
  await fresh.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const el = document.querySelector('.announcement-bar');
      window.__barShownAtDomReady = !!el && getComputedStyle(el).display !== 'none';
    });
  });
  await fresh.goto(env.server.url + '/docs/intro');
  assert.equal(await fresh.evaluate(() => window.__barShownAtDomReady), false);
  // Hidden from the first paint (above); gone from the page once it has hydrated, which a loaded machine can delay past network idle.
  await fresh.locator('.announcement-bar').waitFor({ state: 'detached' });
  await fresh.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await fresh.reload();
  assert.ok(await fresh.getByRole('region', { name: 'Announcement' }).isVisible());
  assert.equal(await storage(fresh, 'docusaurus.announcement.dismiss'), null);
  await context.close();
});

test('footer: three columns, docs links, external links marked, copyright 2025', async () => {
  const { page, context } = await open('/docs/intro');
  const footer = page.locator('footer');
  assert.deepEqual(await footer.locator('.footer-title').allTextContents(), ['Docs', 'Community', 'More']);
  assert.equal(
    await footer.getByRole('link', { name: 'Getting Started' }).getAttribute('href'),
    '/docs/basics/installation',
  );
  for (const name of ['GitHub', 'Discord', 'Stack Overflow', 'Become A Sponsor']) {
    const link = footer.getByRole('link', { name: new RegExp(`^${name} \\(opens in a new tab\\)$`) });
    assert.equal(await link.getAttribute('target'), '_blank', name);
  }
  assert.match(await footer.textContent(), /Copyright © 2025 Double Symmetry GmbH/);
  await context.close();
});

test('navbar stays visible while scrolling, as the site configuration says', async () => {
  const { page, context } = await open('/docs/api/events');
  // A scroll listener added now runs after any the page added as it hydrated, for the same scroll event: once it has
  // seen a scroll past 500 px, so has the page.
  await page.evaluate(() => {
    window.__scrolledPast500 = new Promise((resolve) => {
      const onScroll = () => {
        if (window.scrollY <= 500) return;
        window.removeEventListener('scroll', onScroll);
        resolve(document.querySelector('.navbar')?.classList.contains('navbar-hidden'));
      };
      window.addEventListener('scroll', onScroll);
    });
  });
  await page.mouse.wheel(0, 3000);
  await waitInPage(page, 'a scroll past 500 px', () => window.scrollY > 500);
  assert.equal(
    await page.evaluate(() => window.__scrolledPast500),
    false,
    'the navbar is not hidden once the page has handled a scroll past 500 px',
  );
  const top = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().top);
  assert.equal(top, 0);
  await context.close();
});

test('after a route change the page is at the top, or at the hash target', async () => {
  const { page, context } = await open('/docs/api/functions/player');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="next"]').click();
  await page.waitForURL('**/docs/api/functions/queue');
  await page.waitForFunction(() => window.scrollY === 0);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/docs/api/events#playbackerror';
    a.id = 'hash-test';
    a.textContent = 'go';
    /** @type {HTMLElement} */ (document.querySelector('main')).prepend(a);
  });
  await page.click('#hash-test');
  await page.waitForURL('**/docs/api/events#playbackerror');
  await page.waitForFunction(() => {
    const top = document.getElementById('playbackerror')?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < 200;
  });
  await context.close();
});

test('a slow route shows the progress bar after 1000 ms; a fast one never does', async () => {
  const { page, context } = await env.newPage();
  // Every request for the hooks page (prefetch included) is held until the bar has shown.
  /** @type {(value?: unknown) => void} */
  let release = () => {};
  const released = new Promise((resolve) => (release = resolve));
  await page.route(/\/docs\/api\/hooks(\/|\.txt|\?|$)/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  // The page's timers run on a clock the test can move: below, past the bar's delay without waiting for it.
  await page.clock.install();
  await page.goto(env.server.url + '/docs/api/functions/player', { waitUntil: 'load' });
  await page.locator('.navbar .version-trigger').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.docs-sidebar a').length > 0);
  const seen = page.waitForSelector('[role="progressbar"][aria-label="Loading page"]', { timeout: 5000 });
  const started = Date.now();
  await page.locator('.docs-sidebar a[href="/docs/api/hooks"]').click({ noWaitAfter: true });
  try {
    await seen;
  } finally {
    release();
  }
  assert.ok(Date.now() - started >= 950, 'not before the delay');
  await page.waitForURL('**/docs/api/hooks');
  await page.waitForSelector('[role="progressbar"]', { state: 'detached' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.evaluate(() => {
    window.__progressShown = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) window.__progressShown = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="next"]').click();
  await page.waitForURL('**/docs/api/constants/state');
  // Past the bar's delay: a timer left from the click would fire now; then a task after React's render of it.
  await page.clock.runFor(1300);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      }),
  );
  assert.equal(await page.evaluate(() => window.__progressShown), false);
  await context.close();
});

/** Records the requests for other routes' data: their React Server Components files, or their HTML fetched by script. */
function routeDataRequests(page) {
  /** @type {string[]} */
  const requests = [];
  page.on('request', (r) => {
    const { pathname, searchParams } = new URL(r.url());
    if (
      pathname.endsWith('.txt') ||
      searchParams.has('_rsc') ||
      (r.resourceType() === 'fetch' && !pathname.endsWith('.json'))
    )
      requests.push(pathname);
  });
  return requests;
}

test('a page load fetches no other route’s data; resting on a link, focusing or touching it prefetches its page', async () => {
  const { page, context } = await env.newPage();
  const requests = routeDataRequests(page);
  await page.goto(env.server.url + '/docs/api/functions/player');
  // Idle after load, then two frames: a link that prefetched because it was visible would have started by now.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(true))));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // A copy: deepEqual would narrow `requests` itself to an empty list for the type checker.
  assert.deepEqual([...requests], [], 'the sidebar, navbar, pager and footer links fetched nothing');

  const hovered = prefetchOf(page, '/docs/api/functions/queue');
  await page.hover('.docs-sidebar a[href="/docs/api/functions/queue"]');
  await hovered;
  const focused = prefetchOf(page, '/docs/api/hooks');
  await page.locator('.docs-sidebar a[href="/docs/api/hooks"]').focus();
  await focused;
  const others = requests.filter((r) => !r.startsWith('/docs/api/functions/queue') && !r.startsWith('/docs/api/hooks'));
  assert.deepEqual(others, [], 'only the pages the reader showed intent for');
  await context.close();

  const phone = await env.newPage(PHONE);
  await phone.page.goto(env.server.url + '/docs/api/functions/player');
  const touched = prefetchOf(phone.page, '/docs/api/functions/queue');
  await touchStart(phone.page, '.pager a[rel="next"]');
  await touched;
  await phone.context.close();
});

/*
 * How fast the page shows is the navigation bench's to measure (`npm run bench -- navigation`, 100 ms at most, on a
 * quiet machine): a timing asserted here would fail whenever the machine is busy. What makes it fast is checked
 * here: after the prefetch, the click fetches nothing more for the new page, and shows it.
 */
test('hovering a sidebar link then clicking it shows the new page from the prefetch, with no request after the click (at 390 px: touch, then tap)', async (t) => {
  const queue = '/docs/api/functions/queue';
  const { page, context, errors } = await env.newPage();
  await page.goto(env.server.url + '/docs/api/functions/player');
  const link = `.docs-sidebar a[href="${queue}"]`;
  const hovered = prefetchOf(page, queue);
  await page.hover(link);
  await hovered;
  const desktop = await clickToHeading(page, link, 'Queue', 'click');
  assert.deepEqual(desktop.fetched, [], 'requests for the page after the click at 1280 px');
  assert.equal(new URL(page.url()).pathname, queue);
  t.diagnostic(`1280 px: the heading showed ${desktop.ms.toFixed(1)} ms after the click`);
  assert.deepEqual(errors, []);
  await context.close();

  // On a phone the sidebar is in the menu: a finger touches the link (touch start prefetches), then taps it.
  const phone = await env.newPage(PHONE);
  await phone.page.goto(env.server.url + '/docs/api/functions/player');
  await phone.page.getByRole('button', { name: 'Open navigation menu' }).tap();
  const inMenu = `#mobile-menu .docs-sidebar-nav a[href="${queue}"]`;
  await phone.page.locator(inMenu).waitFor();
  const touched = prefetchOf(phone.page, queue);
  await touchStart(phone.page, inMenu);
  await touched;
  const tapped = await clickToHeading(phone.page, inMenu, 'Queue', 'tap');
  assert.deepEqual(tapped.fetched, [], 'requests for the page after the tap at 390 px');
  assert.equal(new URL(phone.page.url()).pathname, queue);
  t.diagnostic(`390 px: the heading showed ${tapped.ms.toFixed(1)} ms after the tap`);
  assert.deepEqual(phone.errors, []);
  await phone.context.close();
});

// Scripts requested after the page has loaded are the lazily loaded search chunks.
const LATE_CHUNKS = '**/_next/static/chunks/**';

test('a crashed page shows "This page crashed." and "Try again" re-renders it', async () => {
  const context = await env.browser.newContext();
  // A browser API that starts throwing: rendering the next page's article fails (ServerPart finds it with CSS.escape).
  await context.addInitScript(() => {
    const escape = CSS.escape;
    CSS.escape = (value) => {
      if (window.__breakEscape) throw new Error('CSS.escape exploded in a test');
      return escape(value);
    };
  });
  const page = await context.newPage();
  await page.goto(env.server.url + '/docs/intro');
  await page.evaluate(() => (window.__breakEscape = true));
  await page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="next"]').click();
  await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
  assert.match(await page.locator('.error-message').textContent(), /CSS.escape exploded in a test/);
  await page.evaluate(() => (window.__breakEscape = false));
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.locator('.navbar').waitFor();
  assert.equal(await page.getByRole('heading', { name: 'This page crashed.' }).count(), 0);
  await context.close();
});

test('a chunk that fails to load shows the message with "Retry"', async () => {
  const { page, context } = await open('/docs/intro');
  await page.route(LATE_CHUNKS, (route) => route.abort('failed'));
  await page.click('.search-button');
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  assert.ok((await page.locator('.error-message').textContent()).length > 0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // Retry loads the page again: wait for the new document to load and hydrate.
  await Promise.all([page.waitForEvent('load'), retry.click()]);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.click('.search-button');
  await page.locator('.search-dialog-input').waitFor();
  await context.close();
});

test('with storage unavailable: one console warning, preferences do nothing, nothing breaks', async () => {
  const context = await env.browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const page = await context.newPage();
  const warnings = [];
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && /storage/i.test(m.text())) warnings.push(m.text());
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.server.url + '/docs/basics/installation');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.locator('.tabs-tab', { hasText: 'yarn' }).first().click();
  await page.locator('.navbar .version-trigger').click();
  await page.getByRole('menuitem', { name: '3.2' }).click();
  await page.waitForURL('**/docs/3.2/basics/installation');
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.deepEqual(errors, []);
  await context.close();
});
