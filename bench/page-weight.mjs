/**
 * Bytes a page loads up front, measured in Chromium: gzip-compressed JS, CSS
 * and HTML until the network is idle, before any interaction. Other routes'
 * data fetched meanwhile (route prefetches) is reported apart: a page needs
 * none of it to show, and fetches it only when the reader shows intent.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/browser.mjs';
import { startServer } from '../e2e/helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FLOOR_DIR = path.join(ROOT, 'bench/floor');

export const TEMPLATES = [
  ['home', '/'],
  ['doc: installation', '/docs/basics/installation'],
  ['doc: API reference', '/docs/api/functions/player'],
  ['doc: old version', '/docs/2.1/api/events'],
  ['version landing', '/docs/3.2'],
  ['search page', '/search?q=play'],
];

/** Build the bare Next.js page (skipped when already built). */
export function buildFloor({ force = false } = {}) {
  const out = path.join(FLOOR_DIR, 'out');
  if (existsSync(path.join(out, 'index.html')) && !force) return out;
  rmSync(out, { recursive: true, force: true });
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/next'), ['build'], {
    cwd: FLOOR_DIR,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`framework floor build failed:\n${result.stdout}\n${result.stderr}`);
  return out;
}

/** Up-front bytes (compressed, as sent with gzip) of each route. */
export async function measure(dir, routes) {
  const server = await startServer({ dir });
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const [name, route] of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      const entries = await page.evaluate(() => {
        const [nav] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
        const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map(
          (r) => ({ name: r.name, type: r.initiatorType, bytes: r.encodedBodySize }),
        );
        return { html: nav?.encodedBodySize ?? 0, resources };
      });
      const js = entries.resources.filter((r) => /\.m?js(\?|$)/.test(r.name)).reduce((s, r) => s + r.bytes, 0);
      const css = entries.resources.filter((r) => /\.css(\?|$)/.test(r.name)).reduce((s, r) => s + r.bytes, 0);
      // Other routes' data: their React Server Components files, or their HTML fetched by script.
      const routeData = entries.resources.filter(
        (r) => /\.txt(\?|$)/.test(r.name) || (r.type === 'fetch' && !/\.json(\?|$)/.test(r.name)),
      );
      const prefetch = routeData.reduce((s, r) => s + r.bytes, 0);
      rows.push({ name, route, js, css, html: entries.html, prefetch, prefetches: routeData.length });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function table(rows, floorJs) {
  const lines = [
    '| page | JS | above floor | CSS | HTML | total | route data fetched during load (not counted) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} (\`${r.route}\`) | ${kb(r.js)} | ${kb(r.js - floorJs)} | ${kb(r.css)} | ${kb(r.html)} | ${kb(r.js + r.css + r.html)} | ${r.prefetches ? `${kb(r.prefetch)} (${r.prefetches} requests)` : 'none'} |`,
    );
  }
  return lines.join('\n');
}
