/**
 * The length of each top-level paragraph and list of a page, in characters of text, as the custom property
 * `--text-chars` on the element. styles/globals.css leaves such a block unlaid while it is off screen
 * (`content-visibility: auto`) and reserves about its height from that length meanwhile: on a phone, laying out the
 * paragraphs of a long reference page was most of the load's layout time (the 2.1 events page: 406 to 723 ms of
 * layout at a 4× slower CPU, 157 to 238 ms with them left unlaid; medians of runs alternated in pairs, 2026-12-08).
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { addStyle } from './hast-style';

const BLOCKS = new Set(['p', 'ul', 'ol']);

/** The custom property a block gets: its text's length, counted in UTF-16 units as the browser lays them out. */
export function blockTextStyle(node: Element): string | null {
  if (!BLOCKS.has(node.tagName)) return null;
  const chars = toString(node).replace(/\s+/g, ' ').trim().length;
  return chars > 0 ? `--text-chars:${chars}` : null;
}

export function rehypeBlockText() {
  return (tree: Root) => {
    for (const node of tree.children) {
      if (node.type !== 'element') continue;
      const style = blockTextStyle(node);
      if (style === null) continue;
      addStyle(node, style);
    }
  };
}
