/**
 * The small diffs the propagation needs: lines (where a file changed, and
 * what a target version's page became), and words (how alike two passages
 * are, whatever their line wrapping).
 */

/** One step from `a` to `b`: an item both keep, one only `a` has, or one only `b` has. */
export interface DiffStep<T> {
  op: 'same' | 'del' | 'add';
  item: T;
}

/** A shortest edit from `a` to `b` (longest common subsequence; deletions before additions). */
export function diffSequences<T>(a: readonly T[], b: readonly T[]): DiffStep<T>[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let endA = a.length;
  let endB = b.length;
  while (endA > head && endB > head && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - head;
  const m = endB - head;
  const width = m + 1;
  // common[i * width + j]: length of the longest common subsequence of a[head + i..endA) and b[head + j..endB).
  const common = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      common[i * width + j] =
        a[head + i] === b[head + j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
  const steps: DiffStep<T>[] = a.slice(0, head).map((item) => ({ op: 'same', item }));
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[head + i] === b[head + j]) {
      steps.push({ op: 'same', item: a[head + i]! });
      i++;
      j++;
    } else if (i < n && (j === m || common[(i + 1) * width + j]! >= common[i * width + j + 1]!)) {
      steps.push({ op: 'del', item: a[head + i]! });
      i++;
    } else {
      steps.push({ op: 'add', item: b[head + j]! });
      j++;
    }
  }
  for (const item of a.slice(endA)) steps.push({ op: 'same', item });
  return steps;
}

/** A text's lines, each with its line break. */
export const linesOf = (text: string): string[] => text.split(/(?<=\n)/);

/** One changed stretch of a text: `before.slice(start, end)` became `after.slice(afterStart, afterEnd)`. */
export interface TextChange {
  start: number;
  end: number;
  afterStart: number;
  afterEnd: number;
}

/**
 * The changes from `before` to `after`, one per run of changed lines, each
 * narrowed to the characters that differ (a word fixed inside a line is that
 * word, a sentence appended to a paragraph is that sentence).
 */
export function textChanges(before: string, after: string): TextChange[] {
  const changes: TextChange[] = [];
  let at = 0;
  let afterAt = 0;
  let open: TextChange | undefined;
  for (const step of diffSequences(linesOf(before), linesOf(after))) {
    if (step.op === 'same') {
      if (open) changes.push(narrowed(before, after, open));
      open = undefined;
      at += step.item.length;
      afterAt += step.item.length;
      continue;
    }
    open ??= { start: at, end: at, afterStart: afterAt, afterEnd: afterAt };
    if (step.op === 'del') {
      at += step.item.length;
      open.end = at;
    } else {
      afterAt += step.item.length;
      open.afterEnd = afterAt;
    }
  }
  if (open) changes.push(narrowed(before, after, open));
  return changes;
}

function narrowed(before: string, after: string, change: TextChange): TextChange {
  let { start, end, afterStart, afterEnd } = change;
  while (start < end && afterStart < afterEnd && before[start] === after[afterStart]) {
    start++;
    afterStart++;
  }
  while (end > start && afterEnd > afterStart && before[end - 1] === after[afterEnd - 1]) {
    end--;
    afterEnd--;
  }
  return { start, end, afterStart, afterEnd };
}

/** A text's words: its runs of non-whitespace. */
export const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/**
 * How alike two texts are, word for word: twice the words they share in order
 * over the words of both (1 for the same words, 0 for none in common).
 */
export function wordSimilarity(a: string, b: string): number {
  const wordsA = wordsOf(a);
  const wordsB = wordsOf(b);
  if (!wordsA.length && !wordsB.length) return 1;
  const shared = diffSequences(wordsA, wordsB).filter((s) => s.op === 'same').length;
  return (2 * shared) / (wordsA.length + wordsB.length);
}

/**
 * `a` to `b` word by word, as `git diff --word-diff` writes it
 * (`the [-plyer-]{+player+} stops`), with at most `context` unchanged words
 * kept on each side of a change (the rest are `…`).
 */
export function wordDiff(a: string, b: string, context = Infinity): string {
  const parts: { text: string; same: boolean }[] = [];
  let run: { op: 'del' | 'add'; words: string[] } | undefined;
  const close = () => {
    if (run)
      parts.push({ text: run.op === 'del' ? `[-${run.words.join(' ')}-]` : `{+${run.words.join(' ')}+}`, same: false });
    run = undefined;
  };
  for (const step of diffSequences(wordsOf(a), wordsOf(b))) {
    if (step.op === 'same') {
      close();
      parts.push({ text: step.item, same: true });
    } else {
      if (run?.op !== step.op) close();
      run ??= { op: step.op, words: [] };
      run.words.push(step.item);
    }
  }
  close();
  // An unchanged word stays when a change is at most `context` words away; each stretch of the others is one `…`.
  const changed = parts.flatMap((part, i) => (part.same ? [] : [i]));
  const out: string[] = [];
  parts.forEach((part, i) => {
    // A deletion and the addition that replaces it are written together: `[-plyer-]{+player+}`.
    if (!part.same && parts[i - 1]?.same === false) out.push(`${out.pop()}${part.text}`);
    else if (!part.same || context === Infinity || changed.some((c) => Math.abs(c - i) <= context)) out.push(part.text);
    else if (out.at(-1) !== '…') out.push('…');
  });
  return out.join(' ');
}
