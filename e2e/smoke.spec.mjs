import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { availableParallelism, networkInterfaces } from 'node:os';
import { setup, trackErrors, ROOT } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

function sitemapPaths() {
  const xml = readFileSync(path.join(ROOT, 'out/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

test('the sitemap lists every page: 227 docs, 6 version landings, 6 API changes pages, home and search', () => {
  const paths = sitemapPaths();
  assert.equal(paths.length, 227 + 6 + 6 + 2);
  for (const p of [
    '/',
    '/search',
    '/docs',
    '/docs/next',
    '/docs/4.0',
    '/docs/3.2',
    '/docs/3.1',
    '/docs/2.1',
    '/docs/intro',
    '/docs/2.1/basics/build-preferences',
    '/docs/changes',
    '/docs/changes/3.2-to-4.0',
    '/docs/changes/4.1-to-next',
    '/docs/playground',
    '/docs/2.1/playground',
  ]) {
    assert.ok(paths.includes(p), `${p} missing from sitemap`);
  }
});

test('every sitemap URL answers 200 with an HTML page titled "… | React Native Track Player"', async () => {
  const failures = [];
  const queue = sitemapPaths();
  const check = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      const response = await fetch(env.server.url + route);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '(no title)';
      if (response.status !== 200) failures.push(`${route}: HTTP ${response.status}`);
      else if (!title.endsWith('| React Native Track Player')) failures.push(`${route}: title "${title}"`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, check));
  assert.deepEqual(failures, []);
});

test('every sitemap page loads and hydrates in Chromium without a console error', async () => {
  const queue = sitemapPaths();
  const failures = [];
  // Two pages per core: while one waits on the server or the protocol, the other runs.
  const workers = 2 * Math.max(1, availableParallelism());
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const page = await context.newPage();
      const errors = trackErrors(page);
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        errors.length = 0;
        // One round trip after the load: hydrated (the mark components/chrome/theme-provider.tsx sets), then the
        // main thread idle, when what hydration started has run and its errors have surfaced.
        await page.goto(env.server.url + route, { waitUntil: 'load', hydrated: false });
        const hydrated = await page.evaluate(
          (ms) =>
            new Promise((resolve) => {
              const html = document.documentElement;
              const timer = setTimeout(() => resolve(false), ms);
              const idle = () => requestIdleCallback(() => (clearTimeout(timer), resolve(true)), { timeout: 2000 });
              if (html.dataset.hydrated) return idle();
              new MutationObserver((_, observer) => {
                if (!html.dataset.hydrated) return;
                observer.disconnect();
                idle();
              }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
            }),
          60_000,
        );
        if (!hydrated) failures.push(`${route}: did not hydrate within 60 s`);
        for (const error of errors) failures.push(`${route}: ${error}`);
      }
      await page.close();
    }),
  );
  await context.close();
  assert.deepEqual(failures, []);
});

test('unknown paths answer 404 with the not-found page', async () => {
  for (const route of ['/nope', '/docs/2.1/guides/play-button', '/docs/5.0/intro']) {
    const response = await fetch(env.server.url + route);
    assert.equal(response.status, 404, route);
    assert.match(await response.text(), /Page Not Found/);
  }
});

test('/favicon.ico is the logo: a browser asks for it on every Markdown twin and text file, which name no icon', async () => {
  const response = await fetch(`${env.server.url}/favicon.ico`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'image/x-icon');
  const icon = Buffer.from(await response.arrayBuffer());
  // An icon file of one image (00 00 01 00 01 00) holding the logo's PNG.
  assert.deepEqual([...icon.subarray(0, 6)], [0, 0, 1, 0, 1, 0]);
  assert.ok(icon.subarray(22).equals(readFileSync(path.join(ROOT, 'public/img/logo.png'))), 'the logo inside');
});

test('a version path is its landing page, not a folder listing', async () => {
  const response = await fetch(env.server.url + '/docs/4.0');
  assert.equal(response.status, 200);
  const html = await response.text();
  assert.match(html, /<title>Version 4.0 documentation \| React Native Track Player<\/title>/);
  assert.doesNotMatch(html, /Index of/);
});

test('the browser reaches no host but loopback: a server on another address of this machine gets nothing', async () => {
  // A host the machine can reach without internet, and so one that would answer if the browser let the request out.
  const address = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === 'IPv4')?.address;
  assert.ok(address, `a network address besides loopback to try: ${JSON.stringify(networkInterfaces())}`);
  /** @type {string[]} */
  const arrived = [];
  const target = createServer((request, response) => {
    arrived.push(`${request.headers.host}${request.url}`);
    response.end('reached');
  });
  target.listen(0, '0.0.0.0');
  await once(target, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (target.address());
  const { page, context } = await env.newPage();
  try {
    assert.equal(await (await fetch(`http://${address}:${port}/from-node`)).text(), 'reached', 'the server answers');
    await page.goto(`http://127.0.0.1:${port}/over-loopback`, { hydrated: false });
    assert.equal(await page.textContent('body'), 'reached', 'the browser reaches the same server over loopback');
    for (const url of [`http://${address}:${port}/by-address`, `http://rntp-offline-check.invalid:${port}/by-name`]) {
      const failed = await page.goto(url, { hydrated: false }).then(
        (response) => `answered ${response?.status()}`,
        (/** @type {Error} */ error) => error.message,
      );
      assert.match(failed, /net::ERR_/, `${url} fails inside the browser`);
    }
    // (Chromium asks the loopback server for its favicon too.)
    assert.deepEqual(
      arrived.filter((request) => !request.endsWith('/favicon.ico')),
      [`${address}:${port}/from-node`, `127.0.0.1:${port}/over-loopback`],
      'nothing the browser was sent to arrived',
    );
  } finally {
    await context.close();
    target.close();
  }
});
