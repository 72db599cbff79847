import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { sampleTree, treeRssKb } from '../bench/tree-memory.mjs';

// A bench (1) running `next build` under GNU time: time (2) → next (3) → two static workers (4, 5);
// the sampler (6) is the bench's child too; 7 belongs to another tree.
const build = [
  { pid: 1, ppid: 0, rssKb: 60_000 },
  { pid: 2, ppid: 1, rssKb: 2_000 },
  { pid: 3, ppid: 2, rssKb: 700_000 },
  { pid: 4, ppid: 3, rssKb: 300_000 },
  { pid: 5, ppid: 3, rssKb: 280_000 },
  { pid: 6, ppid: 1, rssKb: 40_000 },
  { pid: 7, ppid: 0, rssKb: 900_000 },
];

describe('tree memory', () => {
  it('adds up every descendant of the root, not the root itself, the sampler or other trees', () => {
    expect(treeRssKb(build, 1, 6)).toBe(2_000 + 700_000 + 300_000 + 280_000);
  });

  it('counts a subtree from its own root, and nothing for a root without children', () => {
    expect(treeRssKb(build, 3)).toBe(580_000);
    expect(treeRssKb(build, 5)).toBe(0);
  });

  it.runIf(existsSync('/proc/self/statm'))(
    'samples a child that holds 200 MB, with its own child holding 100 MB more',
    async () => {
      // Each holds its memory until its standard input ends; the outer one says "held" once the inner one has.
      const inner = `const b = Buffer.alloc(100 * 2 ** 20, 1); process.stdout.write('held'); process.stdin.on('end', () => b.length).resume();`;
      const outer = [
        `const b = Buffer.alloc(200 * 2 ** 20, 1);`,
        `const inner = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(inner)}], { stdio: ['pipe', 'pipe', 'inherit'] });`,
        `inner.stdout.once('data', () => process.stdout.write('held'));`,
        `process.stdin.on('end', () => { b.length; inner.stdin.end(); }).resume();`,
      ].join('\n');
      const tree = sampleTree();
      const run = spawn(process.execPath, ['-e', outer], { stdio: ['pipe', 'pipe', 'inherit'] });
      const exited = new Promise((resolve) => run.once('exit', resolve));
      await new Promise((resolve) => run.stdout.once('data', resolve));
      // Both hold their memory now: until the sampler has seen the whole of it, or for 60 s at most.
      const deadline = Date.now() + 60_000;
      while ((tree.peakMb() ?? 0) < 300 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      run.stdin.end();
      expect(await exited).toBe(0);
      const peakMb = tree.stop();
      expect(peakMb).toBeGreaterThanOrEqual(300);
      expect(peakMb).toBeLessThan(600);
    },
  );
});
