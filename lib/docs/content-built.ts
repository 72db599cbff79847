/**
 * `next build` beside the content build. In a cold `npm run build`,
 * scripts/build.ts starts `next build` as soon as the API data is written,
 * while contentlayer2 is still compiling the docs: Turbopack's compile reads
 * none of them (lib/docs/generated-on-disk.ts reads them when pages render).
 * The page workers wait here until contentlayer2 is done. build.ts says so
 * with a marker file, named by the environment variable below, whose text is
 * `ok` or why the content build failed. It writes the file whole, by renaming.
 */
import { readFileSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export const CONTENT_BUILT_ENV = 'RNTP_CONTENT_BUILT';
export const CONTENT_BUILT_OK = 'ok';
/** Far longer than any content build here; only a marker that never comes ends this way. */
const DEFAULT_TIMEOUT_MS = 10 * 60_000;

/**
 * Resolves at once when `marker` is undefined (`next build` run on its own)
 * or the marker says `ok`; otherwise once it does.
 * @throws when the marker names a failure, or none arrives within `timeoutMs`
 */
export function whenContentBuilt(marker: string | undefined, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  if (!marker) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    let done = false;
    let watcher: FSWatcher | undefined;
    const finish = (error?: Error) => {
      done = true;
      watcher?.close();
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (done) return;
      let text: string;
      try {
        text = readFileSync(marker, 'utf8').trim();
      } catch {
        return;
      }
      // Not there yet, or (written by something else than build-handoff) not written yet.
      if (!text) return;
      if (text === CONTENT_BUILT_OK) finish();
      else finish(new Error(`The content build failed, so no page can render: ${text}.`));
    };
    const timer = setTimeout(
      () => finish(new Error(`No word from the content build after ${timeoutMs / 1000} s (${marker} never appeared).`)),
      timeoutMs,
    );
    try {
      watcher = watch(path.dirname(marker), check);
    } catch (error) {
      finish(new Error(`Cannot wait for the content build: ${(error as Error).message}`));
      return;
    }
    // The marker may have been written before the watch began.
    check();
  });
}
