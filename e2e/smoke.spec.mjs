import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setup, waitForIdle, ROOT } from './helpers.mjs';

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

test('the sitemap lists every page: 221 docs, 6 version landings, 6 API changes pages, home and search', () => {
  const paths = sitemapPaths();
  assert.equal(paths.length, 221 + 6 + 6 + 2);
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
  ]) {
    assert.ok(paths.includes(p), `${p} missing from sitemap`);
  }
});

test('every sitemap URL answers 200 and loads without console errors', async () => {
  const paths = sitemapPaths();
  const failures = [];
  const workers = 4;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const { page, context, errors } = await env.newPage();
      while (next < paths.length) {
        const route = paths[next++];
        errors.length = 0;
        const response = await page.goto(env.server.url + route, { waitUntil: 'load' });
        // Hydration errors surface once the main thread goes idle after load.
        await waitForIdle(page);
        if (response?.status() !== 200) failures.push(`${route}: HTTP ${response?.status()}`);
        const title = await page.title();
        if (!title.endsWith('| React Native Track Player')) failures.push(`${route}: title "${title}"`);
        for (const error of errors) failures.push(`${route}: ${error}`);
      }
      await context.close();
    }),
  );
  assert.deepEqual(failures, []);
});

test('unknown paths answer 404 with the not-found page', async () => {
  for (const route of ['/nope', '/docs/2.1/guides/play-button', '/docs/5.0/intro']) {
    const response = await fetch(env.server.url + route);
    assert.equal(response.status, 404, route);
    assert.match(await response.text(), /Page Not Found/);
  }
});

test('a version path is its landing page, not a folder listing', async () => {
  const response = await fetch(env.server.url + '/docs/4.0');
  assert.equal(response.status, 200);
  const html = await response.text();
  assert.match(html, /<title>Version 4.0 documentation \| React Native Track Player<\/title>/);
  assert.doesNotMatch(html, /Index of/);
});
