/**
 * `npm run bench -- pages`: the pages readers open most, against the old
 * site, on a phone. Lighthouse mobile (simulated throttling) on the three
 * heaviest doc pages of this build (by HTML size, among the routes the old
 * site also has), the 4.1 player functions and 2.1 events pages, and the
 * installation page, both sites served the same way
 * (scripts/serve.mjs, gzip), the two sides alternating run by run so that the
 * machine's drift falls on both alike. Median of `runs` per side.
 *
 * The framework floor (bench/floor: a bare Next.js page built with the site's
 * settings) is measured once after each pair, so it sees the same machine: what
 * any page pays for Next.js's client runtime alone, the bound below which
 * total blocking time cannot go while doc pages keep client navigation.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { startServer } from '../e2e/helpers.mjs';
import { median, runOnce } from './lighthouse.mjs';
import { buildFloor } from './page-weight.mjs';

const INSTALLATION = '/docs/basics/installation';
/** The pages the reference readers open most, measured whatever their size. */
const NAMED = ['/docs/api/functions/player', '/docs/2.1/api/events'];

/** The HTML file that answers `route` in an export (`/docs/x` → docs/x.html or docs/x/index.html). */
export function htmlFile(dir, route) {
  for (const candidate of [`${route}.html`, `${route}/index.html`]) {
    const file = path.join(dir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Routes of the doc pages of an export, heaviest HTML first. */
export function docRoutesBySize(dir) {
  return readdirSync(path.join(dir, 'docs'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      route: `/docs/${file.replace(/(\/index)?\.html$/, '')}`,
      bytes: statSync(path.join(dir, 'docs', file)).size,
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * The pages to measure: the `count` heaviest doc pages both sites have, the
 * API pages readers open most, then the installation page.
 */
export function pagesToMeasure(ours, old, count = 3, named = NAMED) {
  const heaviest = docRoutesBySize(ours)
    .filter(({ route }) => route !== INSTALLATION && htmlFile(old, route))
    .slice(0, count)
    .map(({ route }) => route);
  const both = (route) => htmlFile(ours, route) && htmlFile(old, route);
  return [...new Set([...heaviest, ...named.filter(both), INSTALLATION])];
}

const gzipOf = (file) => (file ? gzipSync(readFileSync(file)).length : NaN);

/**
 * @param {string} oldDir the old site's files
 * @param {{ runs?: number, outDir?: string }} [options]
 */
export async function pagesBench(oldDir, { runs = 3, outDir = 'out' } = {}) {
  const sides = { ours: path.resolve(outDir), old: path.resolve(oldDir) };
  const routes = pagesToMeasure(sides.ours, sides.old);
  const servers = {
    ours: await startServer({ dir: sides.ours }),
    old: await startServer({ dir: sides.old }),
    floor: await startServer({ dir: buildFloor() }),
  };
  const rows = [];
  /** @type {ReturnType<typeof runOnce>[]} */
  const floor = [];
  try {
    for (const route of routes) {
      /** @type {Record<'ours' | 'old', ReturnType<typeof runOnce>[]>} */
      const results = { ours: [], old: [] };
      for (let i = 0; i < runs; i++) {
        for (const side of i % 2 === 0 ? ['old', 'ours'] : ['ours', 'old'])
          results[side].push(runOnce(servers[side].url + route, 'mobile'));
        floor.push(runOnce(`${servers.floor.url}/`, 'mobile'));
      }
      for (const side of /** @type {const} */ (['ours', 'old'])) {
        const pick = (fn) => median(results[side].map(fn));
        const file = htmlFile(sides[side], route);
        rows.push({
          route,
          side,
          htmlBytes: file ? statSync(file).size : NaN,
          htmlGzipBytes: gzipOf(file),
          transferredBytes: Math.round(pick((r) => r.bytes)),
          jsBytes: Math.round(pick((r) => r.jsBytes ?? NaN)),
          tbtMs: Math.round(pick((r) => r.tbt)),
          lcpMs: Math.round(pick((r) => r.lcp)),
          performance: pick((r) => r.scores.performance),
          all: results[side].map((r) => r.scores.performance),
        });
      }
    }
    const pick = (fn) => median(floor.map(fn));
    rows.push({
      route: '/ (bench/floor)',
      side: 'framework floor',
      htmlBytes: NaN,
      htmlGzipBytes: NaN,
      transferredBytes: Math.round(pick((r) => r.bytes)),
      jsBytes: Math.round(pick((r) => r.jsBytes ?? NaN)),
      tbtMs: Math.round(pick((r) => r.tbt)),
      lcpMs: Math.round(pick((r) => r.lcp)),
      performance: pick((r) => r.scores.performance),
      all: floor.map((r) => r.scores.performance),
      tbtRange: [Math.round(Math.min(...floor.map((r) => r.tbt))), Math.round(Math.max(...floor.map((r) => r.tbt)))],
    });
  } finally {
    await servers.ours.close();
    await servers.old.close();
    await servers.floor.close();
  }
  return { oldDir: sides.old, runs, rows };
}

export function pagesTable({ rows }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [
    '| page | side | score (runs) | TBT | LCP | transferred | JS | HTML | HTML gzip |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.route} | ${r.side} | ${r.performance} (${r.all.join(', ')}) | ${r.tbtMs} ms${r.tbtRange ? ` (${r.tbtRange.join('–')})` : ''} | ${r.lcpMs} ms | ${kb(r.transferredBytes)} | ${kb(r.jsBytes)} | ${Number.isNaN(r.htmlBytes) ? '' : kb(r.htmlBytes)} | ${Number.isNaN(r.htmlGzipBytes) ? '' : kb(r.htmlGzipBytes)} |`,
    );
  lines.push('', '| page | transferred, ours ÷ old | HTML gzip, ours ÷ old |', '| --- | --- | --- |');
  for (const route of [...new Set(rows.map((r) => r.route))]) {
    const ours = rows.find((r) => r.route === route && r.side === 'ours');
    const old = rows.find((r) => r.route === route && r.side === 'old');
    if (ours && old)
      lines.push(
        `| ${route} | ${(ours.transferredBytes / old.transferredBytes).toFixed(2)}× | ${(ours.htmlGzipBytes / old.htmlGzipBytes).toFixed(2)}× |`,
      );
  }
  return lines.join('\n');
}
