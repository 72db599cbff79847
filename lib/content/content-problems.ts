/**
 * Problems found in the content, each tied to a source file and line, so a
 * build can list every one of them at once instead of stopping at the first.
 */

/** One problem in one content file. */
export interface ContentProblem {
  /** Path of the file as its author knows it (the source's own path, e.g. `versioned_docs/version-4.1/intro.md`). */
  file: string;
  /** 1-based line; 0 when the problem concerns the whole file. */
  line: number;
  message: string;
  /** Whether it fails the build (`error`, when absent) or is only listed (`warning`). */
  severity?: 'error' | 'warning';
  /** The id of the registry check that found it (lib/content/content-checks.ts). */
  check?: string;
}

/** `file:line: message` (`file: message` without a line). */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}${problem.line > 0 ? `:${problem.line}` : ''}: ${problem.message}`;
}

/** Problems in file order, then line order, each listed once. */
export function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return [...problems]
    .sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1))
    .filter((p) => {
      const key = formatProblem(p);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Every error of a content build in one exception, listed in full in its message. */
export class ContentErrors extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(problems: readonly ContentProblem[], what = 'content') {
    const sorted = sortProblems(problems);
    super(
      `${sorted.length} ${sorted.length === 1 ? 'error' : 'errors'} in the ${what}:\n${sorted.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    );
    this.name = 'ContentErrors';
    this.problems = sorted;
  }
}

/** Throws {@link ContentErrors} when there is any problem. */
export function throwIfProblems(problems: readonly ContentProblem[], what?: string): void {
  if (problems.length > 0) throw new ContentErrors(problems, what);
}
