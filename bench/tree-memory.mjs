/**
 * Peak resident memory of a whole process tree, sampled from /proc.
 *
 * GNU time's %M is the peak of the largest single process. A build that runs
 * workers in their own processes (Next's static generation, Docusaurus's
 * minifier) holds the sum of them all at once, so the benches report both.
 * `sampleTree(rootPid)` starts this file as a separate process (the bench's own
 * runs are synchronous and block its event loop) that polls every 100 ms and
 * writes the largest sum of the descendants of `rootPid` (itself left out) to a
 * file; `peakMb()` reads that peak so far, `stop()` ends the sampler and returns
 * it; both in MB, or null where there is no /proc or no sample yet.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The resident kB of every descendant of `root`, `root` and `exclude` left out.
 * @param {{ pid: number, ppid: number, rssKb: number }[]} processes
 */
export function treeRssKb(processes, root, exclude = -1) {
  const children = new Map();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let sum = 0;
  const stack = [...(children.get(root) ?? [])];
  while (stack.length) {
    const p = stack.pop();
    if (p.pid === exclude) continue;
    sum += p.rssKb;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return sum;
}

/** Every process's parent and resident kB, from /proc/<pid>/stat (field 4) and statm (field 2, in pages). */
function readProcesses() {
  const pageKb = 4;
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) is in parentheses and may hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const resident = Number(readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ')[1]);
      out.push({ pid: Number(entry), ppid, rssKb: resident * pageKb });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return out;
}

/** Start sampling the tree under `rootPid` (default: this process). */
export function sampleTree(rootPid = process.pid) {
  if (!existsSync('/proc/self/statm')) return { peakMb: () => null, stop: () => null };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tree-memory-'));
  const file = path.join(dir, 'peak');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(rootPid), file], { stdio: 'ignore' });
  /** @returns {number | null} */
  const peakMb = () => {
    // A read while the sampler rewrites the file may find it empty: null, as before the first sample.
    const peak = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
    return peak ? Math.round(peak / 1024) : null;
  };
  return {
    peakMb,
    stop() {
      child.kill('SIGKILL');
      const peak = peakMb();
      rmSync(dir, { recursive: true, force: true });
      return peak;
    },
  };
}

// Run as the sampler: node bench/tree-memory.mjs <rootPid> <file>
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = Number(process.argv[2]);
  const file = /** @type {string} */ (process.argv[3]);
  let peak = 0;
  const sample = () => {
    const sum = treeRssKb(readProcesses(), root, process.pid);
    if (sum > peak) {
      peak = sum;
      writeFileSync(file, String(peak));
    }
  };
  sample();
  setInterval(sample, 100);
}
