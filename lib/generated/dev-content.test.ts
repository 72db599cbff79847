import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contentBuildIndexFiles,
  contentGenerationFile,
  copyContentBuild,
  devContentFile,
  ensureContentGeneration,
  readContentGeneration,
  readDevContent,
} from './dev-content';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout whose content build wrote `docs` and `categories` (as text, so a file can be cut short). */
function checkout(docs: string, categories = '[]') {
  const root = mkdtempSync(path.join(tmpdir(), 'rntp-dev-content-'));
  roots.push(root);
  writeBuild(root, docs, categories);
  return root;
}
function writeBuild(root: string, docs: string, categories = '[]') {
  const files = contentBuildIndexFiles(root);
  for (const [file, text] of [
    [files.docs, docs],
    [files.categories, categories],
  ] as const) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

const queueDoc = JSON.stringify([{ docId: 'api/functions/queue', version: '4.1', title: 'Queue' }], null, 2);
const twoDocs = JSON.stringify([
  { docId: 'api/functions/queue', version: '4.1', title: 'Queue' },
  { docId: 'guides/sleeptimers', version: '4.1', title: 'Sleep timers' },
]);
const guidesCategory = JSON.stringify([{ version: '4.1', dir: 'guides', label: 'Guides' }]);

describe("npm run dev's copy of the content build", () => {
  it('copies the docs and categories whole and then stamps generation 1 with their counts', () => {
    const root = checkout(queueDoc, guidesCategory);
    expect(copyContentBuild(root)).toEqual({ copied: true, generation: 1, docs: 1, categories: 1 });
    expect(readDevContent(root)).toEqual({ docs: JSON.parse(queueDoc), categories: JSON.parse(guidesCategory) });
    const stamp = readContentGeneration(root);
    expect(stamp).toMatchObject({ generation: 1, docs: 1, categories: 1 });
    // The stamp describes the copy that is on disk.
    expect(stamp.hash).toBe(
      createHash('sha1')
        .update(readFileSync(devContentFile(root)))
        .digest('hex'),
    );
  });

  it('stamps a new generation only when the docs changed: two builds of the same content reload the site once', () => {
    const root = checkout(queueDoc);
    copyContentBuild(root);
    expect(copyContentBuild(root)).toEqual({
      copied: false,
      reason: 'the same docs as the last copy',
      unchanged: true,
    });
    expect(readContentGeneration(root).generation).toBe(1);
    writeBuild(root, twoDocs);
    expect(copyContentBuild(root)).toEqual({ copied: true, generation: 2, docs: 2, categories: 0 });
    expect(readDevContent(root).docs).toHaveLength(2);
  });

  it('copies again when the copy was removed, though the docs are the same', () => {
    const root = checkout(queueDoc);
    copyContentBuild(root);
    rmSync(devContentFile(root));
    expect(copyContentBuild(root)).toMatchObject({ copied: true, generation: 2 });
    expect(readDevContent(root).docs).toHaveLength(1);
  });

  it('keeps the last copy and its stamp when the build it finds is cut short, and names the file', () => {
    const root = checkout(queueDoc);
    copyContentBuild(root);
    writeBuild(root, twoDocs.slice(0, 40));
    const result = copyContentBuild(root);
    expect(result.copied).toBe(false);
    expect(!result.copied && result.reason).toMatch(/Doc\/_index\.json is not whole JSON/);
    expect(readContentGeneration(root).generation).toBe(1);
    expect(readDevContent(root).docs).toEqual(JSON.parse(queueDoc));
  });

  it('names the missing file when there is no build, and writes nothing', () => {
    const root = checkout(queueDoc);
    rmSync(contentBuildIndexFiles(root).categories);
    const result = copyContentBuild(root);
    expect(!result.copied && result.reason).toMatch(/Category\/_index\.json is missing/);
    expect(() => readDevContent(root)).toThrow(/dev-content\.json is missing: run npm run dev/);
  });

  it('refuses a build whose file is not a list', () => {
    const root = checkout('{"docId":"intro"}');
    const result = copyContentBuild(root);
    expect(!result.copied && result.reason).toMatch(/Doc\/_index\.json is not a list/);
  });
});

describe('the stamp the site imports', () => {
  it('is written at generation 0 when missing, and an existing one is left as it is', () => {
    const root = checkout(queueDoc);
    ensureContentGeneration(root);
    expect(readContentGeneration(root)).toEqual({ generation: 0, hash: '', docs: 0, categories: 0 });
    copyContentBuild(root);
    ensureContentGeneration(root);
    expect(readContentGeneration(root).generation).toBe(1);
    expect(JSON.parse(readFileSync(contentGenerationFile(root), 'utf8')).docs).toBe(1);
  });
});
