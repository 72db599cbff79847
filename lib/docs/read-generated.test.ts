import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readGeneratedIndex } from './read-generated';

describe('readGeneratedIndex', () => {
  let dir: string;
  const generated = (files: Record<string, string>) => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'generated-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the documents of one type from its _index.json', () => {
    const root = generated({
      'Doc/_index.json': JSON.stringify([{ docId: 'intro' }, { docId: 'basics/installation' }]),
      'Category/_index.json': JSON.stringify([{ label: 'Basics' }]),
    });
    expect(readGeneratedIndex<{ docId: string }>(root, 'Doc').map((d) => d.docId)).toEqual([
      'intro',
      'basics/installation',
    ]);
    expect(readGeneratedIndex(root, 'Category')).toEqual([{ label: 'Basics' }]);
  });

  it('names the missing file and the step that writes it', () => {
    const root = generated({ 'Doc/_index.json': '[]' });
    expect(() => readGeneratedIndex(root, 'Category')).toThrow(
      `${path.join(root, 'Category', '_index.json')} is missing: run \`contentlayer2 build\``,
    );
  });

  it('names a file that is not JSON', () => {
    const root = generated({ 'Doc/_index.json': '[{"docId": ' });
    expect(() => readGeneratedIndex(root, 'Doc')).toThrow(/Doc\/_index\.json is not valid JSON/);
  });
});
