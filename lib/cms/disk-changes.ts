/**
 * Saves that would overwrite a change made on disk behind the editor's back (a `git pull`, a text editor):
 * Keystatic's local API writes whatever it is sent. The editor learns each file's version only from the API's
 * answers (the tree when it loads, the new tree after each save), so the API remembers the version it last told of
 * each file and refuses to save over another one. Pure: versions are git blob hashes (lib/node/git-blob.ts), handed in.
 */
import type { Refusal } from './request-guard';

/** Path → blob hash, as the editor was last told. */
export type KnownVersions = Map<string, string>;

/** Remember the versions of a tree the API answers with (Keystatic's `[{ path, sha }]`). */
export function rememberTree(known: KnownVersions, entries: unknown): void {
  if (!Array.isArray(entries)) return;
  known.clear();
  for (const entry of entries) {
    const { path, sha } = (entry ?? {}) as { path?: unknown; sha?: unknown };
    if (typeof path === 'string' && typeof sha === 'string') known.set(path, sha);
  }
}

/** Null when each path saved is on disk as the editor knows it (or new to it); `onDisk` hashes it, null if absent. */
export function refuseStaleSave(
  paths: readonly string[],
  known: KnownVersions,
  onDisk: (path: string) => string | null,
): Refusal | null {
  for (const p of paths) {
    const seen = known.get(p);
    if (seen === undefined) continue;
    const now = onDisk(p);
    if (now !== seen) {
      return {
        status: 409,
        message:
          `Not saved: ${p} ${now === null ? 'was deleted' : 'changed'} on disk after the editor opened it ` +
          '(a git pull or another editor?). Saving would undo that change. Copy your edit, reload the editor ' +
          'to see the file as it is now, and make your edit again.',
      };
    }
  }
  return null;
}
