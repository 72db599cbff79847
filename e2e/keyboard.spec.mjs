/** A keyboard-only reader reaches every control of a doc page, and always sees where focus is. */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitForFocus } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/** Describe the focused element and whether its focus indicator is visible. */
function focusState() {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadow = style.boxShadow && style.boxShadow !== 'none';
  const zone = el.closest('.skip-link')
    ? 'skip'
    : el.closest('.announcement-bar')
      ? 'announcement'
      : el.closest('.navbar')
        ? 'navbar'
        : el.closest('.docs-sidebar')
          ? 'sidebar'
          : el.closest('.toc')
            ? 'toc'
            : el.closest('.pager')
              ? 'pager'
              : el.closest('.breadcrumbs')
                ? 'breadcrumbs'
                : el.closest('article')
                  ? 'article'
                  : el.closest('footer')
                    ? 'footer'
                    : el.closest('main')
                      ? 'main'
                      : 'other';
  return {
    zone,
    label: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 60),
    visible: outline || !!shadow,
  };
}

test('Tab walks from the skip link through navbar, sidebar, article, TOC, pager and footer with a visible focus ring', async () => {
  const { page, context } = await env.newPage();
  await page.goto(env.server.url + '/docs/guides/sleeptimers');
  const seen = new Map();
  const invisible = [];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(focusState);
    if (!state) continue;
    if (!seen.has(state.zone)) seen.set(state.zone, state.label);
    if (!state.visible) invisible.push(`${state.zone}: ${state.label}`);
    if (state.zone === 'footer' && state.label.startsWith('Become A Sponsor')) break;
  }
  assert.deepEqual(
    ['skip', 'announcement', 'navbar', 'sidebar', 'breadcrumbs', 'article', 'toc', 'pager', 'footer'].filter(
      (z) => !seen.has(z),
    ),
    [],
    `zones reached: ${[...seen.keys()].join(', ')}`,
  );
  assert.deepEqual(invisible, []);
  await context.close();
});

test('the version menu and a sidebar category work from the keyboard alone', async () => {
  const { page, context } = await env.newPage();
  await page.goto(env.server.url + '/docs/api/events');
  await page.locator('.navbar .version-trigger').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  // Opened from the keyboard, the menu focuses its first item.
  await page.waitForFunction(() => document.activeElement?.textContent === 'Next');
  // Radix moves focus between items in a timeout after each key: wait for it before the next key.
  await page.keyboard.press('ArrowDown');
  await waitForFocus(page, () => document.activeElement?.textContent === '4.1', '4.1 after one ArrowDown');
  await page.keyboard.press('ArrowDown');
  await waitForFocus(page, () => document.activeElement?.textContent === '4.0', '4.0 after two ArrowDowns');
  await page.keyboard.press('Escape');
  await waitForFocus(
    page,
    () => document.activeElement?.classList.contains('version-trigger'),
    'the version button after Escape',
  );
  const guides = page.locator('.docs-sidebar .sidebar-category-button', { hasText: 'Guides' });
  await guides.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'true', await guides.elementHandle(), {
    timeout: 5_000,
  });
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Offline Playback');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/docs/guides/offline-playback');
  await context.close();
});
