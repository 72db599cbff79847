/**
 * Cold and warm production builds, step by step, against the seed site's
 * Docusaurus build on the same machine.
 *
 * A cold build starts with no .contentlayer, .next, out/, .generated or
 * node_modules/.cache; `npm run build` is timed with its peak resident memory,
 * and each of its steps by the timeline it prints. A warm
 * rebuild then changes one page and builds again with every cache kept. When
 * SEED_DOCUSAURUS_DIR names a folder holding the seed's Docusaurus site
 * (installed; see CONTRIBUTING.md), its `docusaurus build` runs alternately with
 * ours, after removing .docusaurus, build/ and node_modules/.cache, so that
 * both see the same machine.
 * BUILD_RUNS sets the number of cold builds of each (default 3).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { timed } from './scaling.mjs';
import { parseTimeline } from '../scripts/lib/build-timeline.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENV = { NEXT_TELEMETRY_DISABLED: '1' };
/** The page a warm rebuild changes: the latest version's sleep timer guide. */
const WARM_PAGE = 'content/docs/4.1/guides/sleeptimers.md';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Our build as `npm run build` runs it: its steps one after the other, each in
 * its own process. Wall seconds, the peak MB of the largest process and of all
 * its processes together, and each step's seconds.
 */
function ourBuild() {
  const build = timed('npm run build', process.execPath, ['--import', 'tsx', 'scripts/build.ts'], ENV, ROOT, {
    keepStdout: true,
  });
  return {
    steps: parseTimeline(build.stdout ?? ''),
    seconds: build.seconds,
    peakMb: build.peakMb ?? null,
    treeMb: build.treeMb ?? null,
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
    'The steps run one after the other (scripts/build.ts); the step columns are seconds.',
    '',
    `| build | ${ours[0].steps.map((s) => s.step).join(' | ')} | total |`,
    `| --- | ${ours[0].steps.map(() => '---').join(' | ')} | --- |`,
  ];
  const row = (name, r) => `| ${name} | ${r.steps.map((s) => `${s.seconds} s`).join(' | ')} | ${cell(r)} |`;
  ours.forEach((r, i) => lines.push(row(`cold ${i + 1}`, r)));
  lines.push(row('warm, one page changed', warm));
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
