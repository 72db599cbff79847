/**
 * Build scaling: synthetic copies of the real content at 1×, 5× and 20× its
 * size, and the time and peak memory of each build stage (content, next build,
 * search index). Also the content cache: a cold and a warm content build.
 * Runs in the repository (it uses .contentlayer and out/) and rebuilds the real
 * site at the end.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
function timed(label, command, args, env) {
  const hasTime = existsSync('/usr/bin/time');
  const started = Date.now();
  const result = hasTime
    ? spawnSync('/usr/bin/time', ['-f', '__PEAK_KB__ %M', command, ...args], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      })
    : spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0)
    throw new Error(`${label} failed:\n${(result.stdout ?? '').slice(-3000)}\n${(result.stderr ?? '').slice(-3000)}`);
  const peak = /__PEAK_KB__ (\d+)/.exec(result.stderr ?? '');
  return { seconds: Number(seconds.toFixed(1)), peakMb: peak ? Math.round(Number(peak[1]) / 1024) : null };
}

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

export function buildStages(contentDir) {
  const env = { CONTENT_DIR: contentDir, PWD: ROOT, NEXT_TELEMETRY_DISABLED: '1' };
  timed('prepare content', bin('tsx'), ['scripts/prepare-content.ts'], env);
  return {
    content: timed('contentlayer2 build', bin('contentlayer2'), ['build', '--clearCache'], env),
    next: timed('next build', bin('next'), ['build'], env),
    search: timed('postbuild (links, CSP, Pagefind)', process.execPath, ['scripts/postbuild.mjs'], env),
  };
}

export function scaling(factors = [1, 5, 20]) {
  mkdirSync(TMP, { recursive: true });
  const rows = [];
  try {
    for (const factor of factors) {
      const dir = syntheticContent(factor);
      const pages = countDocs(path.join(dir, 'docs'));
      console.error(`scaling: ${factor}× (${pages} pages)…`);
      rows.push({ factor, pages, ...buildStages(dir) });
    }
    // Incremental: the content build with its cache cold, then again with nothing changed.
    const env = { CONTENT_DIR: path.join(ROOT, 'content'), PWD: ROOT };
    timed('prepare content', bin('tsx'), ['scripts/prepare-content.ts'], env);
    const cold = timed('contentlayer2 cold', bin('contentlayer2'), ['build', '--clearCache'], env);
    const warm = timed('contentlayer2 warm', bin('contentlayer2'), ['build'], env);
    return { rows, incremental: { coldSeconds: cold.seconds, warmSeconds: warm.seconds } };
  } finally {
    rmSync(TMP, { recursive: true, force: true });
    spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'ignore' });
  }
}

export function scalingTable({ rows, incremental }) {
  const lines = [
    '| size | pages | content (s / MB) | next build (s / MB) | links + CSP + search index (s / MB) | total s | s per 100 pages |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const total = r.content.seconds + r.next.seconds + r.search.seconds;
    const cell = (s) => `${s.seconds} / ${s.peakMb ?? 'n/a'}`;
    lines.push(
      `| ${r.factor}× | ${r.pages} | ${cell(r.content)} | ${cell(r.next)} | ${cell(r.search)} | ${total.toFixed(1)} | ${((total / r.pages) * 100).toFixed(1)} |`,
    );
  }
  lines.push(
    '',
    `Content cache: cold build ${incremental.coldSeconds} s, warm rebuild with unchanged content ${incremental.warmSeconds} s.`,
  );
  return lines.join('\n');
}
