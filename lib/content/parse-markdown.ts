import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { collectHeadings, restoreTextDirectives } from './remark-plugins';
import { buildToc, tocIds, type HeadingInput } from '../toc/build-toc';

/** Parse a doc body with the same syntax extensions the renderer uses. */
export function parseMdx(raw: string): Root {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(raw);
}

export interface BodyOutline {
  /** Text of the first H1, if the body has one. */
  h1: string | null;
  /** Headings as rendered: the first H1 is stripped (the layout renders the title). */
  headings: HeadingInput[];
}

/**
 * The headings of a parsed body as they render: text that only looks like a
 * directive (`exoplayer:exoplayer:2.11.4`) is read back as text first.
 * Changes `tree` in place.
 */
export function outlineOfTree(tree: Root): BodyOutline {
  restoreTextDirectives(tree);
  const all = collectHeadings(tree).map((h) => ({ depth: h.depth, text: toString(h) }));
  const h1Index = all.findIndex((h) => h.depth === 1);
  const h1 = h1Index === -1 ? null : all[h1Index]!.text;
  return { h1, headings: all.filter((_, i) => i !== h1Index) };
}

export function outlineOf(raw: string): BodyOutline {
  return outlineOfTree(parseMdx(raw));
}

/**
 * Every `#anchor` a parsed body offers: the ids of its rendered headings and
 * the literal `id` (or `<a name>`) of its JSX elements.
 */
export function anchorIdsOf(tree: Root): Set<string> {
  const ids = new Set(tocIds(buildToc(outlineOfTree(tree).headings, { minLevel: 1, maxLevel: 6 })));
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
      if (attribute.name === 'id' || (attribute.name === 'name' && node.name === 'a')) ids.add(attribute.value);
    }
  });
  return ids;
}
