/**
 * The variant build: served under the base URL /preview/ with the hosted
 * DocSearch service configured (test key). The service is answered in the
 * browser with a recorded response; nothing leaves the machine.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setup, ROOT } from './helpers.mjs';

const VARIANT_DIR = path.join(ROOT, '.cache/out-variant');
const recorded = readFileSync(path.join(ROOT, 'e2e/fixtures/docsearch-response.json'), 'utf8');
let env;

before(async () => {
  env = await setup({ dir: VARIANT_DIR, env: { BASE_URL: '/preview/' } });
});
after(async () => {
  await env?.teardown();
});

async function withDocSearch(page) {
  const sent = [];
  await page.context().route(/algolia\.net|algolianet\.com/, async (route) => {
    const body = route.request().postData();
    if (body) sent.push(JSON.parse(body));
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: recorded,
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  return sent;
}

test('pages live under the base URL and link within it', async () => {
  const { page, context, errors } = await env.newPage();
  const response = await page.goto(`${env.server.url}/docs/3.2/intro`);
  assert.equal(response.status(), 200);
  // Every category opened, nested ones too: a collapsed category draws its links only when it opens.
  // Each click opens the button it pressed (a press that does not is a failure, not pressed again); opened ones leave
  // the list of closed ones, and nested ones join it.
  const closed = page.locator('.docs-sidebar .sidebar-category-button[aria-expanded="false"]');
  while ((await closed.count()) > 0) {
    const button = await closed.first().elementHandle();
    const label = await button.textContent();
    await button.click();
    assert.equal(await button.getAttribute('aria-expanded'), 'true', `the ${label} category opens`);
  }
  const hrefs = await page.$$eval('.docs-sidebar a, .navbar a[href^="/"]', (as) =>
    as.map((a) => a.getAttribute('href')),
  );
  assert.ok(hrefs.length > 20);
  for (const href of hrefs) assert.match(href, /^\/preview(\/|$)/, href);
  const css = await page.evaluate(
    () => getComputedStyle(/** @type {Element} */ (document.querySelector('.navbar'))).position,
  );
  assert.equal(css, 'sticky', 'styles load under the base URL');
  await page.click('.docs-sidebar a[href="/preview/docs/3.2/api/events"]');
  await page.waitForURL('**/preview/docs/3.2/api/events');
  assert.deepEqual(errors, []);
  await context.close();
});

test('every page carries the DocSearch crawler meta tags and the preconnect hint', async () => {
  const html = await (await fetch(`${env.server.url}/docs/3.2/api/events`)).text();
  assert.match(html, /<meta name="docsearch:language" content="en"\/>/);
  assert.match(html, /<meta name="docsearch:version" content="3.2"\/>/);
  assert.match(html, /<link rel="preconnect" href="https:\/\/CYSR91W7SU-dsn.algolia.net" crossorigin="anonymous"\/>/);
});

test('DocSearch loads on intent, sends the contextual filters and shows relative hit links', async () => {
  const { page, context } = await env.newPage();
  const sent = await withDocSearch(page);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${env.server.url}/docs/3.2/api/events`);
  assert.equal(requests.filter((u) => /algolia/.test(u)).length, 0, 'no search request before intent');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  // The modal queries on every keystroke; wait for the query with the whole word.
  const fullQuery = page.waitForRequest(
    (r) => /algolia/.test(r.url()) && (r.postData() ?? '').includes('"query":"PlaybackState"'),
  );
  await page.keyboard.type('PlaybackState');
  const body = JSON.parse((await fullQuery).postData());
  const withQuery = (body.requests ?? [body]).find((q) => q.query === 'PlaybackState');
  assert.ok(withQuery, JSON.stringify(body));
  assert.deepEqual(withQuery.facetFilters, [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.2'],
  ]);
  await page.waitForSelector('.DocSearch-Hit a');
  assert.ok(sent.length > 0);
  const hrefs = await page.$$eval('.DocSearch-Hit a', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(hrefs.includes('/preview/docs/3.2/api/events#playbackstate'), hrefs.join(' '));
  const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
  assert.equal(await seeAll.getAttribute('href'), '/preview/search?q=PlaybackState');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  await context.close();
});

test('the search page asks DocSearch with the same filters', async () => {
  const { page, context } = await env.newPage();
  const sent = await withDocSearch(page);
  await page.goto(`${env.server.url}/search?q=PlaybackState`);
  await page.waitForFunction(() => document.querySelector('.search-page-count')?.textContent?.includes('found'));
  const request = sent.at(-1).requests[0];
  assert.equal(request.query, 'PlaybackState');
  assert.deepEqual(request.facetFilters, [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.1'],
  ]);
  const hrefs = await page.$$eval('.search-page .search-result a', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(hrefs.includes('/preview/docs/3.2/api/events#playbackstate'), hrefs.join(' '));
  await context.close();
});

test('paths outside the base URL are not found', async () => {
  const response = await fetch(`${env.server.origin}/docs/intro`);
  assert.equal(response.status, 404);
});

test('with hideOnScroll on, the navbar hides scrolling down and shows scrolling up, near the top and on hash links', async () => {
  const { page, context } = await env.newPage();
  await page.goto(`${env.server.url}/docs/api/events`);
  /**
   * Scrolls to `y` and resolves once the scroll event for it has been dispatched: the bar's own listener, registered
   * at hydration, has run by then. Two scrolls in one frame are one event; each step waits for its own.
   */
  const scrollTo = (y) =>
    page.evaluate(
      (target) =>
        new Promise((resolve, reject) => {
          if (Math.round(window.scrollY) === target) {
            reject(new Error(`already at ${target}: no scroll event follows`));
            return;
          }
          const timer = setTimeout(
            () => reject(new Error(`no scroll event for ${target}; at ${window.scrollY}`)),
            5_000,
          );
          const onScroll = () => {
            if (Math.round(window.scrollY) !== target) return;
            clearTimeout(timer);
            window.removeEventListener('scroll', onScroll);
            resolve(undefined);
          };
          window.addEventListener('scroll', onScroll, { passive: true });
          window.scrollTo(0, target);
        }),
      y,
    );
  const hidden = () => page.locator('.navbar').evaluate((el) => el.classList.contains('navbar-hidden'));
  await scrollTo(1500);
  await scrollTo(2500);
  assert.equal(await hidden(), true, 'scrolling down hides the bar');
  await scrollTo(2200);
  assert.equal(await hidden(), false, 'scrolling up shows it');
  await scrollTo(3000);
  assert.equal(await hidden(), true, 'scrolling down again hides it');
  await scrollTo(10);
  assert.equal(await hidden(), false, 'near the top it shows');
  await scrollTo(3000);
  await scrollTo(3500);
  assert.equal(await hidden(), true);
  const target = await page.locator('.toc-link').nth(6).getAttribute('href');
  await page.evaluate((hash) => (location.hash = hash), target);
  await page.waitForFunction(() => document.querySelector('.navbar:not(.navbar-hidden)') !== null);
  assert.equal(await hidden(), false, 'a hash link shows it');
  await context.close();
});

test('with respectPrefersColorScheme on, the colour mode follows the system until the reader chooses', async () => {
  for (const scheme of ['dark', 'light']) {
    const context = await env.browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/docs/intro`);
    assert.equal(await page.getAttribute('html', 'data-theme'), scheme);
    await context.close();
  }
});

test('served outside its base URL, the home page says it did not load properly and suggests the right base URL', async () => {
  const { startServer } = await import('./helpers.mjs');
  const wrong = await startServer({ dir: VARIANT_DIR });
  const { page, context } = await env.newPage();
  // Its scripts are not found outside the base URL: the page never hydrates.
  await page.goto(`${wrong.url}/`, { waitUntil: 'load', hydrated: false });
  const banner = page.locator('#base-url-banner');
  await banner.waitFor();
  assert.match(
    await banner.textContent(),
    /Your site did not load properly\..*Current configured baseUrl = \/preview\/\. We suggest trying baseUrl = \/\./s,
  );
  await context.close();
  await wrong.close();
  const ok = await fetch(`${env.server.url}/`);
  assert.equal(ok.status, 200);
});

test('under a base URL (the variant build, /preview/), links and files live under it', async () => {
  const { server } = env;
  const html = await (await fetch(`${server.url}/docs/basics/installation`)).text();
  assert.match(html, /<a href="\/preview\/docs\/basics\/installation\.md" class="page-action"/);
  assert.match(html, /<meta property="og:image" content="https:\/\/rntp\.dev\/preview\/og\/4\.1\.png"\/>/);
  const markdown = await fetch(`${server.url}/docs/basics/installation.md`);
  assert.equal(markdown.status, 200);
  assert.match(await markdown.text(), /\]\(https:\/\/rntp\.dev\/preview\/docs\/basics\/getting-started\.md\)/);
  const llms = await (await fetch(`${server.url}/llms.txt`)).text();
  const urls = [...llms.matchAll(/\]\((https:\/\/\S+?)\)/g)].map(([, link = '']) => link);
  assert.ok(urls.length > 40);
  for (const url of urls) assert.ok(url.startsWith('https://rntp.dev/preview/'), url);
  assert.equal((await fetch(`${server.url}/og/next.png`)).status, 200);
});
