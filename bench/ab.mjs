/**
 * `BASE_OUT=<dir> npm run bench -- ab`: this build's export against another
 * export (for example one built from an earlier commit in a worktree), served
 * the same way (scripts/serve.mjs, gzip): page weight of each template, and
 * Lighthouse mobile on three pages, the two sides alternating run by run so
 * that the machine's drift falls on both alike. Median of `runs` per side.
 * With `BASE_ROOT` (the other checkout, built with the same node_modules) it
 * first times cold `npm run build`s of both, alternating, and leaves both
 * exports built.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../e2e/helpers.mjs';
import { measure, TEMPLATES, kb } from './page-weight.mjs';
import { median, runOnce } from './lighthouse.mjs';

const PAGES = [
  ['home', '/'],
  ['installation', '/docs/basics/installation'],
  ['API reference', '/docs/api/functions/player'],
];

/** Wall time of a cold `npm run build` in `root` (its build outputs removed first). */
function coldBuild(root) {
  for (const dir of ['.next', '.contentlayer', '.generated', 'out'])
    rmSync(path.join(root, dir), { recursive: true, force: true });
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TURBOPACK_ROOT: path.parse(root).root },
  });
  if (result.status !== 0)
    throw new Error(`npm run build failed in ${root}:\n${result.stdout.slice(-2000)}${result.stderr.slice(-2000)}`);
  return Date.now() - started;
}

export function abBuilds(baseRoot, { runs = 2 } = {}) {
  const times = { base: [], this: [] };
  for (let i = 0; i < runs; i++) {
    for (const side of i % 2 === 0 ? ['base', 'this'] : ['this', 'base'])
      times[side].push(coldBuild(side === 'base' ? path.resolve(baseRoot) : process.cwd()));
  }
  return times;
}

/**
 * @param {string} baseDir
 * @param {{ runs?: number, baseRoot?: string }} [options]
 */
export async function abBench(baseDir, { runs = 3, baseRoot } = {}) {
  const builds = baseRoot ? abBuilds(baseRoot) : null;
  const sides = { base: path.resolve(baseDir), this: path.resolve('out') };
  const weight = {};
  for (const [side, dir] of Object.entries(sides)) weight[side] = await measure(dir, TEMPLATES);
  const servers = { base: await startServer({ dir: sides.base }), this: await startServer({ dir: sides.this }) };
  const lighthouse = [];
  try {
    for (const [name, route] of PAGES) {
      const results = { base: [], this: [] };
      for (let i = 0; i < runs; i++) {
        for (const side of i % 2 === 0 ? ['base', 'this'] : ['this', 'base']) {
          results[side].push(runOnce(servers[side].url + route, 'mobile'));
        }
      }
      const pick = (side, fn) => median(results[side].map(fn));
      for (const side of ['base', 'this']) {
        lighthouse.push({
          name,
          side,
          performance: pick(side, (r) => r.scores.performance),
          lcpMs: Math.round(pick(side, (r) => r.lcp)),
          tbtMs: Math.round(pick(side, (r) => r.tbt)),
          all: results[side].map((r) => r.scores.performance),
        });
      }
    }
  } finally {
    await servers.base.close();
    await servers.this.close();
  }
  return { baseDir: sides.base, builds, weight, lighthouse };
}

export function abTable({ builds, weight, lighthouse }) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const buildLines = builds
    ? [
        '| cold `npm run build` | base | this |',
        '| --- | --- | --- |',
        `| runs, alternating | ${builds.base.map(s).join(', ')} | ${builds.this.map(s).join(', ')} |`,
        '',
      ]
    : [];
  const lines = [
    ...buildLines,
    '| page | JS base → this | CSS base → this | HTML base → this |',
    '| --- | --- | --- | --- |',
  ];
  weight.this.forEach((row, i) => {
    const base = weight.base[i];
    lines.push(
      `| ${row.name} | ${kb(base.js)} → ${kb(row.js)} | ${kb(base.css)} → ${kb(row.css)} | ${kb(base.html)} → ${kb(row.html)} |`,
    );
  });
  lines.push(
    '',
    '| page (Lighthouse mobile) | side | performance (runs) | LCP | TBT |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const r of lighthouse)
    lines.push(`| ${r.name} | ${r.side} | ${r.performance} (${r.all.join(', ')}) | ${r.lcpMs} ms | ${r.tbtMs} ms |`);
  return lines.join('\n');
}
