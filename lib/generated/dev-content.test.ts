import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contentBuildIndexFiles,
  contentBuildRecordFile,
  contentGenerationFile,
  devContentState,
  ensureContentGeneration,
  generationDir,
  handOffContentBuild,
  readContentGeneration,
  readGeneration,
} from './dev-content';
import type { SourceChange } from '../dev/content-watch';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

interface Rec {
  _id: string;
  title: string;
}
const queue: Rec = { _id: 'docs/4.1/api/functions/queue.md', title: 'Queue' };
const timers: Rec = { _id: 'docs/4.1/guides/sleeptimers.md', title: 'Sleep timers' };
const guides = { _id: 'docs/4.1/guides/_category_.json', label: 'Guides' };
const doc = (id: string): SourceChange => ({ id, type: 'Doc' });

/**
 * Writes a build as the content build does: each record removed and written again, then the indexes. The links a
 * generation holds must keep the text of the build they were made from.
 */
function writeBuild(root: string, docs: Rec[], categories: object[] = [guides]) {
  const files = contentBuildIndexFiles(root);
  for (const [file, records, type] of [
    [files.docs, docs, 'Doc'],
    [files.categories, categories, 'Category'],
  ] as const) {
    mkdirSync(path.dirname(file), { recursive: true });
    for (const record of records as { _id: string }[]) {
      const at = contentBuildRecordFile(root, { id: record._id, type });
      rmSync(at, { force: true });
      writeFileSync(at, JSON.stringify(record));
    }
    rmSync(file, { force: true });
    writeFileSync(file, JSON.stringify(records));
  }
}
function checkout(docs: Rec[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'rntp-dev-content-'));
  roots.push(root);
  writeBuild(root, docs);
  return root;
}
const exists = () => true;

describe("npm run dev's hand-off of each content build", () => {
  it('names each record file as the content build does', () => {
    const root = '/r';
    expect(contentBuildRecordFile(root, doc('docs/4.1/intro.md'))).toBe(
      '/r/.contentlayer/generated/Doc/docs__4.1__intro.md.json',
    );
    expect(contentBuildRecordFile(root, { id: '2.1/x.md', type: 'Category' })).toBe(
      '/r/.contentlayer/generated/Category/_2.1__x.md.json',
    );
  });

  it('makes a full first generation of links to the two indexes, then stamps it', () => {
    const root = checkout([queue]);
    expect(handOffContentBuild(root, [], true, exists)).toEqual({
      handedOff: true,
      generation: 1,
      full: true,
      changed: 0,
      removed: 0,
    });
    expect(readContentGeneration(root)).toEqual({ generation: 1 });
    expect(readGeneration(root, 1)).toEqual({ docs: [queue], categories: [guides] });
  });

  it('keeps a generation as it was when the content build rewrites its files', () => {
    const root = checkout([queue]);
    handOffContentBuild(root, [], true, exists);
    writeBuild(root, [{ ...queue, title: 'Queue, edited' }, timers]);
    expect(readGeneration(root, 1).docs).toEqual([queue]);
  });

  it("links the saved files' records only, and names removed files", () => {
    const root = checkout([queue, timers]);
    handOffContentBuild(root, [], true, exists);
    writeBuild(root, [{ ...queue, title: 'Queue, edited' }]);
    const result = handOffContentBuild(root, [doc(queue._id), doc(timers._id)], false, (id) => id === queue._id);
    expect(result).toMatchObject({ handedOff: true, generation: 2, full: false, changed: 1, removed: 1 });
    const changes = JSON.parse(readFileSync(path.join(generationDir(root, 2), 'changes.json'), 'utf8'));
    expect(changes.removed).toEqual([doc(timers._id)]);
    const [changed] = changes.changed;
    expect(JSON.parse(readFileSync(path.join(generationDir(root, 2), 'records', changed.file), 'utf8')).title).toBe(
      'Queue, edited',
    );
  });

  it('hands over the whole index when a saved file that still exists has no record (it no longer builds)', () => {
    const root = checkout([queue]);
    handOffContentBuild(root, [], true, exists);
    expect(handOffContentBuild(root, [doc(timers._id)], false, exists)).toMatchObject({ generation: 2, full: true });
  });

  it('hands over the whole index after a build with no file seen saved', () => {
    const root = checkout([queue]);
    handOffContentBuild(root, [], true, exists);
    expect(handOffContentBuild(root, [], false, exists)).toMatchObject({ handedOff: true, generation: 2, full: true });
  });

  it('names the missing index when there is no build, and writes nothing', () => {
    const root = checkout([queue]);
    rmSync(contentBuildIndexFiles(root).categories);
    const result = handOffContentBuild(root, [], true, exists);
    expect(!result.handedOff && result.reason).toMatch(/Category\/_index\.json is missing/);
    expect(existsSync(contentGenerationFile(root))).toBe(false);
  });

  it('keeps the last 20 generations on disk', () => {
    const root = checkout([queue]);
    for (let i = 0; i < 25; i++) handOffContentBuild(root, [doc(queue._id)], i === 0, exists);
    expect(existsSync(generationDir(root, 5))).toBe(false);
    expect(existsSync(generationDir(root, 6))).toBe(true);
    expect(existsSync(generationDir(root, 25))).toBe(true);
  });
});

describe('the docs the dev server reads', () => {
  it('reads the whole index once, then only the changed records, and keeps the others as they were', () => {
    const root = checkout([queue, timers]);
    handOffContentBuild(root, [], true, exists);
    const store = {};
    const first = devContentState(root, 1, store);
    expect(first.docs).toEqual([queue, timers]);
    writeBuild(root, [{ ...queue, title: 'Queue, edited' }, timers]);
    handOffContentBuild(root, [doc(queue._id)], false, exists);
    // The index is no longer read: were it, the unchanged record would be a new object.
    rmSync(path.join(generationDir(root, 2), 'Doc.json'));
    const second = devContentState(root, 2, store);
    expect(second.docs).toEqual([{ ...queue, title: 'Queue, edited' }, timers]);
    expect(second.docs[1]).toBe(first.docs[1]);
  });

  it('applies every generation it missed, in order, removals included', () => {
    const root = checkout([queue, timers]);
    handOffContentBuild(root, [], true, exists);
    const store = {};
    devContentState(root, 1, store);
    writeBuild(root, [{ ...queue, title: 'Two' }]);
    handOffContentBuild(root, [doc(queue._id), doc(timers._id)], false, (id) => id === queue._id);
    writeBuild(root, [{ ...queue, title: 'Three' }]);
    handOffContentBuild(root, [doc(queue._id)], false, exists);
    expect(devContentState(root, 3, store)).toEqual({
      generation: 3,
      docs: [{ ...queue, title: 'Three' }],
      categories: [guides],
    });
  });

  it('reads the whole index again when a generation it missed is full or gone', () => {
    const root = checkout([queue]);
    handOffContentBuild(root, [], true, exists);
    const store = {};
    devContentState(root, 1, store);
    writeBuild(root, [timers]);
    handOffContentBuild(root, [], true, exists);
    expect(devContentState(root, 2, store).docs).toEqual([timers]);
    writeBuild(root, [queue]);
    handOffContentBuild(root, [doc(queue._id)], false, exists);
    handOffContentBuild(root, [doc(queue._id)], false, exists);
    rmSync(generationDir(root, 3), { recursive: true });
    expect(devContentState(root, 4, store).docs).toEqual([queue]);
  });

  it('names the step to run when no generation was handed over yet', () => {
    const root = checkout([queue]);
    ensureContentGeneration(root);
    expect(readContentGeneration(root)).toEqual({ generation: 0 });
    expect(() => devContentState(root, 0, {})).toThrow(/Doc\.json is missing: run npm run dev/);
  });
});
