/**
 * A one-sentence summary of a page, for share cards and the `llms.txt` list
 * when the page has no `description`: the first sentence of its first
 * paragraph of prose (headings, code, admonitions and components skipped).
 */
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';

/** Longest summary, in characters; a longer sentence is cut at a word and ends with `…`. */
export const SUMMARY_MAX = 200;

/** The first sentence of a text: up to the first `.`, `!` or `?` followed by a space or the end. */
export function firstSentence(text: string, max = SUMMARY_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(clean)?.[0] ?? clean;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:]+$/, '');
  return `${atWord}…`;
}

/**
 * The first sentence of the first top-level paragraph of a body as parsed
 * (before any plugin changed it), or undefined when it has none.
 */
export function summaryOfTree(tree: Root, max = SUMMARY_MAX): string | undefined {
  const first = tree.children.find(
    (node: RootContent) => node.type === 'paragraph' && toString(node).replace(/\s+/g, ' ').trim() !== '',
  );
  return first ? firstSentence(toString(first), max) : undefined;
}

/**
 * What a page says about itself: its `description` when set, else its summary
 * (the first sentence, which the content build computes once per doc).
 */
export function pageDescription(description: string | undefined, summary: string | undefined): string | undefined {
  const own = description?.replace(/\s+/g, ' ').trim();
  return own || summary || undefined;
}
