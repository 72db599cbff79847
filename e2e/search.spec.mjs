import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, PHONE, waitForFocus } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

async function openPage(path, options) {
  const handle = await env.newPage(options);
  await handle.page.goto(env.server.url + path, { waitUntil: 'networkidle' });
  return handle;
}

async function resultLinks(page) {
  await page.waitForSelector('.search-dialog .search-result a, .search-dialog .search-hint');
  return page.$$eval('.search-dialog .search-result a', (links) => links.map((a) => a.getAttribute('href')));
}

async function typeQuery(page, query) {
  await page.locator('.search-dialog-input').fill(query);
  await page.waitForFunction(() =>
    document.querySelector('.search-dialog [role="status"]')?.textContent?.match(/found|No results/),
  );
}

test('nothing search-related loads before the reader shows intent', async () => {
  const { page, context } = await env.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(env.server.url + '/docs/api/events', { waitUntil: 'networkidle' });
  assert.deepEqual(
    requests.filter((u) => u.includes('/pagefind/')),
    [],
  );
  await page.hover('.search-button');
  await page.waitForRequest((r) => r.url().includes('/pagefind/pagefind.js'));
  await context.close();
});

test('Ctrl+K, Cmd+K and / open the dialog; Escape closes it and focus returns', async () => {
  const { page, context, errors } = await openPage('/docs/api/functions/queue');
  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    await page.focus('.sidebar-link[href="/docs/intro"]');
    await page.keyboard.press(shortcut);
    await page.waitForSelector('.search-dialog-input');
    await waitForFocus(
      page,
      () => document.activeElement?.classList.contains('search-dialog-input'),
      `the search field after ${shortcut}`,
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector('.search-dialog', { state: 'detached' });
    await waitForFocus(
      page,
      () => document.activeElement?.getAttribute('href') === '/docs/intro',
      `the sidebar link after ${shortcut} and Escape`,
    );
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("'/' typed into a field types a slash instead of opening search", async () => {
  const { page, context } = await openPage('/search');
  await page.focus('.search-page-input');
  await page.keyboard.press('/');
  assert.equal(await page.inputValue('.search-page-input'), '/');
  assert.equal(await page.locator('.search-dialog').count(), 0);
  await context.close();
});

test('a click opens the labelled dialog, and a screen reader hears the result count', async () => {
  const { page, context } = await openPage('/docs/intro');
  await page.click('.search-button');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.waitFor();
  const input = page.getByRole('combobox', { name: 'Search the documentation' });
  await input.fill('getQueue');
  await page.waitForFunction(() =>
    document.querySelector('.search-dialog [role="status"]')?.textContent?.includes('found'),
  );
  assert.match(await page.textContent('.search-dialog [role="status"]'), /^\d+ pages? found for “getQueue”\.$/);
  assert.ok((await page.getByRole('option').count()) > 1);
  await context.close();
});

test('results are contextual: a 4.1 page finds only 4.1 pages, a 2.1 page only 2.1 pages', async () => {
  for (const [path, prefix] of [
    ['/docs/api/functions/queue', /^\/docs\/(?!next\/|4\.0\/|3\.2\/|3\.1\/|2\.1\/)/],
    ['/docs/2.1/api/functions/queue', /^\/docs\/2\.1\//],
  ]) {
    const { page, context } = await openPage(path);
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'getQueue');
    const links = await resultLinks(page);
    assert.ok(links.length > 0, `no results on ${path}`);
    for (const href of links) assert.match(href, prefix, `${href} on ${path}`);
    assert.ok(
      links.some((h) => h.includes('api/functions/queue')),
      `the queue page is among the results on ${path}`,
    );
    await context.close();
  }
});

test('arrow keys move through results and Enter opens the active one', async () => {
  const { page, context } = await openPage('/docs/intro');
  await page.keyboard.press('Control+k');
  await typeQuery(page, 'skipToNext');
  const input = page.locator('.search-dialog-input');
  const first = await input.getAttribute('aria-activedescendant');
  await page.keyboard.press('ArrowDown');
  const second = await input.getAttribute('aria-activedescendant');
  assert.notEqual(first, second);
  const target = await page.$eval(`[id="${second}"]`, (a) => a.getAttribute('href'));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.hash === target);
  assert.equal(await page.locator('.search-dialog').count(), 0);
  await context.close();
});

test('"See all N results" goes to the search page with the query', async () => {
  const { page, context } = await openPage('/docs/api/events');
  await page.keyboard.press('Control+k');
  await typeQuery(page, 'PlaybackState');
  const link = page.locator('.search-see-all');
  const text = await link.textContent();
  const count = Number(/See all (\d+) results/.exec(text)?.[1]);
  assert.ok(count > 0);
  await link.click();
  await page.waitForURL('**/search?q=PlaybackState');
  await page.waitForFunction(() => document.querySelector('.search-page-count')?.textContent?.includes('found'));
  assert.match(
    await page.textContent('.search-page-count'),
    new RegExp(`^${count} documents? found in version 4\\.1\\.$`),
  );
  await context.close();
});

test('the search page works when opened directly, and the URL follows typing', async () => {
  const { page, context } = await openPage('/search?q=useProgress');
  await page.waitForFunction(() => document.querySelector('.search-page-count')?.textContent?.includes('found'));
  assert.equal(await page.textContent('h1'), 'Search results for “useProgress”');
  const links = await page.$$eval('.search-page .search-result a', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links.some((h) => h === '/docs/api/hooks' || h.startsWith('/docs/api/hooks#')));
  await page.fill('.search-page-input', 'setRate');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'setRate');
  await page.check('.search-page-scope input');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('versions') === 'all');
  await page.waitForFunction(() =>
    document.querySelector('.search-page-count')?.textContent?.includes('in all versions'),
  );
  const all = await page.$$eval('.search-page .search-result-page a', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(all.some((h) => h.startsWith('/docs/2.1/')) && all.some((h) => h.startsWith('/docs/next/')), all.join(' '));
  await context.close();
});

test('a query is never interpreted as HTML', async () => {
  const payloads = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=1</script>',
    '"><svg onload=window.__xss=1>',
  ];
  const { page, context } = await env.newPage();
  for (const payload of payloads) {
    await page.goto(`${env.server.url}/search?q=${encodeURIComponent(payload)}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      /found|No results/.test(document.querySelector('.search-page-count')?.textContent ?? ''),
    );
    assert.equal(await page.textContent('h1'), `Search results for “${payload.trim()}”`);
    assert.equal(await page.locator('main img, main script, main svg[onload]').count(), 0);
    await page.click('.search-button');
    await page.locator('.search-dialog-input').fill(payload);
    await page.waitForFunction(() =>
      /found|No results/.test(document.querySelector('.search-dialog [role="status"]')?.textContent ?? ''),
    );
    assert.equal(await page.locator('.search-dialog img, .search-dialog script').count(), 0);
    await page.keyboard.press('Escape');
    assert.equal(await page.evaluate(() => window.__xss), undefined);
  }
  await context.close();
});

test('search works at phone width', async () => {
  const { page, context } = await openPage('/docs/3.2/intro', PHONE);
  await page.getByRole('button', { name: 'Search' }).click();
  await typeQuery(page, 'getQueue');
  const links = await resultLinks(page);
  assert.ok(links.length > 0 && links.every((h) => h.startsWith('/docs/3.2/')));
  await context.close();
});
