/**
 * Cold and warm production builds, stage by stage, against the seed site's
 * Docusaurus build on the same machine.
 *
 * A cold build starts with no .contentlayer, .next, out/, .generated or
 * node_modules/.cache; each stage of `npm run build` is timed on its own with
 * its peak resident memory. A warm rebuild then changes one page and runs the
 * same stages again with every cache kept. When SEED_DOCUSAURUS_DIR names a
 * folder holding the seed's Docusaurus site (installed; see the README), its
 * `docusaurus build` runs alternately with ours, after removing .docusaurus,
 * build/ and node_modules/.cache, so that both see the same machine.
 * BUILD_RUNS sets the number of cold builds of each (default 3).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { timed } from './scaling.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const ENV = { NEXT_TELEMETRY_DISABLED: '1' };
/** The page a warm rebuild changes: the latest version's sleep timer guide. */
const WARM_PAGE = 'content/docs/4.1/guides/sleeptimers.md';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Our build, stage by stage: wall seconds and peak MB of each, their sum and the largest peak. */
function ourBuild() {
  const stages = {
    // One stage since the content build overlaps the API step (scripts/lib/api-handoff.ts).
    content: [
      timed(
        'content check, API data and contentlayer2 build',
        bin('tsx'),
        ['scripts/prepare.ts', '--contentlayer'],
        ENV,
      ),
    ],
    next: [timed('next build', bin('next'), ['build'], ENV)],
    postbuild: [timed('postbuild', process.execPath, ['scripts/postbuild.mjs'], ENV)],
  };
  const row = {};
  for (const [name, runs] of Object.entries(stages)) {
    row[name] = {
      seconds: Number(runs.reduce((sum, r) => sum + r.seconds, 0).toFixed(1)),
      peakMb: Math.max(...runs.map((r) => r.peakMb ?? 0)) || null,
      treeMb: Math.max(...runs.map((r) => r.treeMb ?? 0)) || null,
    };
  }
  const values = Object.values(row);
  return {
    ...row,
    seconds: Number(values.reduce((sum, s) => sum + s.seconds, 0).toFixed(1)),
    peakMb: Math.max(...values.map((s) => s.peakMb ?? 0)) || null,
    treeMb: Math.max(...values.map((s) => s.treeMb ?? 0)) || null,
  };
}

function ourColdBuild() {
  for (const dir of ['.contentlayer', '.next', 'out', '.generated', 'node_modules/.cache'])
    rmSync(path.join(ROOT, dir), { recursive: true, force: true });
  return ourBuild();
}

function seedBuild(seedDir) {
  for (const dir of ['.docusaurus', 'build', 'node_modules/.cache'])
    rmSync(path.join(seedDir, dir), { recursive: true, force: true });
  return timed('docusaurus build', path.join(seedDir, 'node_modules/.bin/docusaurus'), ['build'], ENV, seedDir);
}

/** Change one page (a sentence appended), rebuild with every cache kept, and put the page back. */
function warmRebuild() {
  const file = path.join(ROOT, WARM_PAGE);
  const original = readFileSync(file, 'utf8');
  const restore = () => writeFileSync(file, original);
  process.once('SIGINT', () => {
    restore();
    process.exit(130);
  });
  try {
    writeFileSync(file, `${original.trimEnd()}\n\nA sentence the build benchmark added.\n`);
    return ourBuild();
  } finally {
    restore();
  }
}

export function buildBench({
  runs = Number(process.env.BUILD_RUNS ?? 3),
  seedDir = process.env.SEED_DOCUSAURUS_DIR,
} = {}) {
  const seed = seedDir && existsSync(path.join(seedDir, 'node_modules/.bin/docusaurus')) ? seedDir : null;
  if (seedDir && !seed)
    console.error(`build bench: ${seedDir} has no installed Docusaurus; the comparison is skipped.`);
  const ours = [];
  const docusaurus = [];
  try {
    for (let i = 0; i < runs; i++) {
      console.error(`build bench: cold build ${i + 1} of ${runs}…`);
      ours.push(ourColdBuild());
      if (seed) docusaurus.push(seedBuild(seed));
    }
    console.error('build bench: warm rebuild after changing one page…');
    const warm = warmRebuild();
    return { cores: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), ours, docusaurus, warm };
  } finally {
    // Leave the checkout built from its own, unchanged content.
    ourBuild();
  }
}

export function buildTable({ cores, memoryGb, ours, docusaurus, warm }) {
  const cell = (s) => `${s.seconds} s / ${s.peakMb ?? 'n/a'} MB / ${s.treeMb ?? 'n/a'} MB`;
  const lines = [
    `Machine: ${cores} cores, ${memoryGb} GB. ${ours.length} cold build(s) each${docusaurus.length ? ', alternating with the seed site' : ''}. Each cell: wall seconds / peak resident MB of the largest process / peak resident MB of all its processes together (sampled every 100 ms).`,
    '',
    '| build | content (check, API data, contentlayer2 beside them) | next build | postbuild | total |',
    '| --- | --- | --- | --- | --- |',
  ];
  ours.forEach((r, i) =>
    lines.push(`| cold ${i + 1} | ${cell(r.content)} | ${cell(r.next)} | ${cell(r.postbuild)} | ${cell(r)} |`),
  );
  lines.push(
    `| warm, one page changed | ${cell(warm.content)} | ${cell(warm.next)} | ${cell(warm.postbuild)} | ${cell(warm)} |`,
  );
  const ourTime = median(ours.map((r) => r.seconds));
  const ourPeak = median(ours.map((r) => r.peakMb ?? 0));
  const ourTree = median(ours.map((r) => r.treeMb ?? 0));
  lines.push(
    '',
    `Ours, median cold build: ${ourTime.toFixed(1)} s, peak ${ourPeak} MB (largest process), ${ourTree} MB (all processes). Warm rebuild: ${warm.seconds} s (${((warm.seconds / ourTime) * 100).toFixed(0)} % of cold).`,
  );
  if (docusaurus.length) {
    const seedTime = median(docusaurus.map((r) => r.seconds));
    const seedPeak = median(docusaurus.map((r) => r.peakMb ?? 0));
    const seedTree = median(docusaurus.map((r) => r.treeMb ?? 0));
    const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : 'n/a');
    lines.push(
      `Seed site, \`docusaurus build\`: ${docusaurus.map(cell).join(', ')}; median ${seedTime.toFixed(1)} s, peak ${seedPeak} MB (largest process), ${seedTree} MB (all processes).`,
      `Ratio, ours to the seed's: **${ratio(ourTime, seedTime)}** the wall time, **${ratio(ourPeak, seedPeak)}** the peak memory of the largest process, **${ratio(ourTree, seedTree)}** of all processes together.`,
    );
  } else {
    lines.push('No seed comparison: set SEED_DOCUSAURUS_DIR to an installed copy of the seed Docusaurus site.');
  }
  return lines.join('\n');
}
