#!/usr/bin/env node
/**
 * `npm run bench`: page weight against the framework floor, Lighthouse, build
 * scaling, the content cache, the `npm run dev` loop and the docs server for
 * assistants (`mcp`), intent-then-click navigation (`navigation`). Needs a built site (`npm run build`), bar the dev loop. Prints
 * tables and writes bench/results/<name>.json and bench/results/README.md.
 * `npm run bench -- weight lighthouse` runs only those parts; `pages` compares the heaviest doc pages with
 * the old site (OLD_SITE_DIR or OLD_SITE_REPO, bench/old-site.mjs; PAGES_RUNS runs per side, 3 by default); `BASE_OUT=<export> npm run bench -- ab`
 * compares this build with another export, side by side.
 */
import { writeFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFloor, measure, table, TEMPLATES, kb } from './page-weight.mjs';
import { lighthouse, lighthouseTable } from './lighthouse.mjs';
import { scaling, scalingTable } from './scaling.mjs';
import { searchBench, searchTable } from './search.mjs';
import { buildBench, buildTable } from './build.mjs';
import { devLoop, devLoopTable } from './dev-loop.mjs';
import { abBench, abTable } from './ab.mjs';
import { pagesBench, pagesTable } from './pages.mjs';
import { oldSiteDir } from './old-site.mjs';
import { mcpBench, mcpTable } from './mcp.mjs';
import { navigationBench, navigationTable } from './navigation.mjs';
import { tasksBench } from './tasks.mjs';
import { chunksTable, longTasksTable } from './long-tasks.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/results');
mkdirSync(RESULTS, { recursive: true });
const wanted = process.argv.slice(2);
const run = (name) => wanted.length === 0 || wanted.includes(name);
const save = (name, data) =>
  writeFileSync(
    path.join(RESULTS, `${name}.json`),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...data }, null, 2)}\n`,
  );
const sections = {};
const readSection = (name) =>
  existsSync(path.join(RESULTS, `${name}.md`)) ? readFileSync(path.join(RESULTS, `${name}.md`), 'utf8') : '';

if (run('weight')) {
  const [floor] = await measure(buildFloor(), [['framework floor', '/']]);
  if (!floor) throw new Error('bench weight: the framework floor was not measured');
  const rows = await measure('out', TEMPLATES);
  save('page-weight', { floorJsBytes: floor.js, rows });
  sections.weight = `## Page weight (gzip, loaded before any interaction)\n\nFramework floor (bare Next.js page, same settings): ${kb(floor.js)} of JS.\n\n${table(rows, floor.js)}\n`;
  console.log(sections.weight);
}
if (run('search')) {
  const result = await searchBench();
  save('search', result);
  sections.search = `## Search\n\n${searchTable(result)}\n`;
  console.log(sections.search);
}
if (run('lighthouse')) {
  const rows = await lighthouse();
  save('lighthouse', { rows });
  sections.lighthouse = `## Lighthouse (median of 3, served with gzip)\n\n${lighthouseTable(rows)}\n`;
  console.log(sections.lighthouse);
}
if (run('pages')) {
  // The old site's files: OLD_SITE_DIR (extracted) or OLD_SITE_REPO (a clone of the library's repository).
  const oldDir = oldSiteDir();
  if (oldDir) {
    // PAGES_RUNS=5: more Lighthouse runs per side, where three cannot tell a target from the machine's noise.
    const runs = Number(process.env.PAGES_RUNS ?? 3);
    if (!Number.isInteger(runs) || runs < 1)
      throw new Error(`bench pages: PAGES_RUNS=${process.env.PAGES_RUNS} is not a whole number of runs`);
    // PAGES_ROUTES=/docs/a,/docs/b: only those pages (to try the bench out on one page).
    const only = process.env.PAGES_ROUTES ? process.env.PAGES_ROUTES.split(',') : undefined;
    const result = await pagesBench(oldDir, { runs, ...(only ? { only } : {}) });
    save('pages', result);
    sections.pages = `## The heaviest doc pages and the installation page against the old site (Lighthouse mobile, paired)\n\n${pagesTable(result)}\n`;
    console.log(sections.pages);
  } else if (wanted.includes('pages')) {
    throw new Error(
      'bench pages: set OLD_SITE_DIR (the old site, extracted) or OLD_SITE_REPO (a clone of the library repository with its gh-pages branch).',
    );
  } else console.log('bench pages: skipped, set OLD_SITE_DIR or OLD_SITE_REPO to compare with the old site.');
}
// Only when asked for by name: `npm run bench -- tasks` (TASKS_RUNS loads per page, 3 by default; TASKS_CHECKOUT
// traces another checkout's build).
if (wanted.includes('tasks')) {
  const runs = Number(process.env.TASKS_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`bench tasks: TASKS_RUNS=${process.env.TASKS_RUNS} is not a whole number of runs`);
  const routes = process.env.TASKS_ROUTES ? process.env.TASKS_ROUTES.split(',') : undefined;
  const checkout = process.env.TASKS_CHECKOUT ? path.resolve(process.env.TASKS_CHECKOUT) : undefined;
  const result = await tasksBench({ runs, ...(routes ? { routes } : {}), ...(checkout ? { checkout } : {}) });
  save('tasks', result);
  sections.tasks = `## Long tasks during load on a phone (Chrome trace, slow 4G and a 4× slower CPU, median of ${runs} by blocking time)\n\nLoad average (1 min): ${result.loadAverage.min} to ${result.loadAverage.max}.\n\n${longTasksTable(result.rows)}\n\nOur chunks named above:\n\n${chunksTable(result.rows, new Map(result.chunks.map((c) => [c.file, c])))}\n`;
  console.log(sections.tasks);
}
// Only when asked for by name, with the other export: `BASE_OUT=/tmp/base/out npm run bench -- ab`
// (and `BASE_ROOT=/tmp/base` to time cold builds of both first).
if (wanted.includes('ab')) {
  if (!process.env.BASE_OUT) throw new Error('bench ab: set BASE_OUT to the export to compare this build with.');
  const result = await abBench(process.env.BASE_OUT, { baseRoot: process.env.BASE_ROOT });
  save('ab', result);
  sections.ab = `## This build against ${process.env.BASE_LABEL ?? result.baseDir} (paired, alternating)\n\n${abTable(result)}\n`;
  console.log(sections.ab);
}
if (run('build')) {
  const result = buildBench();
  save('build', result);
  sections.build = `## Cold and warm builds\n\n${buildTable(result)}\n`;
  console.log(sections.build);
}
if (run('scaling')) {
  // SCALING_FACTORS=1,5 measures fewer sizes, SCALING_VERSIONS=120 the version counts (empty: none);
  // each finished size is saved at once, and rows this run does not measure are kept from the last.
  const list = (value) => value.split(',').filter(Boolean).map(Number);
  const factors = list(process.env.SCALING_FACTORS ?? '1,5,20');
  const versionCounts = list(process.env.SCALING_VERSIONS ?? '120');
  const previousFile = path.join(RESULTS, 'scaling.json');
  const previous = existsSync(previousFile) ? JSON.parse(readFileSync(previousFile, 'utf8')) : null;
  const record = (result) => {
    save('scaling', result);
    sections.scaling = `## Build scaling\n\n${scalingTable(result)}\n`;
    writeFileSync(path.join(RESULTS, 'scaling.md'), sections.scaling);
  };
  scaling({ factors, versionCounts, previous, onProgress: record });
  console.log(sections.scaling);
}
if (run('dev-loop')) {
  // Runs `npm run dev` itself: needs no build, edits a doc and puts it back.
  const result = await devLoop();
  save('dev-loop', result);
  sections['dev-loop'] = `## Dev loop (\`npm run dev\`, editing \`${result.file}\`)\n\n${devLoopTable(result)}\n`;
  console.log(sections['dev-loop']);
}
if (run('navigation')) {
  // Intent, then a click: from the click to the new page's heading (after a build).
  const result = await navigationBench();
  save('navigation', result);
  sections.navigation = `## From intent to the new page (prefetch on hover or touch, then a click)\n\n${navigationTable(result)}\n`;
  console.log(sections.navigation);
}
if (run('mcp')) {
  // The docs server for assistants: start to tool list, tool calls, check_snippet, package size (after a build).
  const result = await mcpBench();
  save('mcp', result);
  sections.mcp = `## Docs server for coding assistants (\`mcp/\`)\n\n${mcpTable(result)}\n`;
  console.log(sections.mcp);
}
for (const [name, text] of Object.entries(sections)) writeFileSync(path.join(RESULTS, `${name}.md`), text);
const order = [
  'weight',
  'search',
  'lighthouse',
  'pages',
  'tasks',
  'navigation',
  'ab',
  'build',
  'scaling',
  'dev-loop',
  'mcp',
];
writeFileSync(
  path.join(RESULTS, 'README.md'),
  `# Benchmark results\n\nWritten by \`npm run bench\`; each section keeps its last run.\n\n${order.map(readSection).filter(Boolean).join('\n')}`,
);
