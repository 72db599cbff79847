/**
 * `npm run bench -- tasks`: the long tasks of each page the `pages` part measures, and of the framework floor
 * (bench/floor), from a Chrome trace of a phone's load (390 px, Lighthouse's slow 4G and 4× slower CPU, applied by
 * the browser), attributed to the framework or to our chunks by bench/long-tasks.mjs. `TASKS_RUNS` loads per page
 * (3 by default); the table shows each page's median run by blocking time. The old site is not traced: its chunks
 * are not ours to split. `TASKS_ROUTES=/docs/a,/docs/b` traces those routes instead.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/browser.mjs';
import { PHONE, startServer } from '../e2e/helpers.mjs';
import { median } from './lighthouse.mjs';
import { analyseTrace, chunkOrigins, MOBILE_THROTTLING, TRACE_CATEGORIES } from './long-tasks.mjs';
import { buildFloor } from './page-weight.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TASK_ROUTES = ['/docs/api/functions/player', '/docs/2.1/api/events', '/docs/basics/installation'];

/** One traced load of `url` on a phone, its long tasks attributed. */
async function traceOnce(browser, url, chunks) {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_THROTTLING.latencyMs,
      downloadThroughput: MOBILE_THROTTLING.downloadBytesPerSecond,
      uploadThroughput: MOBILE_THROTTLING.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // What runs once the page has loaded: idle-time hydration, effects, the first idle callbacks.
    await page.waitForTimeout(3000);
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString('utf8'));
    return analyseTrace(traceEvents, chunks, url);
  } finally {
    await context.close();
  }
}

/**
 * @param {{ runs?: number, routes?: string[], checkout?: string }} [options] `checkout`: the folder whose `out/` and
 * `.next/` are traced (this one by default; `TASKS_CHECKOUT` in `npm run bench -- tasks`), to compare two builds
 */
export async function tasksBench({ runs = 3, routes = TASK_ROUTES, checkout = ROOT } = {}) {
  const ours = chunkOrigins(path.join(checkout, '.next'));
  const floorOut = buildFloor();
  const floor = chunkOrigins(path.join(path.dirname(floorOut), '.next'));
  const servers = {
    ours: await startServer({ dir: path.join(checkout, 'out') }),
    floor: await startServer({ dir: floorOut }),
  };
  const browser = await launchBrowser();
  const rows = [];
  const loads = [];
  try {
    /** @returns {Promise<any>} */
    const pick = async (side, route, chunks) => {
      const results = [];
      for (let i = 0; i < runs; i++) {
        loads.push(Math.round((loadavg()[0] ?? NaN) * 10) / 10);
        results.push(await traceOnce(browser, servers[side].url + route, chunks));
      }
      const blocking = results.map((r) => r.blockingMs);
      const run = results[blocking.indexOf(median(blocking))] ?? results[0];
      return { route, side, ...run, blockingAll: blocking };
    };
    for (const route of routes) {
      rows.push(await pick('ours', route, ours));
      rows.push({ ...(await pick('floor', '/', floor)), route: '/ (bench/floor)' });
    }
  } finally {
    await browser.close();
    await servers.ours.close();
    await servers.floor.close();
  }
  const chunks = [...ours.values()]
    .filter((c) => rows.some((r) => r.side === 'ours' && mentions(r, c.file)))
    .map(({ file, origin, modules, exports }) => ({ file, origin, modules, exports }));
  return { checkout, runs, loadAverage: { min: Math.min(...loads), max: Math.max(...loads) }, rows, chunks };
}

/** Whether a row's long tasks name a chunk. */
const mentions = (row, file) =>
  row.tasks.some((t) => file in (t.selfMsByScript ?? {}) || file in (t.oursOnStackMs ?? {}));
