/**
 * A doc's article, what stands above and below it (breadcrumbs to pager, the
 * comparison with other versions included) and its table of contents reach
 * the browser once, as HTML (components/server-part/): not again in the page's
 * React payload, not hydrated, yet working, and brought along by client
 * navigation.
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

async function open(route) {
  const handle = await env.newPage();
  await handle.page.goto(env.server.url + route);
  return handle;
}

/** The page's React payload as the server sent it: the text of its inline `self.__next_f.push` scripts. */
async function inlinePayload(route) {
  const html = await (await fetch(env.server.url + route)).text();
  return [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].map((m) => m[1]).join('');
}

test('the article and the comparison are in the page once: neither in its React payload nor in its route data', async () => {
  const route = '/docs/api/functions/player';
  const { page, context } = await open(route);
  const samples = await page.evaluate(() =>
    ['article', 'doc-foot'].map((kind) => {
      const part = document.querySelector(`[data-server-part$="#${kind}"]`);
      // The longest paragraph or list item: text that only this part holds.
      const texts = [...(part?.querySelectorAll('p, li') ?? [])].map((el) => el.textContent ?? '');
      return texts.sort((a, b) => b.length - a.length)[0] ?? '';
    }),
  );
  for (const sample of samples) assert.ok(sample.length > 40, `a long text to look for: ${JSON.stringify(sample)}`);
  const payload = await inlinePayload(route);
  const routeData = await (await fetch(`${env.server.url}${route}.txt`)).text();
  assert.ok(payload.length > 1000 && routeData.length > 1000, 'the payload and the route data were found');
  for (const sample of samples) {
    // A stretch of the text, as JSON would write it (the payload escapes quotes).
    const stretch = JSON.stringify(sample.slice(0, 40)).slice(1, -1);
    assert.ok(!payload.includes(stretch), `not in the inline payload: ${sample.slice(0, 40)}`);
    assert.ok(!routeData.includes(stretch), `not in the route data: ${sample.slice(0, 40)}`);
  }
  await context.close();
});

test('React hydrates the part, not what is inside it; its copy buttons and tabs still work', async () => {
  const { page, context, errors } = await open('/docs/basics/installation');
  const fibers = await page.evaluate(() => {
    const hydrated = (el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
    const part = document.querySelector('[data-server-part$="#article"]');
    const inside = [...(part?.querySelectorAll('*') ?? [])];
    return {
      part: part ? hydrated(part) : null,
      inside: inside.length,
      hydratedInside: inside.filter(hydrated).length,
    };
  });
  assert.equal(fibers.part, true, 'the part itself is hydrated');
  assert.ok(fibers.inside > 100, 'the article has content');
  assert.equal(fibers.hydratedInside, 0, 'nothing inside the article is hydrated');
  // The tabs answer the keyboard (the full behaviour is in chrome.spec.mjs).
  const tabs = page.locator('.server-part-article .tabs').first().getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('End');
  assert.equal(await tabs.last().getAttribute('aria-selected'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'tab');
  assert.deepEqual(errors, []);
  await context.close();
});

test('client navigation brings the next page’s article and comparison, and back brings the first again', async () => {
  const { page, context, errors } = await open('/docs/api/functions/player');
  const headings = () =>
    page.$$eval('.server-part-article h2', (list) =>
      list
        .map((h) => h.id)
        .filter(Boolean)
        .slice(0, 5),
    );
  const playerHeadings = await headings();
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page.locator('.docs-sidebar a[href="/docs/api/functions/queue"]').click();
  await page.waitForURL(/\/docs\/api\/functions\/queue$/);
  await page.waitForFunction(() =>
    document.querySelector('[data-server-part$="#article"]')?.getAttribute('data-server-part')?.includes('/queue'),
  );
  assert.equal(await page.evaluate(() => 'stayed' in window), true, 'routed on the client, not loaded anew');
  // The same article as a fresh load of that page shows.
  const fresh = await env.newPage();
  await fresh.page.goto(`${env.server.url}/docs/api/functions/queue`);
  const freshHeadings = await fresh.page.$$eval('.server-part-article h2', (list) =>
    list
      .map((h) => h.id)
      .filter(Boolean)
      .slice(0, 5),
  );
  await fresh.context.close();
  assert.deepEqual(await headings(), freshHeadings);
  assert.ok(await page.locator('.server-part-doc-foot .compare-version').count(), 'the comparison came along');
  // Its links route on the client too: the first heading link of the TOC lands on its heading.
  await page.goBack();
  await page.waitForURL(/\/docs\/api\/functions\/player$/);
  await page.waitForFunction(() =>
    document.querySelector('[data-server-part$="#article"]')?.getAttribute('data-server-part')?.includes('/player'),
  );
  assert.deepEqual(await headings(), playerHeadings);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a search-free hash link to another page lands on its heading after client navigation', async () => {
  const { page, context } = await open('/docs/api/functions/queue');
  // A link into another page's section, as articles and badges write them.
  const href = await page.evaluate(() => {
    const link = [...document.querySelectorAll('.server-part-article a[href*="#"]')].find(
      (a) => !a.getAttribute('href')?.startsWith('#') && a.getAttribute('href')?.startsWith('/docs/'),
    );
    return link?.getAttribute('href') ?? null;
  });
  assert.ok(href, 'the queue page links into another page’s section');
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page.locator(`.server-part-article a[href="${href}"]`).first().click();
  const hash = decodeURIComponent(href.slice(href.indexOf('#') + 1));
  await page.waitForFunction((id) => {
    const target = document.getElementById(id);
    return !!target && Math.abs(target.getBoundingClientRect().top) < 200;
  }, hash);
  assert.equal(await page.evaluate(() => 'stayed' in window), true);
  await context.close();
});

test('when the next page’s HTML cannot be fetched, the browser loads that page whole', async () => {
  const { page, context } = await open('/docs/api/functions/player');
  await page.route('**/docs/api/functions/queue', (route) =>
    route.request().resourceType() === 'fetch' ? route.abort() : route.continue(),
  );
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page.locator('.docs-sidebar a[href="/docs/api/functions/queue"]').click();
  await page.waitForURL(/\/docs\/api\/functions\/queue$/);
  await page.waitForFunction(() => !('stayed' in window) && document.querySelector('.server-part-article h2') !== null);
  await context.close();
});
