/**
 * Lighthouse (npm `lighthouse`, Debian's Chromium) on the home page and a doc
 * page, mobile and desktop, served with gzip by scripts/serve.mjs: median of
 * three runs per case.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../e2e/helpers.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function runOnce(url, formFactor) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const output = path.join(dir, 'report.json');
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')} --user-data-dir=${path.join(dir, 'profile')}`,
    '--max-wait-for-load=30000',
  ];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/lighthouse'), args, {
    encoding: 'utf8',
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
  });
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    bytes: audit('total-byte-weight'),
    jsBytes: (report.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script')
      ?.transferSize,
    cls: audit('cumulative-layout-shift'),
    /** Every request the page made until Lighthouse stopped watching: what it was and the bytes it moved. */
    requests: /** @type {{ url: string, resourceType?: string, transferSize?: number, networkEndTime?: number }[]} */ (
      report.audits['network-requests']?.details?.items ?? []
    ).map(({ url, resourceType, transferSize, networkEndTime }) => ({
      url,
      resourceType,
      transferSize: transferSize ?? 0,
      // When the response had arrived, in ms from the navigation's start, as the observed paints are.
      loadedAt: networkEndTime ?? NaN,
    })),
    /**
     * The largest paint as it happened, unthrottled (ms from the navigation's start). The simulated LCP above
     * waits for every request that had ended before this paint, and for the scripts that ran before it, each
     * at the simulated slow network's and CPU's pace (Lighthouse's Lantern model).
     */
    observedLcp: report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN,
    /**
     * Lighthouse's long tasks (simulated: its 4× slower CPU), each with the one script it attributes the task to;
     * bench/long-tasks.mjs splits them further from a trace of its own.
     */
    longTasks: /** @type {{ url: string, duration: number, startTime: number }[]} */ (
      report.audits['long-tasks']?.details?.items ?? []
    ).map(({ url, duration, startTime }) => ({
      url,
      durationMs: Math.round(duration),
      startMs: Math.round(startTime),
    })),
    failing: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

export async function lighthouse({ runs = 3 } = {}) {
  const server = await startServer();
  const rows = [];
  try {
    for (const [name, route] of [
      ['home', '/'],
      ['doc page (installation)', '/docs/basics/installation'],
    ]) {
      for (const formFactor of ['mobile', 'desktop']) {
        const results = Array.from({ length: runs }, () => runOnce(server.url + route, formFactor));
        const pick = (fn) => median(results.map(fn));
        rows.push({
          name,
          route,
          formFactor,
          performance: pick((r) => r.scores.performance),
          accessibility: pick((r) => r.scores.accessibility),
          bestPractices: pick((r) => r.scores['best-practices']),
          seo: pick((r) => r.scores.seo),
          fcpMs: Math.round(pick((r) => r.fcp)),
          lcpMs: Math.round(pick((r) => r.lcp)),
          tbtMs: Math.round(pick((r) => r.tbt)),
          cls: Number(pick((r) => r.cls).toFixed(3)),
          failingAudits: [...new Set(results.flatMap((r) => r.failing))],
        });
      }
    }
  } finally {
    await server.close();
  }
  return rows;
}

export function lighthouseTable(rows) {
  const lines = [
    '| page | form factor | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} |`,
    );
  }
  return lines.join('\n');
}
