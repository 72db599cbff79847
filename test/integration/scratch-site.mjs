/**
 * A scratch copy of the repository for integration tests: every file git knows
 * of (committed or not, bar ignored ones), with node_modules a link to the
 * checkout's and a copy of its cached API models. Builds and dev servers run there, so the checkout's out/,
 * .contentlayer, .generated, .next and content/ are never touched.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
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
 * How long one command in the copy may run before it is stopped: a guard against a hang, not a measure of speed. A
 * content build of a fixture is 10 to 13 CPU-s, but under `npm test` it shares two cores with every other stage: in
 * eight clean-clone runs at load averages of 10 to 30 it took 117 to 217 s, and a 240 s limit (Vitest's, then) failed
 * one such build that was still at work. Stopped here, the command's test fails with its output, where Vitest's own
 * limit said only "Test timed out", and the command stops using the cores its test no longer waits for.
 */
export const COMMAND_LIMIT_MS = 420_000;

/**
 * Runs `node --import tsx …args` in the copy with `siteEnv` and `env` added; resolves to its exit status and output.
 * A command still running after `limitMs` is killed; its status is then null and its output ends by saying so.
 * Asynchronous: a build run with spawnSync held a Vitest worker's event loop for most of a minute, and Vitest's calls
 * to the worker timed out on a loaded machine.
 * @param {string} site
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @param {number} [limitMs]
 * @returns {Promise<{ status: number | null, output: string }>}
 */
export function runInSite(site, args, env = {}, limitMs = COMMAND_LIMIT_MS) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: site,
      env: { ...process.env, ...siteEnv(site), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that stopping it stops the steps it started too. On Linux this is also a session of
      // its own (setsid), and where the kernel groups tasks by session for scheduling (sched_autogroup_enabled, on
      // these machines) it gets a core share of its own beside the rest of npm test: the first clean-clone run with
      // it took 23 s for the valid fixture's build (117 to 217 s before) and 967 s in all (1,018 to 1,202 s).
      detached: true,
    });
    /** @type {string[]} */
    const stdout = [];
    /** @type {string[]} */
    const stderr = [];
    child.stdout.setEncoding('utf8').on('data', (chunk) => stdout.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => stderr.push(chunk));
    const kill = () => {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    // Out of the terminal's process group, it would outlive a test run stopped with Ctrl+C: it ends with the runner.
    process.once('exit', kill);
    let stopped = '';
    const timer = setTimeout(() => {
      stopped = `\n[${args.join(' ').slice(0, 80)}: still running after ${limitMs / 1000} s, stopped; its output so far is above]`;
      kill();
    }, limitMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      process.off('exit', kill);
      resolve({ status: code, output: `${stdout.join('')}\n${stderr.join('')}${stopped}` });
    });
  });
}
