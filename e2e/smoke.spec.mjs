import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
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

/** The HTML file of the export that answers a route, as scripts/serve.mjs picks it. */
function htmlOf(route) {
  const base = path.join(ROOT, 'out', ...route.split('/').filter(Boolean));
  const file = route === '/' ? path.join(ROOT, 'out/index.html') : `${base}.html`;
  return readFileSync(existsSync(file) ? file : path.join(base, 'index.html'), 'utf8');
}

/**
 * The client components a page's HTML hands to React for hydration: the module ids of the client references (`I`
 * rows) in its flight data. Pages with the same set run the same client code when they hydrate.
 */
function clientReferences(html) {
  const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g)]
    .map(([, text = '']) => JSON.parse(`"${text}"`))
    .join('');
  return [...new Set([...flight.matchAll(/^[0-9a-f]+:I\[(\d+),/gm)].map(([, id]) => id))].sort();
}

/**
 * The sitemap's pages by template and version: the route's kind (home, search, a version's landing page, a doc
 * page of a version, the API changes index or a changes page) and the client components its HTML hydrates. Each
 * group is hydrated once in Chromium, on its largest page (the most content for the same code); every page is
 * still fetched and its HTML checked.
 * @returns {Map<string, string[]>} group name → routes, largest page first
 */
function pagesByTemplate(paths = sitemapPaths()) {
  /** @type {Map<string, { route: string, size: number }[]>} */
  const groups = new Map();
  for (const route of paths) {
    const [first, second, ...rest] = route.split('/').filter(Boolean);
    const versioned = second !== undefined && /^(\d+\.\d+|next)$/.test(second);
    const version = versioned ? second : 'latest';
    /** What follows /docs/ or /docs/<version>/: nothing on a version's landing page. */
    const doc = versioned ? rest : second === undefined ? [] : [second, ...rest];
    const kind =
      route === '/'
        ? 'home'
        : first !== 'docs'
          ? route
          : second === 'changes'
            ? `API changes ${rest.length ? 'page' : 'index'}`
            : `${doc.length ? 'doc page' : 'version landing'}, ${version}`;
    const html = htmlOf(route);
    const name = `${kind} [client components ${clientReferences(html).join(' ')}]`;
    groups.set(name, [...(groups.get(name) ?? []), { route, size: html.length }]);
  }
  return new Map([...groups].map(([name, pages]) => [name, pages.sort((a, b) => b.size - a.size).map((p) => p.route)]));
}

test('every sitemap URL answers 200 with an HTML page titled "… | React Native Track Player", whose scripts, styles and pictures answer 200', async () => {
  const failures = [];
  const queue = sitemapPaths();
  /** Every file of this site a page loads (scripts, style sheets, preloads, icons, pictures) → the first page. */
  const assets = new Map();
  const check = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      const response = await fetch(env.server.url + route);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '(no title)';
      if (response.status !== 200) failures.push(`${route}: HTTP ${response.status}`);
      else if (!title.endsWith('| React Native Track Player')) failures.push(`${route}: title "${title}"`);
      // What the browser would ask for as the page loads: a missing one was a console error in a hydrated page.
      for (const [, tag = '', attributes = ''] of html.matchAll(/<(script|link|img)\b([^>]*)>/g)) {
        const url = /\s(?:src|href)="(\/(?!\/)[^"]*)"/.exec(attributes)?.[1];
        if (!url || (tag === 'link' && !/\srel="(stylesheet|preload|icon)"/.test(attributes))) continue;
        if (!assets.has(url)) assets.set(url, route);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, check));
  assert.ok(assets.size > 5, `the pages load the site's scripts and styles: ${[...assets.keys()].join(', ')}`);
  const files = [...assets];
  const fetchAssets = async () => {
    for (let next = files.shift(); next !== undefined; next = files.shift()) {
      const [url, route] = next;
      const response = await fetch(env.server.url + url.replaceAll('&amp;', '&'));
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${route}: ${url} answers HTTP ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, fetchAssets));
  assert.deepEqual(failures, []);
});

test('the sitemap pages come from 16 templates: home, search, the API changes index and pages, and a landing page and a doc page per version', () => {
  const groups = pagesByTemplate();
  const versions = ['latest', 'next', '4.0', '3.2', '3.1', '2.1'];
  // A doc page without headings (a version's playground page without a web player) has no table of contents, so
  // one client component less: at most one such group more per version.
  assert.ok(groups.size >= 16 && groups.size <= 16 + versions.length, [...groups.keys()].join('\n'));
  for (const kind of ['home', '/search', 'API changes index', 'API changes page'].concat(
    versions.flatMap((v) => [`version landing, ${v}`, `doc page, ${v}`]),
  ))
    assert.ok(
      [...groups.keys()].some((name) => name.startsWith(`${kind} [`)),
      `a group of ${kind}: ${[...groups.keys()].join('\n')}`,
    );
});

test('a page of each template and version loads and hydrates in Chromium without a console error', async () => {
  const queue = [...pagesByTemplate()].map(([name, routes]) => ({ name, route: /** @type {string} */ (routes[0]) }));
  const failures = [];
  // Two pages per core: while one waits on the server or the protocol, the other runs.
  const workers = 2 * Math.max(1, availableParallelism());
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const page = await context.newPage();
      const errors = trackErrors(page);
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const { name, route } = next;
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
        if (!hydrated) failures.push(`${route} (${name}): did not hydrate within 60 s`);
        for (const error of errors) failures.push(`${route} (${name}): ${error}`);
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
