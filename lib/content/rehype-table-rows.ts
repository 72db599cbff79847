/**
 * Each body row of a table names itself (`data-row`: the id of the nearest
 * heading above it and its first cell's first code span, as
 * `placementOf` in lib/api-model/version-intelligence.ts writes it), so that
 * the page puts an API entry's lifecycle badges in the row that documents the
 * entry, wherever the row is in the file (components/mdx/mdx-content.tsx,
 * which drops the attribute). Runs after rehype-slug, which gives headings
 * their ids.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

const HEADING = /^h[2-6]$/;

/** The text of the first `<code>` inside an element, trimmed. */
function firstCode(node: Element): string | undefined {
  let found: string | undefined;
  visit(node, 'element', (el: Element) => {
    if (found === undefined && el.tagName === 'code') found = toString(el).trim();
  });
  return found;
}

export function rehypeTableRows() {
  return (tree: Root): void => {
    let anchor = '';
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (HEADING.test(node.tagName)) anchor = typeof node.properties.id === 'string' ? node.properties.id : '';
      if (node.tagName !== 'tr' || (parent as Element | undefined)?.tagName !== 'tbody') return;
      const cell = node.children.find((c): c is Element => c.type === 'element');
      const name = cell && firstCode(cell);
      if (name) node.properties.dataRow = `${anchor} ${name}`;
    });
  };
}
