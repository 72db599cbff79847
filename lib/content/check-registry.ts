/**
 * The runner of the content-check registry (lib/content/content-checks.ts): every runner (the build's check step,
 * `npm run dev`'s problem list, `test:content`) runs the same entries through `runChecks`. A check is either
 * per doc (run on each doc alone, memoised by the doc's `key`, its compiled code, so that a save in `npm run dev`
 * checks again only the doc that changed) or whole-site (run on every doc at once; it memoises its own work on its
 * inputs through the `cache` it is given, see `memoOn`). Each problem carries the id of the check that found it.
 */
import type { ContentProblem } from './content-problems';

/** What a per-doc check needs of a doc: its path (the memo's index) and a text that changes whenever it does. */
export interface CheckedDoc {
  path: string;
  key?: string;
}

interface CheckBase {
  /** Short, stable name: how runners, tests and messages name the check. */
  id: string;
  /** What it checks, in a sentence (ARCHITECTURE.md lists them). */
  checks: string;
  /**
   * What the build does with its errors: fail (the default), or list them as warnings. `npm run dev` shows them as
   * errors either way, and `test:content` fails on them.
   */
  inBuild?: 'fail' | 'warn';
}

/** A check of each doc on its own. */
export interface DocCheck<Input, Doc extends CheckedDoc> extends CheckBase {
  scope: 'doc';
  /** The docs of the input it checks. */
  docs: (input: Input) => readonly Doc[];
  /** Text that changes whenever what the check reads besides the doc does (the packages' facts, say). */
  context?: (input: Input) => string;
  run: (doc: Doc, input: Input) => ContentProblem[];
}

/** A check of the whole site at once. */
export interface SiteCheck<Input> extends CheckBase {
  scope: 'site';
  /** `cache` is kept from run to run of the same memo: where the check keeps what it can reuse. */
  run: (input: Input, cache: Map<string, unknown>) => ContentProblem[];
}

export type ContentCheck<Input, Doc extends CheckedDoc> = DocCheck<Input, Doc> | SiteCheck<Input>;

/** What `runChecks` keeps between two runs (`npm run dev` runs after every save). */
export interface RegistryMemo {
  docs: Map<string, Map<string, { key: string; context: string; problems: ContentProblem[] }>>;
  sites: Map<string, Map<string, unknown>>;
}

export function registryMemo(): RegistryMemo {
  return { docs: new Map(), sites: new Map() };
}

export interface ChecksReport {
  errors: ContentProblem[];
  warnings: ContentProblem[];
}

/**
 * The problems of `input` found by each check, named by its id, errors and warnings apart (in the checks' order).
 * With a `memo`, a per-doc check runs again only on the docs whose `key` (or the check's context) changed.
 */
export function runChecks<Input, Doc extends CheckedDoc>(
  checks: readonly ContentCheck<Input, Doc>[],
  input: Input,
  memo?: RegistryMemo,
): ChecksReport {
  const found: ContentProblem[] = [];
  for (const check of checks) {
    const named = (problems: readonly ContentProblem[]) => problems.map((p) => ({ ...p, check: check.id }));
    if (check.scope === 'site') {
      let cache = memo?.sites.get(check.id);
      if (!cache) {
        cache = new Map();
        memo?.sites.set(check.id, cache);
      }
      found.push(...named(check.run(input, cache)));
      continue;
    }
    const context = check.context?.(input) ?? '';
    let kept = memo?.docs.get(check.id);
    if (memo && !kept) memo.docs.set(check.id, (kept = new Map()));
    const seen = new Set<string>();
    for (const doc of check.docs(input)) {
      seen.add(doc.path);
      const hit = doc.key === undefined ? undefined : kept?.get(doc.path);
      if (hit && hit.key === doc.key && hit.context === context) {
        found.push(...hit.problems);
        continue;
      }
      const problems = named(check.run(doc, input));
      if (kept && doc.key !== undefined) kept.set(doc.path, { key: doc.key, context, problems });
      found.push(...problems);
    }
    // A doc deleted since: its findings go with it.
    for (const path of kept?.keys() ?? []) if (!seen.has(path)) kept!.delete(path);
  }
  return {
    errors: found.filter((p) => (p.severity ?? 'error') === 'error'),
    warnings: found.filter((p) => p.severity === 'warning'),
  };
}

/**
 * `compute()`, or what it returned last time under `name` in `cache` while `keys` are the same (compared one by
 * one: a whole-site check keys on each doc's `key`, and no text of them all is built).
 */
export function memoOn<T>(cache: Map<string, unknown>, name: string, keys: readonly string[], compute: () => T): T {
  const hit = cache.get(name) as { keys: readonly string[]; value: T } | undefined;
  if (hit && hit.keys.length === keys.length && hit.keys.every((k, i) => k === keys[i])) return hit.value;
  const value = compute();
  cache.set(name, { keys, value });
  return value;
}

/** The report as the build gives it: the errors of the checks that only warn there (`inBuild: 'warn'`) listed as warnings. */
export function forBuild(report: ChecksReport, checks: readonly { id: string; inBuild?: 'fail' | 'warn' }[]): ChecksReport {
  const warns = new Set(checks.filter((c) => c.inBuild === 'warn').map((c) => c.id));
  const listed = (p: ContentProblem) => warns.has(p.check ?? '');
  return {
    errors: report.errors.filter((p) => !listed(p)),
    warnings: [...report.warnings, ...report.errors.filter(listed)],
  };
}
