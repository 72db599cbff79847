/**
 * Headings and table rows carry the line of the file they came from
 * (`data-line`), so that the page can put an API entry's lifecycle badges
 * beside it (components/mdx/mdx-components.tsx, which drops the attribute).
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

const LINED = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr']);

export function rehypeSourceLines() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      const line = node.position?.start.line;
      if (LINED.has(node.tagName) && line) node.properties.dataLine = line;
    });
  };
}
