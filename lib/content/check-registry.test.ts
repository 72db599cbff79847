import { describe, expect, it } from 'vitest';
import { forBuild, memoOn, registryMemo, runChecks, type ContentCheck } from './check-registry';
import { formatProblem } from './content-problems';

/** Two docs of a fixture site: a page whose text says what is wrong with it, by line. */
interface FixtureDoc {
  path: string;
  key?: string;
  text: string;
}
interface FixtureSite {
  docs: FixtureDoc[];
  /** What the per-doc check reads besides the doc (a package's facts, say). */
  facts: string;
}

const intro: FixtureDoc = { path: 'docs/4.1/intro.md', key: 'v1', text: 'fine\nTODO: wrong signature' };
const events: FixtureDoc = { path: 'docs/4.1/api/events.md', key: 'v1', text: 'fine' };

/** A per-doc check that counts the docs it ran on: each line starting "TODO" is an error there. */
function todoCheck(ran: string[]): ContentCheck<FixtureSite, FixtureDoc> {
  return {
    id: 'todo-lines',
    checks: 'no line starts with TODO',
    scope: 'doc',
    docs: (site) => site.docs,
    context: (site) => site.facts,
    run: (doc) => {
      ran.push(doc.path);
      return doc.text.split('\n').flatMap((line, i) => (line.startsWith('TODO') ? [{ file: doc.path, line: i + 1, message: line }] : []));
    },
  };
}

/** A whole-site check: at most one doc per folder, a warning otherwise. */
const countCheck: ContentCheck<FixtureSite, FixtureDoc> = {
  id: 'doc-count',
  checks: 'the site has more than one doc',
  scope: 'site',
  run: (site) => (site.docs.length > 1 ? [] : [{ file: 'docs/4.1', line: 0, message: 'only one doc', severity: 'warning' }]),
};

describe('runChecks', () => {
  it('names the failing check and the file and line of each problem', () => {
    const report = runChecks([todoCheck([]), countCheck], { docs: [intro, events], facts: 'a' });
    expect(report.errors.map((p) => `${p.check}: ${formatProblem(p)}`)).toEqual([
      'todo-lines: docs/4.1/intro.md:2: TODO: wrong signature',
    ]);
    expect(report.warnings).toEqual([]);
  });

  it('keeps warnings apart from errors', () => {
    const report = runChecks([countCheck], { docs: [events], facts: 'a' });
    expect(report.errors).toEqual([]);
    expect(report.warnings.map((p) => `${p.check}: ${formatProblem(p)}`)).toEqual(['doc-count: docs/4.1: only one doc']);
  });

  it('checks again, with a memo, only the doc whose key changed', () => {
    const ran: string[] = [];
    const check = todoCheck(ran);
    const memo = registryMemo();
    runChecks([check], { docs: [intro, events], facts: 'a' }, memo);
    expect(ran).toEqual([intro.path, events.path]);

    ran.length = 0;
    const again = runChecks([check], { docs: [intro, events], facts: 'a' }, memo);
    expect(ran).toEqual([]);
    expect(again.errors.map(formatProblem)).toEqual(['docs/4.1/intro.md:2: TODO: wrong signature']);

    ran.length = 0;
    const fixed = { ...intro, key: 'v2', text: 'fine\nfine' };
    expect(runChecks([check], { docs: [fixed, events], facts: 'a' }, memo).errors).toEqual([]);
    expect(ran).toEqual([intro.path]);
  });

  it('checks every doc again when what the check reads besides the docs changed', () => {
    const ran: string[] = [];
    const memo = registryMemo();
    runChecks([todoCheck(ran)], { docs: [intro, events], facts: 'a' }, memo);
    ran.length = 0;
    runChecks([todoCheck(ran)], { docs: [intro, events], facts: 'b' }, memo);
    expect(ran).toEqual([intro.path, events.path]);
  });

  it('checks a doc without a key every time, and forgets a deleted doc', () => {
    const ran: string[] = [];
    const memo = registryMemo();
    const unkeyed = { path: 'docs/4.1/draft.md', text: 'TODO' };
    runChecks([todoCheck(ran)], { docs: [unkeyed, intro], facts: 'a' }, memo);
    ran.length = 0;
    runChecks([todoCheck(ran)], { docs: [unkeyed], facts: 'a' }, memo);
    expect(ran).toEqual([unkeyed.path]);
    expect([...memo.docs.get('todo-lines')!.keys()]).toEqual([]);
  });
});

describe('memoOn', () => {
  it('computes again only when one of the keys changed', () => {
    const cache = new Map<string, unknown>();
    let runs = 0;
    const compute = () => ++runs;
    expect(memoOn(cache, '4.1', ['a', 'b'], compute)).toBe(1);
    expect(memoOn(cache, '4.1', ['a', 'b'], compute)).toBe(1);
    expect(memoOn(cache, '4.1', ['a', 'c'], compute)).toBe(2);
    expect(memoOn(cache, '4.1', ['a'], compute)).toBe(3);
    expect(memoOn(cache, 'next', ['a'], compute)).toBe(4);
  });
});

describe('forBuild', () => {
  it('lists as warnings the errors of the checks that only warn in the build, and keeps the others failing', () => {
    const warnOnly = { ...todoCheck([]), inBuild: 'warn' as const };
    const site = { docs: [intro, { ...events, path: 'docs/4.1/one.md' }], facts: 'a' };
    const failing: ContentCheck<FixtureSite, FixtureDoc> = { ...countCheck, id: 'always', run: () => [{ file: 'docs/4.1/x.md', line: 3, message: 'bad' }] };
    const report = forBuild(runChecks([warnOnly, failing], site), [warnOnly, failing]);
    expect(report.errors.map((p) => `${p.check}: ${formatProblem(p)}`)).toEqual(['always: docs/4.1/x.md:3: bad']);
    expect(report.warnings.map((p) => `${p.check}: ${formatProblem(p)}`)).toEqual([
      'todo-lines: docs/4.1/intro.md:2: TODO: wrong signature',
    ]);
  });
});
