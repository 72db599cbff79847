import { closeSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generatedFile } from './generated-file';

const roots: string[] = [];
const scratchRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rntp-generated-'));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const facts = generatedFile<{ versions: string[] }>('facts.json', 'npm run content');

describe('a file under .generated/', () => {
  it('reads back what was written, in a folder made for it', () => {
    const root = scratchRoot();
    expect(facts.exists(root)).toBe(false);
    facts.write({ versions: ['4.1', '2.1'] }, root);
    expect(facts.read(root)).toEqual({ versions: ['4.1', '2.1'] });
  });

  it('is replaced whole: a reader that opened it before the write reads the old text to its end, and nothing is left beside it', () => {
    const root = scratchRoot();
    facts.write({ versions: ['4.0'] }, root);
    const reader = openSync(facts.file(root), 'r');
    try {
      facts.write({ versions: ['4.1', '4.0', '3.2'] }, root);
      const buffer = Buffer.alloc(256);
      const read = readSync(reader, buffer, 0, buffer.length, 0);
      expect(JSON.parse(buffer.subarray(0, read).toString('utf8'))).toEqual({ versions: ['4.0'] });
    } finally {
      closeSync(reader);
    }
    expect(facts.read(root)).toEqual({ versions: ['4.1', '4.0', '3.2'] });
    expect(readdirSync(path.join(root, '.generated'))).toEqual(['facts.json']);
  });

  it('cut short or missing, fails naming the file and the step to run', () => {
    const root = scratchRoot();
    expect(() => facts.read(root)).toThrow(`${facts.file(root)} is missing: run npm run content first.`);
    facts.write({ versions: [] }, root);
    writeFileSync(facts.file(root), '{"versions": [');
    expect(() => facts.read(root)).toThrow(
      new RegExp(
        `^${facts.file(root).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not valid JSON .*run npm run content again\\.$`,
      ),
    );
  });
});
