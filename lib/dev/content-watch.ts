/**
 * How `npm run dev` (scripts/dev.ts) reacts to a burst of file events: one
 * run once the burst is over. Pure: the script hands in the task.
 */

/**
 * Runs `task` after `ms` of quiet, at most one at a time: changes arriving
 * while it runs start one more run afterwards (an editor's save is often
 * several file events).
 */
export function debounced(task: () => Promise<void>, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await task();
    } finally {
      running = false;
      if (again) {
        again = false;
        schedule();
      }
    }
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };
  return schedule;
}

/**
 * Whether `text` (a file the content build writes, such as `.contentlayer/package.json`) is whole JSON. The
 * content build writes its files in place: stopped in the middle of one (a restart of `npm run dev`'s content
 * build), it leaves it cut short, and the next content build then fails to load its own configuration
 * ("Invalid package config") and never builds again.
 */
export function isWholeJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A source file of the content build, as its own watcher names it: relative to the content folder (`docs/…`). */
export interface SourceChange {
  /** `docs/next/guides/sleeptimers.md`, `docs/next/guides/_category_.json`. */
  id: string;
  /** The content build's document type for the file. */
  type: 'Doc' | 'Category';
}

/** The content build's type for a file under the content folder, or null for a file it does not build (a picture). */
export function sourceTypeOf(id: string): SourceChange['type'] | null {
  if (!id.startsWith('docs/')) return null;
  if (/\.mdx?$/.test(id)) return 'Doc';
  if (id.endsWith('/_category_.json')) return 'Category';
  return null;
}

/**
 * The files saved since the content build's last builds, for `npm run dev`'s hand-off to the site
 * (lib/generated/dev-content.ts): which documents each finished build must hand over, without reading the others.
 *
 * A save and the build it starts are seen by two watchers of the same process, the content build's and this one, in
 * either order; a save made while a build runs is built by the next build. So a file is handed over by the next
 * `keep` finished builds after its last save, not only the first: the build that included it is always one of them.
 */
export function pendingSources(keep = 2) {
  /** id → builds still to hand it over. */
  const pending = new Map<string, { change: SourceChange; builds: number }>();
  return {
    /** A save, a new file or a removed one. Files the content build does not build are ignored. */
    saw(id: string): void {
      const type = sourceTypeOf(id);
      if (type) pending.set(id, { change: { id, type }, builds: keep });
    },
    /** A build finished: the files it must hand over, oldest save first; each is handed over `keep` times at most. */
    take(): SourceChange[] {
      const out: SourceChange[] = [];
      for (const [id, entry] of pending) {
        out.push(entry.change);
        if (--entry.builds <= 0) pending.delete(id);
      }
      return out;
    },
    get size(): number {
      return pending.size;
    },
  };
}
