/**
 * A scratch copy of the repository for integration tests: every file git knows
 * of (committed or not, bar ignored ones), with node_modules a link to the
 * checkout's and a copy of its cached API models. Builds and dev servers run there, so the checkout's out/,
 * .contentlayer, .generated, .next and content/ are never touched.
 */
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** Copy `root` into `<scratch>/site` and return that path. */
export function scratchSite(root, scratch) {
  const site = path.join(scratch, 'site');
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(listed.status, 0, listed.stderr);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(site, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  // The API models extracted from each version's package, when the checkout has them: each file holds the key of the
  // package and extractor it came from (scripts/lib/content-check.ts), so a stale one is extracted again. Extracting
  // all six took about 25 s of CPU in every scratch build.
  const models = path.join(root, '.generated/api-model');
  if (existsSync(models)) cpSync(models, path.join(site, '.generated/api-model'), { recursive: true });
  return site;
}

/** The environment a command in the copy needs: contentlayer2 reads PWD; Turbopack must see the linked node_modules. */
export const siteEnv = (site, env = {}) => ({ PWD: site, NEXT_TURBOPACK_ROOT: path.parse(site).root, ...env });

/**
 * Runs `node --import tsx …args` in the copy with `siteEnv` and `env` added; resolves to its exit status and output.
 * Asynchronous: a build run with spawnSync held a Vitest worker's event loop for most of a minute, and Vitest's calls
 * to the worker timed out on a loaded machine.
 * @param {string} site
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @returns {Promise<{ status: number | null, output: string }>}
 */
export function runInSite(site, args, env = {}) {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', ...args],
      { cwd: site, env: { ...process.env, ...siteEnv(site), ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (_error, stdout, stderr) => resolve({ status: child.exitCode, output: `${stdout}\n${stderr}` }),
    );
  });
}
