/**
 * Passages: runs of whole Markdown blocks of a page, found by offsets in its
 * parsed tree (lib/content/parse-markdown.ts), compared with whitespace
 * collapsed, and the positions of an edit carried from one copy of a passage
 * to another whose line wrapping differs.
 */
import type { Nodes, Root } from 'mdast';
import type { TextChange } from './text-diff';

/** A whole block of a page by offsets; two empty sentinels stand for the start and the end of the file. */
export interface Block {
  type: string;
  start: number;
  end: number;
  node?: Nodes;
}

/** Blocks made of other blocks: a passage is made of what they hold, never of them whole. */
const CONTAINERS = new Set([
  'blockquote',
  'list',
  'listItem',
  'table',
  'mdxJsxFlowElement',
  'containerDirective',
  'footnoteDefinition',
]);

/**
 * The page's smallest whole blocks, in order: paragraphs, headings, code
 * blocks, table rows, front matter… (the contents of lists, quotes, tables,
 * admonitions and tabs, not the containers), between the two sentinels.
 */
export function blocksOf(tree: Root, length: number): Block[] {
  const blocks: Block[] = [{ type: 'file-start', start: 0, end: 0 }];
  const walk = (node: Nodes) => {
    if (CONTAINERS.has(node.type) && 'children' in node && node.children.length) {
      for (const child of node.children) walk(child);
      return;
    }
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) blocks.push({ type: node.type, start, end, node });
  };
  for (const child of tree.children) walk(child);
  blocks.push({ type: 'file-end', start: length, end: length });
  return blocks;
}

/** A run of consecutive blocks, by the index of its first and last block. */
export interface Run {
  first: number;
  last: number;
}

/** Text with every run of whitespace made one space, so that line wrapping and indentation do not count. */
export const normalized = (text: string): string => text.replace(/\s+/g, ' ').trim();

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isBlank = (text: string) => !/\S/.test(text);

/** The text of a run, from its first block's start to its last block's end. */
export const runText = (text: string, blocks: readonly Block[], run: Run): string =>
  text.slice(blocks[run.first]!.start, blocks[run.last]!.end);

/** 1-based line of an offset. */
export const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/**
 * An insertion or deletion made of whitespace-led lines can sit anywhere in
 * the blank lines around it ("\nNew.\n" after "P1.\n" is "\n\nNew." after
 * "P1."): move it up to the end of the text before it, so that it touches the
 * block it follows instead of the gap between blocks.
 */
export function slidUp(before: string, after: string, change: TextChange): TextChange {
  let { start, end, afterStart, afterEnd } = change;
  const onlyOneSide = (start === end) !== (afterStart === afterEnd);
  while (
    onlyOneSide &&
    isSpace(before[start - 1]) &&
    (start === end || before[end - 1] === before[start - 1]) &&
    (afterStart === afterEnd || after[afterEnd - 1] === before[start - 1])
  ) {
    start--;
    end--;
    afterStart--;
    afterEnd--;
  }
  return { start, end, afterStart, afterEnd };
}

/**
 * The smallest run of whole blocks holding `text.slice(start, end)`: the
 * blocks it touches (an insertion touches the block it sits in or at the edge
 * of), else the blocks on both sides of the gap it is in. A change that reaches
 * into the gap beside its blocks takes the block beyond too, unless that part
 * is blank and reaches just to that block (a deleted paragraph with the blank
 * line before it is that paragraph alone).
 */
export function runOf(blocks: readonly Block[], text: string, start: number, end: number): Run {
  const touches = (b: Block) => (start === end ? b.start <= start && start <= b.end : b.start < end && start < b.end);
  let first = blocks.findIndex(touches);
  let last = blocks.findLastIndex(touches);
  if (first < 0) {
    last = blocks.findIndex((b) => b.start >= end);
    first = last - 1;
  }
  while (
    start < blocks[first]!.start &&
    !(start === blocks[first - 1]!.end && isBlank(text.slice(start, blocks[first]!.start)))
  )
    first--;
  while (end > blocks[last]!.end && !(end === blocks[last + 1]!.start && isBlank(text.slice(blocks[last]!.end, end))))
    last++;
  return { first, last };
}

/** The runs of `count` blocks whose text is `wanted` (normalised). */
export function matchingRuns(text: string, blocks: readonly Block[], count: number, wanted: string): Run[] {
  const runs: Run[] = [];
  for (let first = 0; first + count <= blocks.length; first++) {
    const run = { first, last: first + count - 1 };
    if (normalized(runText(text, blocks, run)) === wanted) runs.push(run);
  }
  return runs;
}

/**
 * Where offset `x` of `source` falls in `target`, given that the passage
 * `source.slice(from.start, from.end)` and `target.slice(to.start, to.end)`
 * are the same text but for whitespace. Inside the passage it is after as
 * many non-blank characters, then at the same place in the blanks that
 * follow; in the blank gap just before or after the passage, at the edge of
 * the text beyond the gap (`runOf` leaves no other place outside).
 */
export function mapOffset(
  source: string,
  from: { start: number; end: number },
  x: number,
  target: string,
  to: { start: number; end: number },
): number {
  if (x < from.start) {
    let p = to.start;
    while (isSpace(target[p - 1])) p--;
    return p;
  }
  if (x > from.end) {
    let p = to.end;
    while (isSpace(target[p])) p++;
    return p;
  }
  const head = source.slice(from.start, x);
  let p = to.start;
  for (let count = head.replace(/\s+/g, '').length; count > 0; p++) if (!isSpace(target[p])) count--;
  const blank = /\s*$/.exec(head)![0];
  if (!blank) return p;
  // After a whole run of blanks: after the target's whole run (a line break here may be a space there).
  if (!isSpace(source[x])) {
    while (p < to.end && isSpace(target[p])) p++;
    return p;
  }
  // Inside a run (between the two line breaks of a blank line): as many line breaks in, then as many spaces.
  let breaks = blank.split('\n').length - 1;
  while (breaks > 0 && p < to.end && isSpace(target[p])) if (target[p++] === '\n') breaks--;
  let indent = blank.length - blank.lastIndexOf('\n') - 1;
  while (indent-- > 0 && (target[p] === ' ' || target[p] === '\t')) p++;
  return p;
}
