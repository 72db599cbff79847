import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { collectHeadings } from './remark-plugins';
import type { HeadingInput } from '../toc/build-toc';

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

export function outlineOf(raw: string): BodyOutline {
  const all = collectHeadings(parseMdx(raw)).map((h) => ({ depth: h.depth, text: toString(h) }));
  const h1Index = all.findIndex((h) => h.depth === 1);
  const h1 = h1Index === -1 ? null : all[h1Index]!.text;
  return { h1, headings: all.filter((_, i) => i !== h1Index) };
}
