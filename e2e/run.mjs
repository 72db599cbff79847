#!/usr/bin/env node
/**
 * Runs e2e/*.spec.mjs with node's test runner against the built out/: one Chromium and one static server for all
 * of them (each spec connects to them, `E2E_BROWSER_WS` and `E2E_SERVER_URL`), several spec files at once.
 * Arguments: names (or parts of names) of the specs to run; `--skip <part>` leaves out the specs whose names contain
 * it (npm test runs the variant build's spec as a stage of its own, once that build exists).
 */
import { existsSync, readdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, launchBrowserServer } from './browser.mjs';
import { startServer } from './helpers.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
if (!existsSync(path.join(dir, '../out/index.html'))) {
  console.error('e2e: out/ is missing. Run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`e2e: Chromium not found at ${CHROMIUM_PATH}. Install Debian's chromium (apt-get install chromium).`);
  process.exit(1);
}
const args = process.argv.slice(2);
const skip = args.flatMap((a, i) => (args[i - 1] === '--skip' ? [a] : []));
const only = args.filter((a, i) => a !== '--skip' && args[i - 1] !== '--skip');
const specs = readdirSync(dir)
  .filter((f) => f.endsWith('.spec.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .filter((f) => !skip.some((s) => f.includes(s)))
  .map((f) => path.join(dir, f));
const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
if (process.env.E2E_TAP) reporters.push('--test-reporter=tap', `--test-reporter-destination=${process.env.E2E_TAP}`);

const browser = await launchBrowserServer();
const server = await startServer();
const child = spawn(
  process.execPath,
  [
    '--test',
    `--test-concurrency=${Math.max(2, availableParallelism())}`,
    // A backstop: a hung test fails after 30 minutes instead of never. node's runner applies it to each spec file as
    // a whole too, so it must exceed the longest file (the axe sweeps, 4 minutes at a load average of 17); each wait
    // inside a test has its own, far shorter limit.
    '--test-timeout=1800000',
    ...reporters,
    ...specs,
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, E2E_BROWSER_WS: browser.wsEndpoint(), E2E_SERVER_URL: server.url },
  },
);
const code = await new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
await server.close();
await browser.close();
process.exit(code);
