import { mkdtempSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_BUILT_OK, whenContentBuilt } from './content-built';

let dir: string;
let marker: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'content-built-'));
  marker = path.join(dir, 'content-built');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** As scripts/lib/build-handoff.ts writes it: whole, then renamed into place. */
const writeMarker = (text: string) => {
  writeFileSync(`${marker}.tmp`, text);
  renameSync(`${marker}.tmp`, marker);
};
/**
 * Makes `change` in the marker's folder and resolves once the change has reached this process's watchers of the
 * folder, the waiter's among them (Node hands one folder event to all of them in the same turn), and whatever the
 * waiter did about it has run.
 */
const changeSeen = (change: () => void) =>
  new Promise<void>((resolve) => {
    const watcher = watch(dir, () => {
      watcher.close();
      setImmediate(resolve);
    });
    change();
  });

describe('whenContentBuilt: page workers wait for the content build', () => {
  it('does not wait when no marker is named (`next build` run on its own)', async () => {
    await expect(whenContentBuilt(undefined, 50)).resolves.toBeUndefined();
  });

  it('goes on at once when the content build is already done', async () => {
    writeMarker(CONTENT_BUILT_OK);
    await expect(whenContentBuilt(marker, 50)).resolves.toBeUndefined();
  });

  it('waits until the marker says the content build is done', async () => {
    let settled = false;
    const waiting = whenContentBuilt(marker, 5_000).then(() => (settled = true));
    // Another file in the folder is no marker.
    await changeSeen(() => writeFileSync(path.join(dir, 'other'), 'x'));
    expect(settled).toBe(false);
    writeMarker(CONTENT_BUILT_OK);
    await waiting;
    expect(settled).toBe(true);
  });

  it('fails with the reason when the content build failed', async () => {
    const waiting = whenContentBuilt(marker, 5_000);
    writeMarker('contentlayer2 exited with code 1');
    await expect(waiting).rejects.toThrow(
      'The content build failed, so no page can render: contentlayer2 exited with code 1.',
    );
  });

  it('ignores a marker that is still empty and waits for its text', async () => {
    writeFileSync(marker, '');
    let settled = false;
    const waiting = whenContentBuilt(marker, 5_000).then(() => (settled = true));
    await changeSeen(() => writeFileSync(marker, ''));
    expect(settled).toBe(false);
    writeMarker(CONTENT_BUILT_OK);
    await waiting;
  });

  it('gives up, naming the marker, when none arrives in time', async () => {
    await expect(whenContentBuilt(marker, 150)).rejects.toThrow(
      `No word from the content build after 0.15 s (${marker} never appeared).`,
    );
  });

  it('fails clearly when the marker’s folder does not exist', async () => {
    await expect(whenContentBuilt(path.join(dir, 'missing', 'content-built'), 50)).rejects.toThrow(
      /^Cannot wait for the content build: /,
    );
  });
});
