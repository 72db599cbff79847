/**
 * The authoring loop of `npm run dev`: how long until the server first serves
 * a page (spawn to the first 200), and how long from saving a doc to its new
 * text on the open page, without a reload (median of several edits after a
 * first, uncounted one). Runs the real `npm run dev` script on a free port and
 * edits content/docs/next/guides/sleeptimers.md, which is put back whatever
 * happens (finally, and on SIGINT/SIGTERM).
 * `node bench/dev-loop.mjs` alone, or `npm run bench -- dev-loop`.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILE = path.join(ROOT, 'content/docs/next/guides/sleeptimers.md');
const ROUTE = '/docs/next/guides/sleeptimers';
const ANCHOR = 'A sleep timer stops playback';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A port nobody listens on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * `npm run dev`'s script in `cwd` on `port`, in its own process group (so it
 * stops with its children). `log` collects its output.
 */
export function startDev(cwd, port, env = {}) {
  const child = spawn(path.join(cwd, 'node_modules/.bin/tsx'), ['scripts/dev.ts', '--port', String(port)], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TURBOPACK_ROOT: path.parse(cwd).root, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const dev = {
    child,
    log: '',
    stop() {
      try {
        process.kill(-(child.pid ?? 0), 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
  child.stdout.on('data', (d) => (dev.log += d));
  child.stderr.on('data', (d) => (dev.log += d));
  return dev;
}

/** Polls `url` until it answers 200; the milliseconds it took. */
export async function waitFor200(url, timeoutMs = 180_000, dev) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (dev && dev.child.exitCode !== null) throw new Error(`dev server exited:\n${dev.log.slice(-3000)}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export async function devLoop({ edits = 7, pauseMs = 5000 } = {}) {
  const original = readFileSync(FILE, 'utf8');
  if (!original.includes(ANCHOR)) throw new Error(`${FILE} no longer holds "${ANCHOR}": pick another sentence.`);
  const restore = () => writeFileSync(FILE, original);
  const port = await freePort();
  // The numbers depend on what else the machine runs: recorded with them.
  const machine = { cpus: availableParallelism(), loadAverage1m: Number((loadavg()[0] ?? 0).toFixed(2)) };
  const spawned = Date.now();
  const dev = startDev(ROOT, port);
  const onSignal = (signal) => {
    restore();
    dev.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let browser;
  try {
    await waitFor200(`http://127.0.0.1:${port}${ROUTE}`, 300_000, dev);
    const firstReadyMs = Date.now() - spawned;
    browser = await launchBrowser();
    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://127.0.0.1:${port}${ROUTE}`, { waitUntil: 'load' });
    await page.evaluate(() => (window.__devLoopMark = true));
    await sleep(3000); // the HMR socket connects
    const times = [];
    for (let i = 0; i <= edits; i++) {
      const token = `Edited ${Date.now()}-${i}.`;
      const saved = Date.now();
      writeFileSync(FILE, original.replace(ANCHOR, `${token} ${ANCHOR}`));
      await page.waitForFunction((t) => document.body.innerText.includes(t), token, { timeout: 60_000, polling: 50 });
      const ms = Date.now() - saved;
      if (!(await page.evaluate(() => window.__devLoopMark === true))) throw new Error('the page reloaded');
      if (i > 0) times.push(ms);
      console.log(`dev-loop: edit ${i}${i === 0 ? ' (first, not counted)' : ''}: ${ms} ms`);
      await sleep(pauseMs);
    }
    return {
      route: ROUTE,
      file: path.relative(ROOT, FILE),
      machine,
      firstReadyMs,
      edits: times,
      medianMs: median(times),
    };
  } finally {
    restore();
    await browser?.close();
    dev.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

export function devLoopTable(result) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  return [
    '| measure | value | goal |',
    '| --- | --- | --- |',
    `| first ready (spawn to first 200 of \`${result.route}\`) | ${s(result.firstReadyMs)} | ≤ 30 s |`,
    `| save to visible, no reload (median of ${result.edits.length}) | ${s(result.medianMs)} | ≤ 1 s |`,
    `| save to visible, each edit | ${result.edits.map(s).join(', ')} | |`,
    `| machine at the start | ${result.machine.cpus} CPUs, load average ${result.machine.loadAverage1m} | |`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await devLoop();
  const text = `## Dev loop (\`npm run dev\`, editing \`${result.file}\`)\n\n${devLoopTable(result)}\n`;
  writeFileSync(
    path.join(ROOT, 'bench/results/dev-loop.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2)}\n`,
  );
  writeFileSync(path.join(ROOT, 'bench/results/dev-loop.md'), text);
  console.log(text);
}
