/**
 * Build scaling: synthetic copies of the real content at 1×, 5× and 20× its
 * size, and the time and peak memory of each build stage (content, next build,
 * search index). Also the content cache: a cold and a warm content build.
 * Runs in the repository (it uses .contentlayer and out/) and rebuilds the real
 * site at the end.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { htmlFiles } from '../scripts/lib/html-files.mjs';

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

function countDocs(dir) {
  let n = 0;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) n += countDocs(full);
    else if (/\.mdx?$/.test(entry)) n++;
  }
  return n;
}

/** Run a command under GNU time: wall seconds and peak resident memory (MB). */
export function timed(label, command, args, env, cwd = ROOT) {
  const hasTime = existsSync('/usr/bin/time');
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
  return { seconds: Number(seconds.toFixed(1)), peakMb: peak ? Math.round(Number(peak[1]) / 1024) : null, steps };
}

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

export function buildStages(contentDir) {
  const env = { CONTENT_DIR: contentDir, PWD: ROOT, NEXT_TELEMETRY_DISABLED: '1' };
  timed('prepare content', bin('tsx'), ['scripts/prepare-content.ts'], env);
  const stages = {
    content: timed('contentlayer2 build', bin('contentlayer2'), ['build', '--clearCache'], env),
    next: timed('next build', bin('next'), ['build'], env),
    search: timed('postbuild (text export, search data, links, CSP)', process.execPath, ['scripts/postbuild.mjs'], env),
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
  const largest = sizes.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a), sizes[0]);
  return { files: sizes.length, largest };
}

/**
 * Build the synthetic content at each factor, then the content cache cold and warm.
 * `onProgress` gets the result so far after every step, so a long run that is
 * stopped (or runs out of memory) still leaves what it measured.
 */
export function scaling({ factors = [1, 5, 20], onProgress = () => {} } = {}) {
  mkdirSync(TMP, { recursive: true });
  const result = {
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    rows: [],
    incremental: null,
  };
  try {
    for (const factor of factors) {
      const dir = syntheticContent(factor);
      const pages = countDocs(path.join(dir, 'docs'));
      console.error(`scaling: ${factor}× (${pages} pages)…`);
      result.rows.push({ factor, pages, ...buildStages(dir) });
      onProgress(result);
    }
    // Incremental: the content build with its cache cold, then again with nothing changed.
    const env = { CONTENT_DIR: path.join(ROOT, 'content'), PWD: ROOT };
    timed('prepare content', bin('tsx'), ['scripts/prepare-content.ts'], env);
    const cold = timed('contentlayer2 cold', bin('contentlayer2'), ['build', '--clearCache'], env);
    const warm = timed('contentlayer2 warm', bin('contentlayer2'), ['build'], env);
    result.incremental = { coldSeconds: cold.seconds, warmSeconds: warm.seconds };
    onProgress(result);
    return result;
  } finally {
    rmSync(TMP, { recursive: true, force: true });
    spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'ignore' });
  }
}

/** Growth from the smallest size to each larger one, against the growth in pages. */
function growth(rows, pick) {
  const base = rows[0];
  return rows.slice(1).map((r) => {
    const pages = r.pages / base.pages;
    const time = pick(r) / Math.max(pick(base), 0.1);
    return `${r.factor}×: ${time.toFixed(1)}× the time for ${pages.toFixed(1)}× the pages`;
  });
}

export function scalingTable({ rows, incremental, cores, memoryGb }) {
  const lines = [
    `Machine: ${cores ?? '?'} cores, ${memoryGb ?? '?'} GB. Each cell: wall seconds / peak resident MB of the process.`,
    '',
    '| size | pages | content (contentlayer2) | next build | postbuild | of which: links | search data check | CSP | total s | s per 100 pages | average page HTML | search data, largest version (raw / gzip) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const total = r.content.seconds + r.next.seconds + r.search.seconds;
    const cell = (s) => `${s.seconds} s / ${s.peakMb ?? 'n/a'} MB`;
    const step = (name) => (r.search.steps?.[name] === undefined ? 'n/a' : `${r.search.steps[name]} s`);
    lines.push(
      `| ${r.factor}× | ${r.pages} | ${cell(r.content)} | ${cell(r.next)} | ${cell(r.search)} | ${step('links')} | ${step('check')} | ${step('csp')} | ${total.toFixed(1)} | ${((total / r.pages) * 100).toFixed(1)} | ${r.averagePageKb ?? 'n/a'} KB | ${r.searchData ? `${r.searchData.largest.version}: ${r.searchData.largest.kb} / ${r.searchData.largest.gzipKb} KB, one of ${r.searchData.files} files` : 'n/a'} |`,
    );
  }
  if (rows.length > 1) {
    lines.push('', 'Growth against the 1× build:', '');
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
