/**
 * What `npm run dev` (scripts/dev.ts) does when a content file changes, and
 * how a failed content check becomes the problem list the pages show. Pure:
 * the script hands in paths and errors.
 */
import type { ContentProblem } from '../content/content-problems';

/**
 * What a change asks for:
 *   check    a doc or `_category_.json`: check the content again (contentlayer2's
 *            own watch mode rebuilds the doc);
 *   versions the version list: prepare everything again and restart the content build,
 *            whose configuration reads the list once;
 *   ignore   anything else.
 */
export type ContentChange = 'check' | 'versions' | 'ignore';

/** @param rel path relative to the content folder, with `/` or the platform's separator */
export function classifyChange(rel: string): ContentChange {
  const file = rel.split('\\').join('/').replace(/^\.\//, '');
  if (file === 'versions.json') return 'versions';
  if (!file.startsWith('docs/')) return 'ignore';
  if (/\.mdx?$/.test(file) || /(^|\/)_category_\.json$/.test(file)) return 'check';
  return 'ignore';
}

/**
 * The problems of a failed check: a `ContentErrors` keeps its own (each with a
 * file and line); any other error is one problem naming the file that changed
 * last, when known.
 */
export function problemsOf(error: unknown, lastChanged?: string): ContentProblem[] {
  const problems = (error as { problems?: unknown })?.problems;
  if (Array.isArray(problems)) return problems as ContentProblem[];
  const message = error instanceof Error ? error.message : String(error);
  return [{ file: lastChanged ?? 'content', line: lineOf(message), message }];
}

/** The first `line N` or `:N:` in a message, 0 without one. */
function lineOf(message: string): number {
  const match = /\bline (\d+)|:(\d+):\d+/.exec(message);
  return match ? Number(match[1] ?? match[2]) : 0;
}

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
