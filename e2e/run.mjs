#!/usr/bin/env node
/** Runs every e2e/*.spec.mjs with node's test runner against the built out/. */
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './browser.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
if (!existsSync(path.join(dir, '../out/index.html'))) {
  console.error('e2e: out/ is missing. Run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`e2e: Chromium not found at ${CHROMIUM_PATH}. Install Debian's chromium (apt-get install chromium).`);
  process.exit(1);
}
const only = process.argv.slice(2);
const specs = readdirSync(dir)
  .filter((f) => f.endsWith('.spec.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .map((f) => path.join(dir, f));
const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
if (process.env.E2E_TAP) reporters.push('--test-reporter=tap', `--test-reporter-destination=${process.env.E2E_TAP}`);
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=2', ...reporters, ...specs], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
