/**
 * Search measurements on the built site, and the engine choice by measurement:
 * - two relevance sets against the site's engine (MiniSearch over heading
 *   sections, bench/search-relevance.ts): the questions real users asked in
 *   the library's issue tracker (bench/search-questions.json) and our own
 *   queries (bench/search-relevance.json): top-1, top-3 and every miss with
 *   what ranked first;
 * - our own set against Pagefind as the site configured it before (a Pagefind
 *   index of the same pages built here into a scratch folder of out/, removed
 *   afterwards): top-1, top-3, search time, bytes before the first results;
 * - the site's dialog in headless Chromium: bytes downloaded from the reader's
 *   first intent to the first results (gzip), the first query after opening,
 *   and keystroke to results painted (median of the other queries).
 */
import { readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { setup } from '../e2e/helpers.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCRATCH = 'bench-pagefind';

/** Queries typed one after another into the open dialog (the first one is measured apart). */
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
  'updateOptins',
  'buffer size',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

function relevanceSet() {
  return JSON.parse(readFileSync(new URL('search-relevance.json', import.meta.url), 'utf8')).queries;
}

/** The site's engine on the relevance set (run by tsx: it imports the TypeScript engine). */
function miniSearchRelevance() {
  const run = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.resolve('tsx/cli')), fileURLToPath(new URL('search-relevance.ts', import.meta.url))],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  if (run.status !== 0) throw new Error(`search-relevance.ts failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** A body's gzip size (what a compressing server sends). */
async function gzipBytes(response) {
  try {
    return gzipSync(await response.body()).length;
  } catch {
    return 0;
  }
}

/** Pagefind as configured before (forced English, version and language filters from the pages), in Chromium. */
async function pagefindRelevance(env) {
  const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error('bench search: pagefind did not create an index');
  await index.addDirectory({ path: 'out' });
  await index.writeFiles({ outputPath: `out/${SCRATCH}` });
  await pagefind.close();
  try {
    const { page, context } = await env.newPage();
    await page.goto(`${env.server.url}/docs/intro`, { waitUntil: 'networkidle' });
    const pending = [];
    page.on('response', (r) => {
      if (r.url().includes(`/${SCRATCH}/`)) pending.push(gzipBytes(r));
    });
    const queries = relevanceSet();
    const rows = [];
    let firstBytes = 0;
    for (const [i, q] of queries.entries()) {
      const { urls, ms } = await page.evaluate(
        async ({ q, scratch }) => {
          const api = (window.__pf ??= await import(`/${scratch}/pagefind.js`));
          if (!window.__pfReady) {
            await api.options({ baseUrl: '/', excerptLength: 24 });
            await api.init();
            window.__pfReady = true;
          }
          const started = performance.now();
          const search = await api.search(q.query, { filters: { version: q.version, language: 'en' } });
          const data = await Promise.all(search.results.slice(0, 5).map((r) => r.data()));
          const ms = performance.now() - started;
          const route = (u) => u.replace(/\.html(?=#|$)/, '').replace(/\/index(?=#|$)/, '');
          // The order the old dialog showed: each page, then up to four of its sections.
          const urls = data.flatMap((d) => [
            route(d.url),
            ...(d.sub_results ?? [])
              .map((s) => route(s.url))
              .filter((u) => u !== route(d.url))
              .slice(0, 4),
          ]);
          return { urls, ms };
        },
        { q, scratch: SCRATCH },
      );
      if (i === 0) firstBytes = (await Promise.all(pending)).reduce((a, b) => a + b, 0);
      const good = new Set([q.expect, ...(q.accept ?? [])]);
      const rank = urls.findIndex((u) => good.has(u));
      rows.push({ kind: q.kind, query: q.query, rank: rank === -1 ? null : rank + 1, got: urls.slice(0, 3), ms });
    }
    await context.close();
    return { rows, firstBytes };
  } finally {
    rmSync(`out/${SCRATCH}`, { recursive: true, force: true });
  }
}

/** The site's dialog: bytes from intent to first results, the first query, then the median keystroke to paint. */
async function dialogTimings(env) {
  const { page, context } = await env.newPage();
  await page.goto(`${env.server.url}/docs/api/events`, { waitUntil: 'networkidle' });
  const pending = [];
  const urls = [];
  page.on('response', (r) => {
    urls.push(r.url());
    pending.push(gzipBytes(r));
  });
  const typeAndWait = (q) =>
    page.evaluate(async (query) => {
      const el = /** @type {HTMLInputElement} */ (document.querySelector('.search-dialog-input'));
      const status = /** @type {HTMLElement} */ (document.querySelector('.search-dialog [role="status"]'));
      // The input's own value setter, as typing does: React's tracker then sees a change.
      const setter = /** @type {(this: HTMLInputElement, value: string) => void} */ (
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      );
      const started = performance.now();
      setter.call(el, query);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => {
        const check = () =>
          /found|No results/.test(status.textContent ?? '') && (status.textContent ?? '').includes(`“${query}”`)
            ? resolve(undefined)
            : requestAnimationFrame(check);
        requestAnimationFrame(check);
      });
      // The frame that shows the results.
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      return performance.now() - started;
    }, q);
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-dialog-input');
  const firstQueryMs = await typeAndWait('play');
  const firstBytes = (await Promise.all(pending)).reduce((a, b) => a + b, 0);
  const firstUrls = urls.map((u) => new URL(u).pathname);
  const timings = [];
  for (const query of QUERIES) {
    await page.locator('.search-dialog-input').fill('');
    timings.push(await typeAndWait(query));
  }
  await context.close();
  return { firstQueryMs, firstBytes, firstUrls, timings };
}

const summary = (rows) => ({
  top1: rows.filter((r) => r.rank === 1).length,
  top3: rows.filter((r) => r.rank !== null && r.rank <= 3).length,
  total: rows.length,
  medianMs: Math.round(median(rows.map((r) => r.ms)) * 10) / 10,
});

export async function searchBench() {
  const { own: mini, questions, split } = miniSearchRelevance();
  const env = await setup();
  try {
    const pf = await pagefindRelevance(env);
    const dialog = await dialogTimings(env);
    const index41 = readFileSync('out/search-index/4.1.json');
    return {
      relevance: {
        questions: {
          ...summary(questions),
          // The halves of the seeded split: rules are tuned on `tune`; `held-out` shows whether they carry over.
          split: {
            seed: split.seed,
            tune: summary(questions.filter((r) => r.half === 'tune')),
            heldOut: summary(questions.filter((r) => r.half === 'held-out')),
          },
          rows: questions,
        },
        minisearch: { ...summary(mini), rows: mini },
        pagefind: { ...summary(pf.rows), firstBytes: pf.firstBytes, rows: pf.rows },
      },
      indexBytes: { raw: index41.length, gzip: gzipSync(index41).length },
      firstBytes: dialog.firstBytes,
      firstUrls: dialog.firstUrls,
      firstQueryMs: Math.round(dialog.firstQueryMs),
      medianKeystrokeToResultsMs: Math.round(median(dialog.timings)),
      queries: dialog.timings.length,
    };
  } finally {
    await env.teardown();
  }
}

const pct = (n, total) => `${n}/${total} (${Math.round((100 * n) / total)} %)`;

/** Every query not answered first, with its rank and what came first instead. */
function missList(rows) {
  const missed = rows.filter((row) => row.rank !== 1);
  if (!missed.length) return 'none';
  return [
    '| query | version | half | rank | expected | first result |',
    '| --- | --- | --- | --- | --- | --- |',
    ...missed.map(
      (row) =>
        `| ${row.query.replace(/\|/g, '\\|')} | ${row.version} | ${row.half ?? ''} | ${row.rank ?? 'not in the first 10'} | \`${row.expect}\` | \`${row.got[0] ?? 'nothing'}\` |`,
    ),
  ].join('\n');
}

export function searchTable(r) {
  const { minisearch: m, pagefind: p, questions: q } = r.relevance;
  const misses = (rows) =>
    rows
      .filter((row) => row.rank !== 1)
      .map((row) => `\`${row.query}\` (${row.rank ? `rank ${row.rank}` : 'not in the first results'})`)
      .join(', ') || 'none';
  return [
    '### The site’s engine on both relevance sets',
    '',
    '| set | top-1 | top-3 | search time, median (Node) |',
    '| --- | --- | --- | --- |',
    `| questions real users asked (bench/search-questions.json) | ${pct(q.top1, q.total)} | ${pct(q.top3, q.total)} | ${q.medianMs} ms |`,
    `| our own queries (bench/search-relevance.json) | ${pct(m.top1, m.total)} | ${pct(m.top3, m.total)} | ${m.medianMs} ms |`,
    '',
    ...(q.split
      ? [
          `The real questions split in two halves by a hash of each source link with seed ${q.split.seed} (\`bench/search-relevance.ts\`); ranking rules and synonyms are tuned on the first half only.`,
          '',
          '| half of the real questions | top-1 | top-3 |',
          '| --- | --- | --- |',
          `| tuning half | ${pct(q.split.tune.top1, q.split.tune.total)} | ${pct(q.split.tune.top3, q.split.tune.total)} |`,
          `| held-out half | ${pct(q.split.heldOut.top1, q.split.heldOut.total)} | ${pct(q.split.heldOut.top3, q.split.heldOut.total)} |`,
          '',
        ]
      : []),
    '#### Questions not answered first',
    '',
    missList(q.rows),
    '',
    '#### Own queries not answered first',
    '',
    missList(m.rows),
    '',
    `### Engines on the relevance set (${m.total} queries, bench/search-relevance.json)`,
    '',
    '| engine | top-1 | top-3 | search time, median | bytes before the first results (gzip) |',
    '| --- | --- | --- | --- | --- |',
    `| MiniSearch over heading sections, API-symbol boost (the site) | ${pct(m.top1, m.total)} | ${pct(m.top3, m.total)} | ${m.medianMs} ms (Node) | ${(r.firstBytes / 1024).toFixed(1)} KB (dialog code, engine and the 4.1 index) |`,
    `| Pagefind as configured before | ${pct(p.top1, p.total)} | ${pct(p.top3, p.total)} | ${p.medianMs} ms (Chromium, search and the first 5 results' data) | ${(p.firstBytes / 1024).toFixed(1)} KB (runtime, wasm, index chunks and fragments) |`,
    '',
    `Not first with MiniSearch: ${misses(m.rows)}.`,
    '',
    `Not first with Pagefind: ${misses(p.rows)}.`,
    '',
    '### The site’s search dialog (headless Chromium)',
    '',
    '| measure | value |',
    '| --- | --- |',
    `| keystroke to results painted, median of ${r.queries} queries | ${r.medianKeystrokeToResultsMs} ms |`,
    `| first query after opening (index fetched and built), apart | ${r.firstQueryMs} ms |`,
    `| bytes from the first intent to the first results (gzip) | ${(r.firstBytes / 1024).toFixed(1)} KB |`,
    `| index of 4.1 alone | ${(r.indexBytes.raw / 1024).toFixed(0)} KB, ${(r.indexBytes.gzip / 1024).toFixed(1)} KB with gzip |`,
  ].join('\n');
}
