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
