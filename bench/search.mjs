/**
 * Search measurements on the built site: index size per version and in total,
 * bytes downloaded for the first query, and keystroke-to-results time in the
 * browser (median of 20 queries).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as pagefind from 'pagefind';
import { htmlFiles } from '../scripts/lib/html-files.mjs';
import { setup } from '../e2e/helpers.mjs';

/**
 * The pages of each version, read from the same `version` filter the real
 * index uses (so 4.1, served without a prefix, is one group like the others).
 */
function pagesByVersion() {
  const groups = {};
  for (const file of htmlFiles('out')) {
    const html = readFileSync(file, 'utf8');
    const version = /data-pagefind-filter="version:([^"]+)"/.exec(html)?.[1];
    if (!version) continue;
    (groups[version] ??= []).push({ file, html });
  }
  return groups;
}

/** Size of a Pagefind index built from one version's pages only. */
async function versionIndexBytes(pages) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pf-'));
  const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
  for (const { file, html } of pages) {
    const { errors } = await index.addHTMLFile({ sourcePath: path.relative('out', file), content: html });
    if (errors.length) throw new Error(`Pagefind could not index ${file}: ${errors.join('; ')}`);
  }
  await index.writeFiles({ outputPath: dir });
  const size = dirBytes(dir);
  rmSync(dir, { recursive: true, force: true });
  return { pages: pages.length, bytes: size.raw };
}

function dirBytes(dir) {
  let raw = 0;
  let gz = 0;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      const sub = dirBytes(full);
      raw += sub.raw;
      gz += sub.gz;
    } else {
      const data = readFileSync(full);
      raw += data.length;
      gz += /\.(js|css|json)$/.test(entry) ? gzipSync(data).length : data.length;
    }
  }
  return { raw, gz };
}

const QUERIES = [
  'play',
  'getQueue',
  'setupPlayer',
  'capability',
  'background',
  'progress',
  'repeat',
  'skip',
  'event',
  'hook',
  'volume',
  'notification',
  'android',
  'ios',
  'queue',
  'sleep',
  'offline',
  'remote',
  'state',
  'track',
];

export async function searchBench() {
  const index = dirBytes('out/pagefind');
  const perVersion = {};
  const manifest = JSON.parse(readFileSync('content/versions.json', 'utf8'));
  const order = [manifest.current.path, ...manifest.versions];
  const groups = pagesByVersion();
  const names = Object.keys(groups).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  for (const version of names) perVersion[version] = await versionIndexBytes(groups[version]);
  await pagefind.close();
  // Each standalone index carries Pagefind's runtime and wasm; report the index part above that.
  const runtime =
    dirBytes('out/pagefind').raw -
    dirBytes('out/pagefind/index').raw -
    dirBytes('out/pagefind/fragment').raw -
    dirBytes('out/pagefind/filter').raw;
  const env = await setup();
  try {
    const { page, context } = await env.newPage();
    await page.goto(env.server.url + '/docs/api/events', { waitUntil: 'networkidle' });
    const bytes = [];
    page.on('response', async (r) => {
      if (r.url().includes('/pagefind/')) bytes.push(Number((await r.allHeaders())['content-length'] ?? 0));
    });
    await page.keyboard.press('Control+k');
    const input = page.locator('.search-dialog-input');
    await input.fill('play');
    await page.waitForFunction(() =>
      /found|No results/.test(document.querySelector('.search-dialog [role="status"]')?.textContent ?? ''),
    );
    await page.waitForLoadState('networkidle');
    const firstQueryBytes = bytes.reduce((a, b) => a + b, 0);
    const timings = [];
    for (const query of QUERIES) {
      await input.fill('');
      const ms = await page.evaluate(async (q) => {
        const el = document.querySelector('.search-dialog-input');
        const status = document.querySelector('.search-dialog [role="status"]');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const started = performance.now();
        setter.call(el, q);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => {
          const check = () =>
            /found|No results/.test(status.textContent) && status.textContent.includes(q)
              ? resolve()
              : requestAnimationFrame(check);
          requestAnimationFrame(check);
        });
        return performance.now() - started;
      }, query);
      timings.push(ms);
    }
    await context.close();
    timings.sort((a, b) => a - b);
    return {
      indexBytes: index.raw,
      indexGzipBytes: index.gz,
      runtimeBytes: runtime,
      perVersion: Object.fromEntries(
        Object.entries(perVersion).map(([v, r]) => [v, { pages: r.pages, indexBytes: r.bytes - runtime }]),
      ),
      firstQueryBytes,
      medianKeystrokeToResultsMs: Math.round(timings[Math.floor(timings.length / 2)]),
      queries: QUERIES.length,
    };
  } finally {
    await env.teardown();
  }
}

export function searchTable(r) {
  return [
    '| measure | value |',
    '| --- | --- |',
    `| index on disk (all versions) | ${(r.indexBytes / 1024).toFixed(0)} KB (${(r.indexGzipBytes / 1024).toFixed(0)} KB with gzip on JS/JSON), of which Pagefind runtime and wasm ${(r.runtimeBytes / 1024).toFixed(0)} KB |`,
    ...Object.entries(r.perVersion).map(
      ([v, x]) => `| index of ${v} alone (${x.pages} pages) | ${(x.indexBytes / 1024).toFixed(0)} KB |`,
    ),
    `| bytes downloaded for the first query | ${(r.firstQueryBytes / 1024).toFixed(1)} KB |`,
    `| keystroke to results, median of ${r.queries} queries | ${r.medianKeystrokeToResultsMs} ms |`,
  ].join('\n');
}
