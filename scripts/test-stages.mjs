#!/usr/bin/env node
/**
 * The stages of `npm test` after the packages are installed (scripts/test-all.sh), each started once the stages it
 * needs have passed and one of the run's slots is free, in the order of STAGES. The slots (`TEST_STAGE_SLOTS`, the
 * machine's cores by default) keep the machine from being overrun: with every ready stage started at once, a 2-core
 * machine ran eight of them with their own workers (a load average of 10 to 27), and contention cost CPU: the unit
 * stage took 106 CPU-s there against 69 alone, the dev loop 578 against 341. Formatting, lint, types,
 * the variant build and the page weight run under `nice -n 5` (a third of the CPU share of the others when both want
 * a core): they mostly take what the builds and the tests leave idle.
 *
 * A failing stage does not stop the others, only those that need it. Each stage's output is printed whole when it
 * ends; at the end come each stage's wall time and CPU time (the stage's own processes, from `times`), the failed
 * stages, and one line of totals (scripts/test-summary.mjs). Exit code 1 if any stage failed or did not run.
 *
 * Stage ids: `node scripts/test-stages.mjs --list`; `--only id,id` runs those stages and what they need.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(ROOT, '.cache');
const LOGS = path.join(CACHE, 'test-stages');
/** Where each stage's result is written as it ends, for the stages that wait for it (`later`). */
const STATUS = path.join(LOGS, 'status');

/**
 * How many stages run at once: `TEST_STAGE_SLOTS`, else the machine's cores; never fewer than 2, for a stage that waits
 * for another (`later`) holds a slot meanwhile.
 */
const SLOTS = Math.max(2, Number(process.env.TEST_STAGE_SLOTS) || availableParallelism());

/** node:test files of test/integration/ other than the dev loop, which is a stage of its own. */
const NODE_INTEGRATION = readdirSync(path.join(ROOT, 'test/integration'))
  .filter((f) => f.endsWith('.test.mjs') && f !== 'dev-loop.test.mjs')
  .map((f) => `test/integration/${f}`)
  .join(' ');
/**
 * node:test files. A hung test fails after 30 minutes instead of never: node's runner applies the limit to each file
 * as a whole too, and the dev loop's file took 10 minutes on a busy machine; each wait inside has its own limit.
 */
const nodeTest = (files, tap) =>
  `node --test --test-concurrency=2 --test-timeout=1800000 --test-reporter=spec --test-reporter-destination=stdout ` +
  `--test-reporter=tap --test-reporter-destination=.cache/${tap} ${files}`;
const vitest = (projects, json) =>
  `npx vitest run ${projects
    .split(' ')
    .map((p) => `--project ${p}`)
    .join(' ')} --reporter=default --reporter=json --outputFile=.cache/${json}`;

/**
 * @typedef {{ id: string, name: string, run: string, needs?: string[], later?: string[], nice?: true }} Stage
 * The order is the order slots are given in among the stages that are ready: the dev loop, the longest, first.
 * `needs`: stages that must have passed before this one starts. `later`: stages whose result this one reads only
 * after its own start-up; it starts without them and waits for `<TEST_STAGE_STATUS>/<id>` (`passed`, `failed` or
 * `skipped`, written as each stage ends). `nice`: a stage with no time limit inside (a build, a linter), run under
 * `nice -n 5`: it takes less of the cores from the stages on the way to the last one. Stages with tests are not
 * niced: on a machine others kept busy (load average 30) a niced Vitest worker starved past Vitest's own 60 s limit
 * on its calls ("Timeout calling onTaskUpdate").
 * @type {Stage[]}
 */
export const STAGES = [
  {
    id: 'content',
    name: 'Content build (prepare, contentlayer2, check)',
    run: 'npm run --silent content',
  },
  {
    id: 'dev-loop',
    name: "Dev loop and writers' editor (npm run dev in Chromium; the editor's saves, creates, renames, refusals)",
    run: nodeTest('test/integration/dev-loop.test.mjs', 'dev-loop.tap'),
    // Its dev server starts (a minute or more of compiling) while the production build runs; its first test, which
    // compares the derived files with out/, waits for the build then.
    needs: ['content'],
    later: ['build'],
  },
  {
    id: 'build',
    name: 'Production build (next build, CSP, link check)',
    run: 'npx tsx scripts/build.ts --after-content',
    needs: ['content'],
  },
  { id: 'unit', name: 'Unit tests (Vitest, no build)', run: vitest('unit', 'vitest-unit.json') },
  {
    id: 'content-checks',
    name: "Content checks against each version's package (type-check, API drift, editor round trip)",
    run: vitest('content', 'vitest-content.json'),
  },
  {
    id: 'e2e',
    name: 'End-to-end specs (Chromium, against out/)',
    run: 'E2E_TAP=.cache/e2e.tap node e2e/run.mjs --skip variant',
    needs: ['build'],
  },
  {
    // Apart from the Vitest files, not after them: the two ran one after the other in one stage, which then ended
    // every run alone (32 s after the dev loop, the last other stage, in a clean-clone run at a load average of 2 to 8).
    id: 'integration-node',
    name: 'Integration, node:test files (git and Docusaurus content sources, the MCP server over stdio)',
    run: nodeTest(NODE_INTEGRATION, 'integration.tap'),
    needs: ['build'],
  },
  {
    id: 'integration',
    name: "Integration, Vitest files (build errors, one parse, release cut, docs:propagate and the CMS server in scratch copies; the docs server's tools; the benches' code)",
    // The benches' tests (`npm run test:bench`) in the same Vitest process: a stage of their own would cost a start.
    run: vitest('integration bench', 'vitest-integration.json'),
    needs: ['build'],
  },
  {
    id: 'variant',
    name: 'Variant build (base URL /preview/, DocSearch, hide-on-scroll, system colour scheme)',
    run: 'bash scripts/build-variant.sh',
    // After the production build, not beside it: Next refused to start a second `next build` in the same checkout
    // while one ran ("Another next build process is already running").
    needs: ['build'],
    nice: true,
  },
  {
    id: 'e2e-variant',
    name: 'End-to-end specs of the variant build (Chromium)',
    run: 'E2E_TAP=.cache/e2e-variant.tap node e2e/run.mjs variant',
    needs: ['variant'],
  },
  { id: 'lint', name: 'Lint', run: 'npm run --silent lint', needs: ['content'], nice: true },
  { id: 'types', name: 'Types', run: 'npm run --silent typecheck', needs: ['content'], nice: true },
  { id: 'format', name: 'Formatting', run: 'npm run --silent format:check', nice: true },
  { id: 'budget', name: 'Page-weight budget', run: 'node scripts/check-budget.mjs', needs: ['build'], nice: true },
];

/** Writes a stage's result for the stages that wait for it: whole, by a rename, so a reader never sees it half written. */
function writeStatus(id, status) {
  const file = path.join(STATUS, id);
  writeFileSync(`${file}.part`, status);
  renameSync(`${file}.part`, file);
}

/** Every report the closing line counts. */
const REPORTS = [
  'vitest-content.json',
  'vitest-unit.json',
  'vitest-integration.json',
  'e2e.tap',
  'e2e-variant.tap',
  'dev-loop.tap',
  'integration.tap',
];

/** Busy and total jiffies of all cores, from /proc/stat (null where there is none). */
function cpuJiffies() {
  try {
    const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
    const n = fields.map(Number);
    const idle = (n[3] ?? 0) + (n[4] ?? 0);
    const total = n.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The stages to run: all, or those named by --only and what they need. */
function selected(argv) {
  const only = argv.find((a) => a.startsWith('--only='))?.slice(7) ?? argv[argv.indexOf('--only') + 1];
  if (!argv.includes('--only') && !argv.some((a) => a.startsWith('--only='))) return STAGES;
  const wanted = new Set();
  const add = (id) => {
    const stage = STAGES.find((s) => s.id === id);
    if (!stage) throw new Error(`test-stages: no stage "${id}" (${STAGES.map((s) => s.id).join(', ')})`);
    wanted.add(id);
    for (const need of [...(stage.needs ?? []), ...(stage.later ?? [])]) add(need);
  };
  for (const id of (only ?? '').split(',').filter(Boolean)) add(id);
  return STAGES.filter((s) => wanted.has(s.id));
}

async function main(argv) {
  if (argv.includes('--list')) {
    for (const s of STAGES) console.log(`${s.id.padEnd(17)} needs ${(s.needs ?? []).join(', ') || '-'}: ${s.name}`);
    return 0;
  }
  const stages = selected(argv);
  rmSync(LOGS, { recursive: true, force: true });
  mkdirSync(STATUS, { recursive: true });
  for (const report of REPORTS) rmSync(path.join(CACHE, report), { force: true });

  const started = Date.now();
  const cpuAtStart = cpuJiffies();
  const loadAtStart = loadavg()[0] ?? 0;
  /** @typedef {{ status: 'waiting' | 'running' | 'passed' | 'failed' | 'skipped', from?: number, to?: number, cpu?: number, why?: string }} Entry */
  /** @type {Map<string, Entry>} */
  const state = new Map(stages.map((s) => [s.id, /** @type {Entry} */ ({ status: 'waiting' })]));
  const at = () => `${Math.round((Date.now() - started) / 1000)} s`.padStart(6);

  /** Runs one stage; resolves once it has ended and its output was printed. */
  const run = (stage) =>
    new Promise((resolve) => {
      const log = path.join(LOGS, `${stage.id}.log`);
      const cpuFile = path.join(LOGS, `${stage.id}.cpu`);
      /** @type {Entry} */
      const entry = { status: 'running', from: Date.now() };
      state.set(stage.id, entry);
      console.log(`${at()}  start  ${stage.id}${stage.nice ? ' (niced)' : ''}`);
      // `times` after the command: the CPU time of every process the stage started and waited for.
      const script = `(\n${stage.run}\n)\ncode=$?\ntimes > ${JSON.stringify(cpuFile)}\nexit $code`;
      const [command, ...args] = stage.nice ? ['nice', '-n', '5', 'bash', '-c', script] : ['bash', '-c', script];
      const child = spawn(/** @type {string} */ (command), args, {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
          ...(stage.later ? { TEST_STAGE_STATUS: STATUS } : {}),
        },
      });
      const chunks = [];
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
      child.on('close', (code) => {
        entry.to = Date.now();
        entry.status = code === 0 ? 'passed' : 'failed';
        writeStatus(stage.id, entry.status);
        try {
          // The second line of `times`: the children's user and system time, as "0m1.234s 0m0.567s".
          const [user = 0, sys = 0] = (readFileSync(cpuFile, 'utf8').split('\n')[1] ?? '')
            .trim()
            .split(/\s+/)
            .map((t) => {
              const m = /^(\d+)m([\d.]+)s$/.exec(t);
              return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
            });
          entry.cpu = user + sys;
        } catch {
          // the stage's shell did not get to `times`
        }
        const output = Buffer.concat(chunks).toString();
        writeFileSync(log, output);
        const seconds = Math.round((entry.to - (entry.from ?? entry.to)) / 1000);
        console.log(`\n\u001b[1m== ${stage.name} [${stage.id}]: ${entry.status}, ${seconds} s\u001b[0m`);
        process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
        if (entry.status === 'failed') console.log(`\u001b[31m== FAILED: ${stage.name}\u001b[0m`);
        console.log(`${at()}  end    ${stage.id}: ${entry.status}`);
        resolve(undefined);
      });
    });

  // Start every stage whose needs have passed; skip those whose needs failed; until none is left.
  const running = new Set();
  for (;;) {
    for (const stage of stages) {
      const entry = state.get(stage.id);
      if (entry?.status !== 'waiting') continue;
      const needs = (stage.needs ?? []).map((id) => [id, state.get(id)?.status]);
      const failed = needs.find(([, status]) => status === 'failed' || status === 'skipped');
      if (failed) {
        state.set(stage.id, {
          status: 'skipped',
          why: `needs ${failed[0]}, which ${failed[1] === 'failed' ? 'failed' : 'did not run'}`,
        });
        writeStatus(stage.id, 'skipped');
        continue;
      }
      if (!needs.every(([, status]) => status === 'passed') || running.size >= SLOTS) continue;
      // A stage that waits for another keeps a slot free for it, unless that one has started already.
      const waitsFor = (stage.later ?? []).filter((id) => state.get(id)?.status === 'waiting');
      if (waitsFor.length > 0 && running.size + 2 > SLOTS) continue;
      const promise = run(stage).then(() => running.delete(promise));
      running.add(promise);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }

  const cpuAtEnd = cpuJiffies();
  const total = Math.round((Date.now() - started) / 1000);
  const busy =
    cpuAtStart && cpuAtEnd
      ? `, the machine's cores ${Math.round((100 * (cpuAtEnd.busy - cpuAtStart.busy)) / (cpuAtEnd.total - cpuAtStart.total))} % busy`
      : '';
  console.log(
    `\n\u001b[1mStage times\u001b[0m (${total} s from the first stage to the last, ${SLOTS} at a time; load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end${busy}):`,
  );
  if (process.env.TEST_INSTALL_TIMES)
    console.log(
      `Before them (${process.env.TEST_STARTED_SECONDS ?? '?'} s):\n${process.env.TEST_INSTALL_TIMES.replace(/\\n/g, '\n').trimEnd()}`,
    );
  console.log('   wall      CPU   from     to  stage');
  for (const stage of stages) {
    const e = state.get(stage.id);
    if (!e) continue;
    if (e.status === 'skipped') {
      console.log(`      -        -      -      -  ${stage.id}: not run (${e.why})`);
      continue;
    }
    const s = (ms) => `${Math.round(ms / 1000)} s`;
    console.log(
      `${s((e.to ?? 0) - (e.from ?? 0)).padStart(7)}  ${(e.cpu === undefined ? '?' : `${Math.round(e.cpu)} s`).padStart(7)}  ${s((e.from ?? started) - started).padStart(5)}  ${s((e.to ?? started) - started).padStart(5)}  ${stage.id}${e.status === 'failed' ? ' (FAILED)' : ''}`,
    );
  }
  const failed = stages.filter((s) => ['failed', 'skipped'].includes(state.get(s.id)?.status ?? ''));
  if (failed.length) {
    console.log('\n\u001b[31mFailed stages:\u001b[0m');
    for (const s of failed)
      console.log(`  - ${s.name} [${s.id}]${state.get(s.id)?.why ? `: not run, ${state.get(s.id)?.why}` : ''}`);
  }
  const summary = spawn(process.execPath, ['scripts/test-summary.mjs', ...REPORTS.map((r) => `.cache/${r}`)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const summaryCode = await new Promise((resolve) => summary.on('close', resolve));
  return failed.length || summaryCode ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
