import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packageTarball, ustarName } from './tarball';

/** The entries of a ustar archive: path (prefix joined), mode, size and body. */
function entries(tgz: Buffer) {
  const tar = gunzipSync(tgz);
  const out: { path: string; mode: number; body: string }[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const head = tar.subarray(at, at + 512);
    if (head.every((b) => b === 0)) break;
    const field = (from: number, len: number) => head.toString('utf8', from, from + len).replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12), 8);
    const prefix = field(345, 155);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : head[i]!;
    expect(parseInt(field(148, 8), 8)).toBe(sum);
    expect(field(257, 6)).toBe('ustar');
    out.push({
      path: prefix ? `${prefix}/${field(0, 100)}` : field(0, 100),
      mode: parseInt(field(100, 8), 8),
      body: tar.toString('utf8', at + 512, at + 512 + size),
    });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

describe('the package tarball', () => {
  const files = [
    { path: 'package.json', body: '{"name":"demo"}' },
    { path: 'dist/cli.mjs', body: '#!/usr/bin/env node\n', executable: true },
    { path: 'data/empty.md', body: '' },
    { path: 'data/block.md', body: 'x'.repeat(512) },
  ];

  it('puts every file under package/ with its bytes, the bin executable, as npm pack does', () => {
    expect(entries(packageTarball(files))).toEqual([
      { path: 'package/package.json', mode: 0o644, body: '{"name":"demo"}' },
      { path: 'package/dist/cli.mjs', mode: 0o755, body: '#!/usr/bin/env node\n' },
      { path: 'package/data/empty.md', mode: 0o644, body: '' },
      { path: 'package/data/block.md', mode: 0o644, body: 'x'.repeat(512) },
    ]);
  });

  it('is the same bytes for the same files (no clock, no owner)', () => {
    expect(packageTarball(files).equals(packageTarball(files))).toBe(true);
  });

  it('keeps a path longer than 100 bytes whole, split into prefix and name', () => {
    const long = `types/react-native/${'Libraries/'.repeat(12)}index.d.ts`;
    expect(ustarName(`package/${long}`).name).toBe('index.d.ts');
    expect(entries(packageTarball([{ path: long, body: 'x' }]))[0]!.path).toBe(`package/${long}`);
  });

  it('refuses a path that climbs out, is absolute or comes twice', () => {
    expect(() => packageTarball([{ path: '../evil', body: '' }])).toThrow(/not a relative path/);
    expect(() => packageTarball([{ path: '/etc/x', body: '' }])).toThrow(/not a relative path/);
    expect(() => packageTarball([files[0]!, files[0]!])).toThrow(/package\.json is listed twice/);
  });
});
