/**
 * A fix once, in every version: the edit just made to one version's page,
 * carried to the same page of the other versions wherever the edited passage
 * is the same there.
 *
 * A passage is the smallest run of whole Markdown blocks (paragraph, heading,
 * table row, code block, list item's paragraph…) holding one change
 * (lib/propagate/passages.ts). For each passage and version:
 *   - `applied`: the version has the passage as it was before the edit, with
 *     whitespace collapsed (line wrapping and indentation do not count), and
 *     every library name its edited code blocks use exists in that version;
 *     the same change is made there, every other byte left as it was;
 *   - `skipped`: it has the passage, but a code block of the edit uses a name
 *     its package lacks, the passage is there a different number of times,
 *     or the edit changes only whitespace and this copy is spaced otherwise;
 *   - `already`: it has the passage as it is after the edit;
 *   - `similar`: no copy, but a run of as many blocks whose words are at
 *     least 60 % the same (twice the words in common, in order, over the
 *     words of both): listed with a word diff, left alone;
 *   - `absent`: nothing like it.
 * Pure: the caller reads the files and writes the results.
 */
import type { Code } from 'mdast';
import { parseDocSource } from '../content/parse-markdown';
import { isTypecheckedLanguage } from '../api-model/code-meta';
import { librarySymbols } from './code-symbols';
import { blocksOf, lineAt, mapOffset, matchingRuns, normalized, runOf, runText, slidUp, type Run } from './passages';
import { textChanges, wordDiff, wordSimilarity, type TextChange } from './text-diff';

/** Word similarity from which a passage that is not a copy is listed as similar. */
export const SIMILAR_FROM = 0.6;
/** Unchanged words shown on each side of a change in the diffs. */
const CONTEXT_WORDS = 6;

export interface PropagationInput {
  /** The version whose page was edited. */
  version: string;
  /** The page before the edit (as committed) and after it. */
  before: string;
  after: string;
  /** The same page (same path in the version folder) in each other version; `undefined` where it has none. */
  others: readonly { version: string; text: string | undefined }[];
  /** The name readers import the library by (`react-native-track-player`). */
  moduleName: string;
  /**
   * Whether a version's package has a name as code spells it
   * (`TrackPlayer.getActiveTrack`, `Event.PlaybackState`, `useActiveTrack`):
   * `modelHasName` of lib/api-model/api-names.ts over that version's model.
   */
  hasSymbol: (version: string, name: string) => boolean;
}

/** One edited passage of the page. */
export interface EditedPassage {
  /** 1-based line where it starts in the page before the edit. */
  line: number;
  /** The edit, word by word. */
  diff: string;
}

/** What became of one passage in one version. */
export type PassageOutcome =
  | { status: 'applied'; line: number; diff: string }
  | { status: 'already'; line: number }
  | { status: 'skipped'; line: number; reason: string }
  | { status: 'similar'; line: number; similarity: number; diff: string }
  | { status: 'absent' };

export interface VersionPlan {
  version: string;
  /** The version has no such page (and no outcomes). */
  missing: boolean;
  /** One per edited passage, in the order of `PropagationPlan.passages`. */
  outcomes: PassageOutcome[];
  /** The page with every `applied` passage edited; absent when none is. */
  text?: string;
}

export interface PropagationPlan {
  passages: EditedPassage[];
  versions: VersionPlan[];
}

/** One passage of the edited page with its changes. */
interface Group {
  run: Run;
  changes: TextChange[];
  /** The passage before the edit: its offsets and normalised text. */
  from: { start: number; end: number };
  text: string;
  key: string;
  /** Which copy of the passage it is, when the page has several, and how many there are. */
  copy: number;
  copies: number;
  /** The blocks the edit leaves there: how many, normalised text, and the text exactly. */
  afterCount: number;
  afterKey: string;
  afterText: string;
  /** Library names used by the code blocks the edit leaves in the passage. */
  symbols: string[];
  /** The edit, word by word. */
  diff: string;
}

/** A parse failure as one line: `line 12: Unexpected character…`. */
function parseProblem(error: unknown): string {
  const { line, reason, message } = error as { line?: number; reason?: string; message?: string };
  return `${line ? `line ${line}: ` : ''}${reason ?? message ?? String(error)}`;
}

function groupsOf(input: PropagationInput): Group[] {
  const { before, after } = input;
  let trees;
  try {
    trees = [parseDocSource(before), parseDocSource(after)] as const;
  } catch (error) {
    throw new Error(`the page does not parse: ${parseProblem(error)}`);
  }
  const blocks = blocksOf(trees[0], before.length);
  const afterBlocks = blocksOf(trees[1], after.length);
  const runs: { run: Run; changes: TextChange[] }[] = [];
  for (const found of textChanges(before, after)) {
    const change = slidUp(before, after, found);
    const run = runOf(blocks, before, change.start, change.end);
    const previous = runs.at(-1);
    if (previous && run.first <= previous.run.last) {
      previous.run.last = Math.max(previous.run.last, run.last);
      previous.changes.push(change);
    } else runs.push({ run, changes: [change] });
  }
  return runs.map(({ run, changes }) => {
    const from = { start: blocks[run.first]!.start, end: blocks[run.last]!.end };
    const key = normalized(runText(before, blocks, run));
    const count = run.last - run.first + 1;
    const copies = matchingRuns(before, blocks, count, key);
    // The passage and the changes reaching past it, as they are after the edit.
    const first = changes[0]!;
    const last = changes.at(-1)!;
    const region = { start: Math.min(from.start, first.start), end: Math.max(from.end, last.end) };
    const start = first.afterStart - (first.start - region.start);
    const end = last.afterEnd + (region.end - last.end);
    const inside = afterBlocks.flatMap((b, i) => (b.start >= start && b.end <= end ? [i] : []));
    const afterRun = inside.length ? { first: inside[0]!, last: inside.at(-1)! } : undefined;
    const symbols = new Set<string>();
    for (const i of inside) {
      const node = afterBlocks[i]!.node;
      if (node?.type !== 'code' || !isTypecheckedLanguage((node as Code).lang ?? '')) continue;
      const isLibraryName = (name: string) => input.hasSymbol(input.version, name);
      for (const name of librarySymbols((node as Code).value, input.moduleName, isLibraryName)) symbols.add(name);
    }
    return {
      run,
      changes,
      from,
      text: before.slice(from.start, from.end),
      key,
      copy: copies.findIndex((c) => c.first === run.first),
      copies: copies.length,
      afterCount: inside.length,
      afterKey: afterRun ? normalized(runText(after, afterBlocks, afterRun)) : '',
      afterText: afterRun ? runText(after, afterBlocks, afterRun) : '',
      symbols: [...symbols].sort(),
      diff: wordDiff(before.slice(region.start, region.end), after.slice(start, end), CONTEXT_WORDS),
    };
  });
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

/** `text` with each splice made (they do not overlap). */
function spliced(text: string, splices: readonly Splice[]): string {
  let out = text;
  for (const s of [...splices].sort((a, b) => b.start - a.start))
    out = out.slice(0, s.start) + s.text + out.slice(s.end);
  return out;
}

function planVersion(input: PropagationInput, groups: readonly Group[], version: string, text: string): VersionPlan {
  let tree;
  try {
    tree = parseDocSource(text);
  } catch (error) {
    const reason = `the page does not parse: ${parseProblem(error)}`;
    return { version, missing: false, outcomes: groups.map(() => ({ status: 'skipped', line: 1, reason })) };
  }
  const blocks = blocksOf(tree, text.length);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const splices: Splice[] = [];
  const outcomes = groups.map((group): PassageOutcome => {
    const count = group.run.last - group.run.first + 1;
    const copies = matchingRuns(text, blocks, count, group.key);
    if (copies.length) {
      const match = copies.length === group.copies ? copies[group.copy] : undefined;
      if (!match)
        return {
          status: 'skipped',
          line: lineAt(text, blocks[copies[0]!.first]!.start),
          reason: `the passage is here ${copies.length} times, ${group.copies} in the edited page`,
        };
      const to = { start: blocks[match.first]!.start, end: blocks[match.last]!.end };
      const line = lineAt(text, to.start);
      // An edit of whitespace alone (code indentation) goes only where the bytes are the same.
      if (group.key === group.afterKey) {
        const here = text.slice(to.start, to.end);
        if (here === group.afterText) return { status: 'already', line };
        if (here !== group.text)
          return {
            status: 'skipped',
            line,
            reason: 'the edit changes only whitespace, and this copy is spaced otherwise',
          };
      }
      const lacking = group.symbols.filter((name) => !input.hasSymbol(version, name));
      if (lacking.length)
        return { status: 'skipped', line, reason: `${lacking.join(', ')} not in ${version}'s package` };
      const placed = group.changes.map((c) => ({
        start: mapOffset(input.before, group.from, c.start, text, to),
        end: mapOffset(input.before, group.from, c.end, text, to),
        text: input.after.slice(c.afterStart, c.afterEnd).replace(/\r?\n/g, eol),
      }));
      // The text each change replaces is the same here but for whitespace, or the change does not go here.
      if (
        placed.some(
          (p, i) =>
            normalized(text.slice(p.start, p.end)) !==
            normalized(input.before.slice(group.changes[i]!.start, group.changes[i]!.end)),
        )
      )
        return { status: 'skipped', line, reason: 'the change could not be placed in this copy of the passage' };
      splices.push(...placed);
      const start = Math.min(to.start, placed[0]!.start);
      const end = Math.max(to.end, placed.at(-1)!.end);
      const old = text.slice(start, end);
      const edited = spliced(
        old,
        placed.map((p) => ({ ...p, start: p.start - start, end: p.end - start })),
      );
      return { status: 'applied', line, diff: wordDiff(old, edited, CONTEXT_WORDS) };
    }
    if (group.afterCount) {
      const done = matchingRuns(text, blocks, group.afterCount, group.afterKey)[0];
      if (done) return { status: 'already', line: lineAt(text, blocks[done.first]!.start) };
    }
    let best: { run: Run; similarity: number } | undefined;
    for (let first = 0; first + count <= blocks.length; first++) {
      const run = { first, last: first + count - 1 };
      const similarity = wordSimilarity(runText(text, blocks, run), group.text);
      if (similarity >= SIMILAR_FROM && similarity > (best?.similarity ?? 0)) best = { run, similarity };
    }
    if (!best) return { status: 'absent' };
    return {
      status: 'similar',
      line: lineAt(text, blocks[best.run.first]!.start),
      similarity: best.similarity,
      diff: wordDiff(runText(text, blocks, best.run), group.text, CONTEXT_WORDS),
    };
  });
  return { version, missing: false, outcomes, ...(splices.length ? { text: spliced(text, splices) } : {}) };
}

/**
 * The dry run, one step at a time: it yields after reading the edited page and after each version (each step
 * parses one page or two, a tenth of a second or more). `planPropagation` runs it through; the editor's API gives
 * way to its other requests between steps (`planPropagationInTurns`).
 */
function* planSteps(input: PropagationInput): Generator<void, PropagationPlan> {
  const groups = groupsOf(input);
  yield;
  const versions: VersionPlan[] = [];
  for (const { version, text } of input.others) {
    versions.push(
      text === undefined ? { version, missing: true, outcomes: [] } : planVersion(input, groups, version, text),
    );
    yield;
  }
  return { passages: groups.map((g) => ({ line: lineAt(input.before, g.from.start), diff: g.diff })), versions };
}

/**
 * The dry run: for each edited passage of the page, what it would do in each
 * other version, and each version's page with the edit carried over.
 * @throws when the page does not parse, naming the line
 */
export function planPropagation(input: PropagationInput): PropagationPlan {
  const steps = planSteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `planPropagation` for a server: awaits `pause` between its steps, so that a server answering on one thread
 * answers its other requests meanwhile instead of after the whole plan (`pause` is `setImmediate` there).
 * @throws when the page does not parse, naming the line
 */
export async function planPropagationInTurns(
  input: PropagationInput,
  pause: () => Promise<void>,
): Promise<PropagationPlan> {
  const steps = planSteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** The versions the edit applies to ("this passage is also in: Next, 4.0, 3.2"), in the order given. */
export function passageAlsoIn(plan: PropagationPlan): string[] {
  return plan.versions.filter((v) => v.text !== undefined).map((v) => v.version);
}

/**
 * The pages to write: the edit carried to every version it applies to, or to
 * those of `versions` only. Plans again from the texts given, so that pass
 * the pages as they are on disk when the writer confirms.
 */
export function applyPropagation(
  input: PropagationInput,
  versions?: readonly string[],
): { version: string; text: string }[] {
  return planPropagation(input).versions.flatMap((v) =>
    v.text !== undefined && (!versions || versions.includes(v.version)) ? [{ version: v.version, text: v.text }] : [],
  );
}
