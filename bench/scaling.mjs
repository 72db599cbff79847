/**
 * Build scaling, in two shapes: synthetic copies of the real content at 1×, 5×
 * and 20× its size (each version's sidebar grows that much), and 20 times the
 * versions at today's size per version (about 120 versions: how this site
 * actually grows). For each, the time and peak memory of each build stage
 * (content, next build, postbuild), the average page and the largest search
 * data file. Also the content cache: a cold and a warm content build.
 * Runs in the repository (it uses .contentlayer and out/) and rebuilds the real
 * site at the end.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { htmlFiles } from '../scripts/lib/html-files.mjs';
import { sampleTree } from './tree-memory.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TMP = path.join(ROOT, 'bench/tmp');

/** Copy content/ with each version's tree repeated `factor` times (copies under copy-<k>/). */
export function syntheticContent(factor) {
  const target = path.join(TMP, `content-${factor}x`);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'content'), target, { recursive: true });
  const docs = path.join(target, 'docs');
  for (const version of readdirSync(docs)) {
    const source = path.join(ROOT, 'content/docs', version);
    for (let k = 2; k <= factor; k++) {
      const copy = path.join(docs, version, `copy-${k}`);
      cpSync(source, copy, { recursive: true });
    }
  }
  return target;
}

/**
 * Copy content/ and add older releases until there are `count` versions, each
 * a copy of the oldest real release (names 0.<k>, newest first, after it).
 * The added versions have no package: no API changes pages or badges for them.
 */
export function syntheticVersions(count) {
  const target = path.join(TMP, `versions-${count}`);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'content'), target, { recursive: true });
  const manifestFile = path.join(target, 'versions.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const oldest = manifest.versions.at(-1);
  const existing = manifest.versions.length + (manifest.current ? 1 : 0);
  const added = Array.from({ length: Math.max(0, count - existing) }, (_, i) => `0.${count - existing - i}`);
  for (const name of added)
    cpSync(path.join(ROOT, 'content/docs', oldest), path.join(target, 'docs', name), { recursive: true });
  writeFileSync(manifestFile, JSON.stringify({ ...manifest, versions: [...manifest.versions, ...added] }, null, 2));
  return target;
}

function countDocs(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file)).length;
}

/**
 * Run a command under GNU time: wall seconds, the peak resident memory of its
 * largest process (`peakMb`) and of all its processes together (`treeMb`);
 * with `keepStdout`, what it printed.
 */
export function timed(label, command, args, env, cwd = ROOT, { keepStdout = false } = {}) {
  const hasTime = existsSync('/usr/bin/time');
  const tree = sampleTree();
  const started = Date.now();
  const result = hasTime
    ? spawnSync('/usr/bin/time', ['-f', '__PEAK_KB__ %M', command, ...args], {
        cwd,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      })
    : spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = (Date.now() - started) / 1000;
  const treeMb = tree.stop();
  if (result.status !== 0)
    throw new Error(`${label} failed:\n${(result.stdout ?? '').slice(-3000)}\n${(result.stderr ?? '').slice(-3000)}`);
  const peak = /__PEAK_KB__ (\d+)/.exec(result.stderr ?? '');
  // Steps that report their own time print "(<step> in <n> ms)".
  const steps = Object.fromEntries(
    [...(result.stdout ?? '').matchAll(/\((\w+) in (\d+) ms\)/g)].map((m) => [
      m[1],
      Number((Number(m[2]) / 1000).toFixed(1)),
    ]),
  );
  return {
    seconds: Number(seconds.toFixed(1)),
    peakMb: peak ? Math.round(Number(peak[1]) / 1024) : null,
    treeMb,
    steps,
    ...(keepStdout ? { stdout: result.stdout ?? '' } : {}),
  };
}

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

export function buildStages(contentDir) {
  const env = { CONTENT_LOCAL_DIR: contentDir, PWD: ROOT, NEXT_TELEMETRY_DISABLED: '1' };
  timed('prepare content', bin('tsx'), ['scripts/prepare-content.ts'], env);
  const content = timed('contentlayer2 build', bin('contentlayer2'), ['build', '--clearCache'], env);
  timed('check', bin('tsx'), ['scripts/check-docs.ts'], env);
  const stages = {
    content,
    // Every page and every other file (search data, Markdown, llms files, share cards) comes out of next build.
    next: timed('next build', bin('next'), ['build'], env),
    search: timed('postbuild (files into place, links, CSP)', bin('tsx'), ['scripts/postbuild.ts'], env),
  };
  const pages = htmlFiles(path.join(ROOT, 'out'));
  const bytes = pages.reduce((sum, file) => sum + statSync(file).size, 0);
  return { ...stages, averagePageKb: Math.round(bytes / pages.length / 1024), searchData: searchDataSizes() };
}

/** The local search data: one file per version, loaded alone; the largest, raw and gzip. */
function searchDataSizes() {
  const dir = path.join(ROOT, 'out/search-index');
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const sizes = files.map((f) => {
    const data = readFileSync(path.join(dir, f));
    return {
      version: f.replace(/\.json$/, ''),
      kb: Math.round(data.length / 1024),
      gzipKb: Math.round(gzipSync(data).length / 1024),
    };
  });
  const [first, ...rest] = sizes;
  if (!first) return { files: 0, largest: null };
  const largest = rest.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a), first);
  return { files: sizes.length, largest };
}

/** A row's key: the same shape measured again replaces its row. */
export const rowKey = (row) => (row.versions ? `versions-${row.versions}` : `copies-${row.factor}`);

/**
 * Build the synthetic content at each factor and each version count, then the
 * content cache cold and warm. Rows of `previous` (an earlier result) that this
 * run does not measure are kept, with the date they were measured.
 * `onProgress` gets the result so far after every step, so a long run that is
 * stopped (or runs out of memory) still leaves what it measured.
 * @param {{
 *   factors?: number[],
 *   versionCounts?: number[],
 *   previous?: { measuredAt?: string, rows?: any[], incremental?: object | null } | null,
 *   onProgress?: (result: { cores: number, memoryGb: number, rows: any[], incremental: object | null }) => void,
 * }} [options]
 */
export function scaling({ factors = [1, 5, 20], versionCounts = [120], previous = null, onProgress = () => {} } = {}) {
  mkdirSync(TMP, { recursive: true });
  /** @type {{ cores: number, memoryGb: number, rows: any[], incremental: object | null }} */
  const result = {
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    rows: [],
    incremental: previous?.incremental ?? null,
  };
  /** @type {{ factor: number | null, versions?: number, dir: () => string }[]} */
  const shapes = [
    ...factors.map((factor) => ({ factor, dir: () => syntheticContent(factor) })),
    ...versionCounts.map((versions) => ({ factor: null, versions, dir: () => syntheticVersions(versions) })),
  ];
  const measuring = new Set(shapes.map(rowKey));
  const kept = (previous?.rows ?? [])
    .filter((row) => !measuring.has(rowKey(row)))
    .map((row) => ({ measuredAt: previous?.measuredAt?.slice(0, 10), ...row }));
  const record = (row) => {
    // result.rows starts as the kept rows; a shape measured again replaces its row.
    const rows = [...result.rows.filter((r) => rowKey(r) !== rowKey(row)), row];
    const order = (r) => (r.versions ? 1000 + r.versions : r.factor);
    result.rows = rows.sort((a, b) => order(a) - order(b));
    onProgress(result);
  };
  result.rows = [...kept];
  try {
    for (const shape of shapes) {
      const dir = shape.dir();
      const pages = countDocs(path.join(dir, 'docs'));
      const versions = readdirSync(path.join(dir, 'docs')).length;
      console.error(`scaling: ${shape.versions ? `${versions} versions` : `${shape.factor}×`} (${pages} pages)…`);
      const { factor, versions: versionCount } = shape;
      record({
        factor,
        ...(versionCount ? { versions: versionCount } : {}),
        versionFolders: versions,
        pages,
        measuredAt: new Date().toISOString().slice(0, 10),
        ...buildStages(dir),
      });
    }
    // Incremental: the content build with its cache cold, then again with nothing changed.
    if (factors.length === 0) return result;
    const env = { CONTENT_LOCAL_DIR: path.join(ROOT, 'content'), PWD: ROOT };
    timed('prepare content', bin('tsx'), ['scripts/prepare-content.ts'], env);
    const cold = timed('contentlayer2 cold', bin('contentlayer2'), ['build', '--clearCache'], env);
    const warm = timed('contentlayer2 warm', bin('contentlayer2'), ['build'], env);
    result.incremental = { coldSeconds: cold.seconds, warmSeconds: warm.seconds };
    onProgress(result);
    return result;
  } finally {
    rmSync(TMP, { recursive: true, force: true });
    // SCALING_KEEP_SITE=1 leaves the last synthetic site in out/ to look at (`npm start`).
    if (!process.env.SCALING_KEEP_SITE) spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'ignore' });
  }
}

const sizeLabel = (r) => (r.versions ? `${r.versions} versions` : `${r.factor}×`);

/** Growth from the 1× build to each larger one, against the growth in pages. */
function growth(rows, pick) {
  const base = rows.find((r) => r.factor === 1 && !r.versions) ?? rows[0];
  return rows
    .filter((r) => r !== base)
    .map((r) => {
      const pages = r.pages / base.pages;
      const time = pick(r) / Math.max(pick(base), 0.1);
      return `${sizeLabel(r)}: ${time.toFixed(1)}× the time for ${pages.toFixed(1)}× the pages`;
    });
}

export function scalingTable({ rows, incremental, cores, memoryGb }) {
  const lines = [
    `Machine: ${cores ?? '?'} cores, ${memoryGb ?? '?'} GB. Each cell: wall seconds / peak resident MB of the process.`,
    '',
    "Two shapes: **n×** copies every version's pages n times (each sidebar grows n-fold); **n versions** adds old releases at today's size per version (copies of the oldest), which is how this site grows.",
    '',
    '| size | measured | pages | content (contentlayer2) | next build | postbuild | of which: links | search data check | CSP | total s | s per 100 pages | average page HTML | search data, largest version (raw / gzip) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const total = r.content.seconds + r.next.seconds + r.search.seconds;
    const cell = (s) => `${s.seconds} s / ${s.peakMb ?? 'n/a'} MB`;
    const step = (name) => (r.search.steps?.[name] === undefined ? 'n/a' : `${r.search.steps[name]} s`);
    lines.push(
      `| ${sizeLabel(r)} | ${r.measuredAt ?? 'n/a'} | ${r.pages} | ${cell(r.content)} | ${cell(r.next)} | ${cell(r.search)} | ${step('links')} | ${step('check')} | ${step('csp')} | ${total.toFixed(1)} | ${((total / r.pages) * 100).toFixed(1)} | ${r.averagePageKb ?? 'n/a'} KB | ${r.searchData ? `${r.searchData.largest.version}: ${r.searchData.largest.kb} / ${r.searchData.largest.gzipKb} KB, one of ${r.searchData.files} files` : 'n/a'} |`,
    );
  }
  if (rows.length > 1) {
    lines.push('', 'Growth against the 1× build (rows measured on different days compare less well):', '');
    for (const [name, pick] of [
      ['content', (r) => r.content.seconds],
      ['next build', (r) => r.next.seconds],
      ['postbuild', (r) => r.search.seconds],
    ])
      lines.push(`- ${name}: ${growth(rows, pick).join('; ')}`);
  }
  if (incremental)
    lines.push(
      '',
      `Content cache: cold build ${incremental.coldSeconds} s, warm rebuild with unchanged content ${incremental.warmSeconds} s.`,
    );
  return lines.join('\n');
}
