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
 *
 * Per page and side it reports the bytes transferred while the page loads
 * (what Lighthouse saw, headers included) split into HTML, scripts, styles,
 * fetches and the rest, whether any other route's data was fetched, the
 * inline React payload of our HTML (bench/inline-payload.mjs), the largest
 * paint as it happened with the scripts that had arrived before it (which
 * Lighthouse's simulated LCP waits for), and the machine's load average,
 * which Lighthouse's timings follow.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/helpers.mjs';
import { median, runOnce } from './lighthouse.mjs';
import { buildFloor } from './page-weight.mjs';
import { htmlFile, inlinePayload } from './inline-payload.mjs';
import { chunkOrigins, scriptOrigin } from './long-tasks.mjs';

const INSTALLATION = '/docs/basics/installation';
/** The pages the reference readers open most, measured whatever their size. */
const NAMED = ['/docs/api/functions/player', '/docs/2.1/api/events'];

export { htmlFile };

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

/** What a request of a page load was, for the bytes table. */
const KINDS = /** @type {const} */ (['html', 'scripts', 'styles', 'fetches', 'prefetches', 'other']);

/**
 * The bytes a page load transferred, by kind, and the other routes whose data
 * it fetched: a fetch for React Server Components data (`.txt`, `?_rsc=`) or
 * for another page of the site (a route's HTML, as a doc page's article is
 * fetched on intent), or another route's code prefetched (`<link rel="prefetch">`,
 * which Lighthouse lists as "Other": the old site's Docusaurus prefetches the
 * chunks of the pages whose links are in view, once the browser is idle), made
 * before anyone touched the page.
 * @param {{ url: string, resourceType?: string, transferSize: number }[]} requests Lighthouse's network requests
 * @param {string} pageUrl the page loaded
 */
export function bytesByKind(requests, pageUrl) {
  const bytes = /** @type {Record<(typeof KINDS)[number], number>} */ (
    Object.fromEntries(KINDS.map((kind) => [kind, 0]))
  );
  /** @type {string[]} */
  const routeData = [];
  const page = new URL(pageUrl);
  for (const { url, resourceType, transferSize } of requests) {
    const kind =
      resourceType === 'Document'
        ? 'html'
        : resourceType === 'Script'
          ? 'scripts'
          : resourceType === 'Stylesheet'
            ? 'styles'
            : resourceType === 'Fetch' || resourceType === 'XHR'
              ? 'fetches'
              : resourceType === 'Other' && sameOriginScript(url, page)
                ? 'prefetches'
                : 'other';
    bytes[kind] += transferSize;
    const target = new URL(url, page);
    if (kind === 'prefetches') routeData.push(target.pathname);
    if (kind !== 'fetches') continue;
    const samePage = target.origin === page.origin && target.pathname === page.pathname;
    const asset = /\.(json|js|css|png|svg|webp|woff2?)$/.test(target.pathname);
    if (
      target.origin === page.origin &&
      (target.searchParams.has('_rsc') || target.pathname.endsWith('.txt') || (!samePage && !asset))
    )
      routeData.push(target.pathname + target.search);
  }
  return { ...bytes, total: KINDS.reduce((sum, kind) => sum + bytes[kind], 0), routeData };
}

/**
 * The scripts a page load had received before its largest paint, as it happened (Lighthouse's observed LCP):
 * the simulated LCP waits for each of them on the throttled network, and for those that ran before the paint on
 * the throttled CPU. A page whose text paints before its scripts arrive (the framework floor) has a simulated LCP
 * near its first paint; one whose paint comes after them pays for the scripts in its LCP.
 * @param {{ resourceType?: string, transferSize: number, loadedAt?: number }[]} requests Lighthouse's network requests
 * @param {number} paintMs the observed largest paint, ms from the navigation's start
 * @returns {{ count: number, bytes: number }}
 */
export function scriptsBeforePaint(requests, paintMs) {
  const before = requests.filter(
    (r) => r.resourceType === 'Script' && Number.isFinite(r.loadedAt) && /** @type {number} */ (r.loadedAt) <= paintMs,
  );
  return { count: before.length, bytes: before.reduce((sum, r) => sum + r.transferSize, 0) };
}

/** A script of the page's own site (an address of the page's origin ending in `.js` or `.mjs`). */
function sameOriginScript(url, page) {
  const target = new URL(url, page);
  return target.origin === page.origin && /\.m?js$/.test(target.pathname);
}

/** The 1-minute load average, to one decimal: Lighthouse's timings follow it. */
const load1 = () => Math.round((loadavg()[0] ?? NaN) * 10) / 10;

/** The run whose `value` is the median (by default its transferred total, so that its bytes by kind add up). */
function medianRun(results, value = (r) => r.bytesByKind.total) {
  const values = results.map(value);
  return results[values.indexOf(median(values))] ?? results[0];
}

/**
 * What a side's runs of one page come to: Lighthouse's medians, and the bytes of the median run.
 * @param {any[]} results the side's runs
 * @param {{ route: string, side: string, file?: string | null }} where the page, the side and its HTML file
 */
function summary(results, where) {
  const { route, side, file = null } = where;
  const pick = (fn) => median(results.map(fn));
  const run = medianRun(results);
  const lcpRun = medianRun(results, (r) => r.lcp);
  return {
    route,
    side,
    htmlBytes: file ? statSync(file).size : NaN,
    htmlGzipBytes: gzipOf(file),
    /** Ours only: the inline React payload of the page's HTML, gzip. */
    payloadGzipBytes: file && side === 'ours' ? inlinePayload(readFileSync(file, 'utf8')).gzipBytes : NaN,
    transferredBytes: Math.round(pick((r) => r.bytes)),
    /** Each run's transferred total, headers included: a side whose load prefetches varies from run to run. */
    totalsAll: results.map((r) => r.bytesByKind.total),
    bytes: run.bytesByKind,
    /** Other routes' data fetched during any of the runs' loads. */
    routeData: [...new Set(results.flatMap((r) => r.bytesByKind.routeData))],
    jsBytes: Math.round(pick((r) => r.jsBytes ?? NaN)),
    tbtMs: Math.round(pick((r) => r.tbt)),
    lcpMs: Math.round(pick((r) => r.lcp)),
    /** In the run with the median LCP: its largest paint as it happened (unthrottled), and the scripts loaded before it. */
    observedLcpMs: Math.round(lcpRun?.observedLcp ?? NaN),
    scriptsBeforeLcp: lcpRun ? scriptsBeforePaint(lcpRun.requests ?? [], lcpRun.observedLcp ?? NaN) : undefined,
    performance: pick((r) => r.scores.performance),
    all: results.map((r) => r.scores.performance),
    tbtAll: results.map((r) => Math.round(r.tbt)),
    /** The long tasks of the run with the median TBT, as Lighthouse attributes them (one script each). */
    longTasks: medianRun(results, (r) => r.tbt)?.longTasks ?? [],
  };
}

/**
 * Lighthouse's long tasks of a run, each with the origin of the script it names: the framework's chunks, ours (by
 * the build's manifests, bench/long-tasks.mjs), the page's inline scripts, or, on the old site, its own.
 * @param {{ url: string, durationMs: number, startMs: number }[]} tasks
 * @param {string} pageUrl
 * @param {Map<string, any> | null} chunks the side's chunks, null for the old site
 */
export function longTasksByOrigin(tasks, pageUrl, chunks) {
  return tasks.map((t) => {
    const { origin, label } = chunks
      ? scriptOrigin(t.url === 'Unattributable' ? '' : t.url, pageUrl, chunks)
      : { origin: t.url === 'Unattributable' || !t.url ? 'browser' : 'old site', label: t.url };
    return { ...t, origin, script: label };
  });
}

/**
 * @param {string} oldDir the old site's files
 * @param {{ runs?: number, outDir?: string, only?: string[] }} [options] `only`: measure these routes (to try the
 * bench on one page) instead of the pages `pagesToMeasure` picks
 */
export async function pagesBench(oldDir, { runs = 3, outDir = 'out', only } = {}) {
  const sides = { ours: path.resolve(outDir), old: path.resolve(oldDir) };
  const routes = only ?? pagesToMeasure(sides.ours, sides.old);
  const servers = {
    ours: await startServer({ dir: sides.ours }),
    old: await startServer({ dir: sides.old }),
    floor: await startServer({ dir: buildFloor() }),
  };
  /** Which chunk is whose, to tell the origin of each long task. */
  const chunks = {
    ours: chunkOrigins(path.join(sides.ours, '..', '.next')),
    floor: chunkOrigins(path.join(buildFloor(), '..', '.next')),
    old: null,
  };
  const rows = [];
  const floor = [];
  /** The 1-minute load average before each Lighthouse run. */
  const loads = [];
  const measure = (url, side) => {
    loads.push(load1());
    const result = runOnce(url, 'mobile');
    return {
      ...result,
      bytesByKind: bytesByKind(result.requests, url),
      longTasks: longTasksByOrigin(result.longTasks, url, chunks[side]),
    };
  };
  try {
    for (const route of routes) {
      /** @type {Record<'ours' | 'old', ReturnType<typeof measure>[]>} */
      const results = { ours: [], old: [] };
      const firstLoad = loads.length;
      for (let i = 0; i < runs; i++) {
        for (const side of i % 2 === 0 ? ['old', 'ours'] : ['ours', 'old'])
          results[side].push(measure(servers[side].url + route, side));
        floor.push(measure(`${servers.floor.url}/`, 'floor'));
      }
      const load = [Math.min(...loads.slice(firstLoad)), Math.max(...loads.slice(firstLoad))];
      for (const side of /** @type {const} */ (['ours', 'old']))
        rows.push({ ...summary(results[side], { route, side, file: htmlFile(sides[side], route) }), load });
    }
    rows.push({
      ...summary(floor, { route: '/ (bench/floor)', side: 'framework floor' }),
      tbtRange: [Math.min(...floor.map((r) => Math.round(r.tbt))), Math.max(...floor.map((r) => Math.round(r.tbt)))],
      load: [Math.min(...loads), Math.max(...loads)],
    });
  } finally {
    await servers.ours.close();
    await servers.old.close();
    await servers.floor.close();
  }
  return { oldDir: sides.old, runs, loadAverage: { min: Math.min(...loads), max: Math.max(...loads) }, rows };
}

export function pagesTable({ rows, loadAverage }) {
  const kb = (bytes) => (Number.isNaN(bytes) ? '' : `${(bytes / 1024).toFixed(1)} KB`);
  const floor = rows.find((r) => r.side === 'framework floor');
  const lines = [
    `Load average (1 min) before each Lighthouse run: ${loadAverage ? `${loadAverage.min} to ${loadAverage.max}` : 'not recorded'}.`,
    '',
    'LCP: Lighthouse’s simulated figure (slow 4G, a 4× slower CPU); as painted: the largest paint as it happened,',
    'unthrottled, and the scripts that had arrived before it, which the simulated LCP waits for.',
    '',
    '| page | side | score (runs) | TBT (runs) | LCP | LCP as painted, scripts arrived before it | load average |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const painted = Number.isFinite(r.observedLcpMs)
      ? `${r.observedLcpMs} ms, ${r.scriptsBeforeLcp ? `${r.scriptsBeforeLcp.count} (${kb(r.scriptsBeforeLcp.bytes)})` : '?'}`
      : '';
    lines.push(
      `| ${r.route} | ${r.side} | ${r.performance} (${r.all.join(', ')}) | ${r.tbtMs} ms (${(r.tbtAll ?? []).join(', ')}) | ${r.lcpMs} ms | ${painted} | ${r.load ? r.load.join('–') : ''} |`,
    );
  }
  lines.push(
    '',
    'Bytes transferred while the page loads (Lighthouse, headers included; the run with the median total), by kind;',
    'route data: other routes’ data or code fetched before any interaction (prefetched: other routes’ scripts',
    'fetched by `<link rel="prefetch">`); every run: each run’s total, which varies when a side prefetches once idle.',
    '',
    '| page | side | transferred | every run | HTML | scripts | styles | fetches | prefetched | other | route data during load | JS above floor | inline payload gzip | HTML gzip |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const r of rows) {
    const b = r.bytes ?? {};
    const aboveFloor = floor && r.side === 'ours' ? kb(r.jsBytes - floor.jsBytes) : '';
    const routeData = r.routeData ? (r.routeData.length ? `${r.routeData.length} requests` : 'none') : '';
    lines.push(
      `| ${r.route} | ${r.side} | ${kb(r.transferredBytes)} | ${(r.totalsAll ?? []).map((t) => (t / 1024).toFixed(1)).join(', ')} | ${kb(b.html)} | ${kb(b.scripts)} | ${kb(b.styles)} | ${kb(b.fetches)} | ${kb(b.prefetches ?? NaN)} | ${kb(b.other)} | ${routeData} | ${aboveFloor} | ${kb(r.payloadGzipBytes ?? NaN)} | ${kb(r.htmlGzipBytes)} |`,
    );
  }
  lines.push(
    '',
    'Long tasks of the run with the median TBT, as Lighthouse counts them (simulated 4× slower CPU), each with the',
    'script Lighthouse attributes it to and that script’s origin (`npm run bench -- tasks` splits them by samples).',
    '',
    '| page | side | TBT | long tasks: start, duration, origin (script) |',
    '| --- | --- | --- | --- |',
  );
  for (const r of rows)
    lines.push(
      `| ${r.route} | ${r.side} | ${r.tbtMs} ms | ${(r.longTasks ?? []).length ? r.longTasks.map((t) => `${t.startMs} ms, ${t.durationMs} ms, ${t.origin} (${t.script})`).join('; ') : 'none'} |`,
    );
  lines.push(
    '',
    'Ratios: of the median runs (Lighthouse’s median total per side), and of our median run against the old side’s',
    'lightest run (its load with the fewest prefetches made in time), the harder comparison.',
    '',
    '| page | transferred, ours ÷ old | ours ÷ old’s lightest run | HTML gzip, ours ÷ old |',
    '| --- | --- | --- | --- |',
  );
  for (const route of [...new Set(rows.map((r) => r.route))]) {
    const ours = rows.find((r) => r.route === route && r.side === 'ours');
    const old = rows.find((r) => r.route === route && r.side === 'old');
    if (ours && old)
      lines.push(
        `| ${route} | ${(ours.transferredBytes / old.transferredBytes).toFixed(2)}× | ${old.totalsAll && ours.totalsAll ? `${(median(ours.totalsAll) / Math.min(...old.totalsAll)).toFixed(2)}×` : ''} | ${(ours.htmlGzipBytes / old.htmlGzipBytes).toFixed(2)}× |`,
      );
  }
  return lines.join('\n');
}
