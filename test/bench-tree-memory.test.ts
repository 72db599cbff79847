import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
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
    'samples a synchronous child that holds 200 MB, with its own child holding 100 MB more',
    () => {
      const hold = (mb: number, child = '') =>
        `const b = Buffer.alloc(${mb} * 2 ** 20, 1); ${child} setTimeout(() => b.length, 1500);`;
      const inner = JSON.stringify(hold(100));
      const tree = sampleTree();
      const run = spawnSync(process.execPath, [
        '-e',
        hold(200, `require('node:child_process').spawn(process.execPath, ['-e', ${inner}], { stdio: 'inherit' });`),
      ]);
      const peakMb = tree.stop();
      expect(run.status).toBe(0);
      expect(peakMb).toBeGreaterThanOrEqual(300);
      expect(peakMb).toBeLessThan(600);
    },
  );
});
