/**
 * Served with the security headers of public/_headers (and each page's own
 * hashed policy), the site must work without a single CSP violation.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

test('the server sends the security headers with the pages, and only nosniff with what they load', async () => {
  for (const route of ['/', '/docs/intro', '/search', '/missing-page']) {
    const response = await fetch(env.server.url + route);
    assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'self'/, route);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff', route);
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', route);
  }
  const html = await (await fetch(env.server.url + '/docs/intro')).text();
  const script = /<script src="([^"]+\.js)"/.exec(html)?.[1];
  assert.ok(script, 'the page loads a script');
  const response = await fetch(env.server.origin + script);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(response.headers.get('content-security-policy'), null);
});

test('pages, navigation, theme, menus and search run without any CSP violation', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const violations = (window.__csp = /** @type {string[]} */ ([]));
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  const page = await context.newPage();
  const refused = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  const violations = async () => page.evaluate(() => window.__csp);
  for (const route of ['/', '/docs/basics/installation', '/docs/2.1/api/events', '/search?q=play', '/missing-page']) {
    await page.goto(env.server.url + route);
    assert.deepEqual(await violations(), [], route);
  }
  await page.goto(env.server.url + '/docs/intro');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.locator('.docs-sidebar .sidebar-category-button', { hasText: 'The Basics' }).click();
  await page.locator('.docs-sidebar a', { hasText: 'Installation' }).click();
  await page.waitForURL('**/docs/basics/installation');
  await page.locator('.tabs-tab', { hasText: 'yarn' }).first().click();
  await page.keyboard.press('Control+k');
  await page.locator('.search-dialog-input').fill('setupPlayer');
  await page.waitForFunction(() =>
    /found/.test(document.querySelector('.search-dialog [role="status"]')?.textContent ?? ''),
  );
  await page.keyboard.press('Escape');
  await page.locator('.navbar .version-trigger').click();
  await page.getByRole('menuitem', { name: '3.2' }).click();
  await page.waitForURL('**/docs/3.2/basics/installation');
  assert.deepEqual(await violations(), []);
  assert.deepEqual(refused, []);
  await context.close();
});
