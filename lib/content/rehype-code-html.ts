/**
 * Highlighted code as one HTML string per block.
 *
 * rehype-pretty-code turns a code block into a `<pre>` holding one element per
 * line and per token: a few hundred elements for a 20-line example, each of
 * which becomes a React element in the compiled MDX, in the page's server
 * payload and in both server renders of every page. Nothing in them is
 * interactive (the copy button reads the DOM), so this plugin serialises the
 * `<pre>`'s content to HTML once, at content-build time, and stores it on the
 * `<pre>` as `data-code-html`; the site's `pre` component (components/mdx)
 * renders it as the element's inner HTML. The DOM a reader gets is the same.
 *
 * It also writes the block's line count on the `<pre>` as the custom property `--code-lines`: a block's lines never
 * wrap, so styles/globals.css knows a block's height before laying it out, and a block off screen is left unlaid
 * (`content-visibility: auto`) at the height it will have.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit, SKIP } from 'unist-util-visit';
import { CODE_HTML_PROPERTY } from './code-options';
import { addStyle } from './hast-style';

/**
 * A `<pre>` that rehype-pretty-code highlighted: it carries the themes it was
 * highlighted with (rehype-pretty-code writes the attribute name as it is).
 */
function isHighlightedPre(node: Element): boolean {
  return node.tagName === 'pre' && (node.properties['data-theme'] ?? node.properties.dataTheme) !== undefined;
}

/** The lines of a highlighted `<pre>`: the elements rehype-pretty-code marked `data-line` inside its `<code>`. */
export function codeLineCount(pre: Element): number {
  let lines = 0;
  visit(pre, 'element', (node) => {
    if (node === pre) return;
    if (node.properties['data-line'] !== undefined || node.properties.dataLine !== undefined) {
      lines++;
      return SKIP;
    }
  });
  return lines;
}

export function rehypeCodeHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (!isHighlightedPre(node)) return;
      addStyle(node, `--code-lines:${codeLineCount(node)}`);
      node.properties[CODE_HTML_PROPERTY] = toHtml({ type: 'root', children: node.children });
      node.children = [];
      return SKIP;
    });
  };
}
