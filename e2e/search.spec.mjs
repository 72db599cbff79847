import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openSearch, setup, PHONE, waitForFocus, waitForIdle } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

async function openPage(path, options) {
  const handle = await env.newPage(options);
  await handle.page.goto(env.server.url + path);
  return handle;
}

async function resultLinks(page) {
  await page.waitForSelector('.search-dialog .search-result a, .search-dialog .search-hint');
  return page.$$eval('.search-dialog .search-result a', (links) => links.map((a) => a.getAttribute('href')));
}

async function typeQuery(page, query) {
  await page.locator('.search-dialog-input').fill(query);
  await page.waitForFunction((q) => {
    const text = document.querySelector('.search-dialog [role="status"]')?.textContent ?? '';
    return /found|No results/.test(text) && text.includes(`“${q}”`);
  }, query);
}

test('nothing search-related loads before the reader shows intent', async () => {
  const { page, context } = await env.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(env.server.url + '/docs/api/events');
  // Loaded, hydrated, and the work the page scheduled for when it is idle done.
  await waitForIdle(page);
  assert.deepEqual(
    requests.filter((u) => u.includes('/search-index/') || u.includes('/pagefind/')),
    [],
  );
  // Listening before the hover: the index may be asked for while `hover` is still returning.
  const index = page.waitForRequest((r) => r.url().endsWith('/search-index/4.1.json'));
  await page.hover('.search-button');
  await index.catch((error) => {
    throw new Error(`hovering the search button fetches the 4.1 index; the page asked for:\n${requests.join('\n')}`, {
      cause: error,
    });
  });
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
  assert.match(await page.textContent('.search-dialog [role="status"]'), /^\d+ results? found for “getQueue”\.$/);
  assert.ok((await page.getByRole('option').count()) > 1);
  await context.close();
});

test('results are contextual: a 4.1 page finds only 4.1 pages, a 2.1 page only 2.1 pages', async () => {
  for (const [path, prefix] of /** @type {[string, RegExp][]} */ ([
    ['/docs/api/functions/queue', /^\/docs\/(?!next\/|4\.0\/|3\.2\/|3\.1\/|2\.1\/)/],
    ['/docs/2.1/api/functions/queue', /^\/docs\/2\.1\//],
  ])) {
    const { page, context } = await openPage(path);
    await openSearch(page);
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
  await openSearch(page);
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
  await openSearch(page);
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
    new RegExp(`^${count} results? found in version 4\\.1\\.$`),
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
  await page.selectOption('.search-page-scope select', 'all');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('versions') === 'all');
  await page.waitForFunction(() =>
    document.querySelector('.search-page-count')?.textContent?.includes('in all versions'),
  );
  const all = await page.$$eval('.search-page .search-result a', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(all.some((h) => h.startsWith('/docs/2.1/')) && all.some((h) => h.startsWith('/docs/next/')), all.join(' '));
  await context.close();
});

test('a query is never interpreted as HTML', async () => {
  const payloads = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=1</script>',
    '"><svg onload=window.__xss=1>',
    // A query's own mark tag stays text: only the excerpt's matched words are marked, each mark holding text only.
    '<mark>queue</mark>',
  ];
  const { page, context } = await env.newPage();
  for (const payload of payloads) {
    await page.goto(`${env.server.url}/search?q=${encodeURIComponent(payload)}`);
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
    assert.equal(await page.locator('.search-dialog mark *, main mark *').count(), 0);
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
  // 3.2 pages, and the API changes of the steps into and out of 3.2.
  assert.ok(
    links.length > 0 && links.every((h) => /^\/docs\/(3\.2\/|changes\/(3\.1-to-3\.2|3\.2-to-4\.0)(#|$))/.test(h)),
    links.join(' '),
  );
  await context.close();
});

async function firstOption(page) {
  const input = page.locator('.search-dialog-input');
  const id = await input.getAttribute('aria-activedescendant');
  return page.$eval(`[id="${id}"]`, (a) => ({ href: a.getAttribute('href'), text: a.textContent }));
}

test('results are sections: a result links to its heading and lands there', async () => {
  const { page, context } = await openPage('/docs/intro');
  await openSearch(page);
  await typeQuery(page, 'install the pods');
  const links = await resultLinks(page);
  assert.ok(links.length > 1);
  assert.ok(
    links.every((h) => h.startsWith('/docs/') && !/^\/docs\/(next|4\.0|3\.2|3\.1|2\.1)\//.test(h)),
    links.join(' '),
  );
  const first = await firstOption(page);
  assert.equal(first.href, '/docs/basics/installation#install-the-pods');
  assert.match(first.text, /Installation › Install the pods/);
  // Several sections of one page are grouped under it.
  const groups = await page.$$eval('.search-dialog .search-result-group', (gs) =>
    gs.map((g) => g.querySelectorAll('[role="option"]').length),
  );
  assert.ok(
    groups.some((n) => n > 1),
    groups.join(' '),
  );
  await page.locator(`.search-dialog a[href="${first.href}"]`).click();
  await page.waitForURL((url) => url.pathname === '/docs/basics/installation' && url.hash === '#install-the-pods');
  await page.waitForFunction(() => {
    const heading = document.getElementById('install-the-pods');
    const top = heading?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < window.innerHeight;
  });
  await context.close();
});

test('an API name jumps to its own section on the reference page', async () => {
  const { page, context } = await openPage('/docs/intro');
  await openSearch(page);
  await typeQuery(page, 'skipToNext');
  assert.equal((await firstOption(page)).href, '/docs/api/functions/queue#skiptonextinitialposition');
  await typeQuery(page, 'updateOptions');
  assert.equal((await firstOption(page)).href, '/docs/api/functions/player#updateoptionsoptions');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/docs/api/functions/player' && url.hash === '#updateoptionsoptions');
  await context.close();
});

test('a typo still finds the API: updateOptins', async () => {
  const { page, context } = await openPage('/docs/api/events');
  await openSearch(page);
  await typeQuery(page, 'updateOptins');
  assert.equal((await firstOption(page)).href, '/docs/api/functions/player#updateoptionsoptions');
  await context.close();
});

test('a name this version lacks says which versions have it and what became of it', async () => {
  const { page, context } = await openPage('/docs/api/functions/player');
  await openSearch(page);
  await page.locator('.search-dialog-input').fill('stopWithApp');
  await page.waitForSelector('.search-dialog .search-notice');
  const notice = await page.textContent('.search-dialog .search-notice');
  // 3.0.0, a release without docs of its own, is the first without it.
  assert.match(notice, /^stopWithApp is not in 4\.1; found in (.+, )?(.+ and )?2\.1; removed in 3\.0\.$/);
  const links = await page.$$eval('.search-dialog .search-notice a', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links.includes('/docs/2.1/api/functions/player#metadataoptions'), links.join(' '));
  assert.match(await page.textContent('.search-dialog [role="status"]'), /stopWithApp is not in 4\.1; found in/);
  await page.locator('.search-dialog .search-notice a[href^="/docs/2.1/"]').click();
  await page.waitForURL((url) => url.pathname === '/docs/2.1/api/functions/player');
  assert.equal(await page.locator('.search-dialog').count(), 0);
  await context.close();
});

test('the search page keeps a chosen version in the URL', async () => {
  const { page, context } = await openPage('/search?q=getQueue&versions=3.2');
  await page.waitForFunction(() => document.querySelector('.search-page-count')?.textContent?.includes('found'));
  assert.equal(await page.inputValue('.search-page-scope select'), '3.2');
  assert.match(await page.textContent('.search-page-count'), /found in version 3\.2\.$/);
  const links = await page.$$eval('.search-page .search-result a', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(
    links.length > 0 && links.every((h) => /^\/docs\/(3\.2\/|changes\/(3\.1-to-3\.2|3\.2-to-4\.0)(#|$))/.test(h)),
    links.join(' '),
  );
  assert.equal(links[0], '/docs/3.2/api/functions/queue#getqueue');
  await page.selectOption('.search-page-scope select', '');
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('versions'));
  await page.waitForFunction(() => document.querySelector('.search-page-count')?.textContent?.includes('4.1'));
  await context.close();
});

test('"See all" from an older version keeps that version on the search page', async () => {
  const { page, context } = await openPage('/docs/2.1/api/events');
  await openSearch(page);
  await typeQuery(page, 'getQueue');
  const link = page.locator('.search-see-all');
  assert.equal(await link.getAttribute('href'), '/search?q=getQueue&versions=2.1');
  await link.click();
  await page.waitForURL('**/search?q=getQueue&versions=2.1');
  await page.waitForFunction(() => document.querySelector('.search-page-count')?.textContent?.includes('found'));
  assert.match(await page.textContent('.search-page-count'), /found in version 2\.1\.$/);
  await context.close();
});

test('the API changes pages are found from the versions they connect, down to the section', async () => {
  const { page, context } = await openPage('/docs/2.1/api/events');
  await openSearch(page);
  await typeQuery(page, 'destroy');
  // The function's own section first; the changes pages count less unless the query asks about upgrading.
  assert.equal((await resultLinks(page))[0], '/docs/2.1/api/functions/lifecycle#destroy');
  await typeQuery(page, 'destroy removed');
  const links = await resultLinks(page);
  assert.equal(links[0], '/docs/changes/2.1-to-3.1#functions-removed', links.join(' '));
  await page.locator('.search-dialog a[href="/docs/changes/2.1-to-3.1#functions-removed"]').click();
  await page.waitForURL((url) => url.pathname === '/docs/changes/2.1-to-3.1' && url.hash === '#functions-removed');
  assert.match(await page.textContent('#functions-removed'), /Removed/);
  await context.close();
});

test('each result shows its page, its section and an excerpt with the matched words marked', async () => {
  const { page, context } = await openPage('/docs/intro');
  await openSearch(page);
  await typeQuery(page, 'repeat mode');
  const first = await firstOption(page);
  // The page about the concept, not a migration guide that mentions it.
  assert.match(first.href, /^\/docs\/api\/constants\/repeat-mode(#|$)/);
  const option = page.locator(`.search-dialog a[href="${first.href}"]`);
  assert.match(await option.locator('.search-result-path').textContent(), /Repeat ?Mode/i);
  const marks = await option.locator('.search-result-excerpt mark').allTextContents();
  assert.ok(marks.length > 0 && marks.every((m) => /^(repeat|mode)/i.test(m)), marks.join(' '));
  // The same on the search page.
  await page.goto(`${env.server.url}/search?q=${encodeURIComponent('repeat mode')}`);
  await page.waitForFunction(() => /found/.test(document.querySelector('.search-page-count')?.textContent ?? ''));
  const pageMarks = await page.locator('main .search-result-excerpt mark').allTextContents();
  assert.ok(pageMarks.length > 0 && pageMarks.every((m) => /^(repeat|mode)/i.test(m)), pageMarks.join(' '));
  await context.close();
});

test('results from migration guides are labelled, in words a screen reader reads', async () => {
  const { page, context } = await openPage('/docs/intro');
  await openSearch(page);
  await typeQuery(page, 'upgrade to v4');
  const labels = await page.$$eval('.search-dialog .search-result-group', (groups) =>
    groups.map((g) => ({
      label: g.querySelector('.search-result-page')?.textContent ?? '',
      options: [...g.querySelectorAll('[role="option"]')].map((o) => ({
        href: o.getAttribute('href') ?? '',
        text: o.textContent ?? '',
      })),
    })),
  );
  const guide = labels.find((g) => g.options.some((o) => o.href.startsWith('/docs/v4-migration')));
  assert.ok(guide, JSON.stringify(labels));
  // An upgrade query puts the guide first.
  assert.ok(labels[0]?.options[0]?.href.startsWith('/docs/v4-migration'), JSON.stringify(labels[0]));
  assert.match(guide.label, /Migration guide/);
  assert.ok(
    guide.options.every((o) => /\(migration guide\)/.test(o.text)),
    JSON.stringify(guide.options),
  );
  // A page that is not a migration guide carries no label.
  await typeQuery(page, 'repeat mode');
  const first = page.locator('.search-dialog .search-result-group').first();
  assert.equal(await first.locator('.search-result-label').count(), 0);
  await page.goto(`${env.server.url}/search?q=${encodeURIComponent('upgrade to v4')}`);
  await page.waitForFunction(() => /found/.test(document.querySelector('.search-page-count')?.textContent ?? ''));
  assert.ok((await page.locator('main .search-result-label', { hasText: 'Migration guide' }).count()) > 0);
  await context.close();
});
