import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PATCHES, applyPatches } from '../scripts/patch-packages.mjs';

/** Every scratch root made by a test, removed after it. */
const roots: string[] = [];
afterEach(() => {
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/**
 * A scratch root holding each patched file as `body` gives it for each of its patches, one after the other (a file
 * can have several fixes).
 */
function root(body: (patch: (typeof PATCHES)[number]) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'patch-packages-'));
  roots.push(dir);
  const files = new Map<string, string[]>();
  for (const patch of PATCHES) files.set(patch.file, [...(files.get(patch.file) ?? []), body(patch)]);
  for (const [file, bodies] of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bodies.join('\n'));
  }
  return dir;
}
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const quiet = <T>(fn: () => T): T => {
  const log = console.log;
  console.log = () => {};
  try {
    return fn();
  } finally {
    console.log = log;
  }
};

describe('the fixes applied to installed packages after npm install', () => {
  it('replace every copy of their piece and leave the rest of the file as it was', () => {
    const dir = root((p) => `// before\n${Array(p.count).fill(p.from).join('\n// between\n')}\n// after\n`);
    quiet(() => applyPatches(dir));
    for (const p of PATCHES) {
      const text = read(dir, p.file);
      expect(text.split(p.to).length - 1, p.file).toBe(p.count);
      expect(text.includes(p.from), p.file).toBe(false);
      expect(text.startsWith('// before\n') && text.endsWith('\n// after\n'), p.file).toBe(true);
    }
  });

  it('change nothing when run a second time (npm install after npm ci)', () => {
    const dir = root((p) => Array(p.count).fill(p.from).join('\n'));
    quiet(() => applyPatches(dir));
    const once = PATCHES.map((p) => read(dir, p.file));
    quiet(() => applyPatches(dir));
    expect(PATCHES.map((p) => read(dir, p.file))).toEqual(once);
  });

  it('fail the install, naming the file and the fix, when a package no longer has the piece', () => {
    const dir = root((p) => `// a release that rewrote ${p.file}\n`);
    const [first] = PATCHES;
    if (!first) throw new Error('no patches to test');
    const file = first.file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(() => quiet(() => applyPatches(dir))).toThrow(new RegExp(`${file}: expected ${first.count} .*found 0`));
  });

  it('are all applied to the packages installed here', () => {
    for (const p of PATCHES) {
      const text = read(path.resolve(__dirname, '..'), p.file);
      expect(text.split(p.to).length - 1, `${p.file}: ${p.why}`).toBe(p.count);
    }
  });
});
