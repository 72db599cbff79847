/**
 * The blocks of a doc the content checks look at, from its tree as parsed
 * (lib/content/doc-tree.ts): code blocks (with language and meta) and prose
 * blocks (paragraphs, headings, table rows), each with its line in the file.
 */
import type { InlineCode, Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

export interface CodeBlock {
  lang: string;
  meta: string;
  /** The code as written, hidden setup above `// ---cut---` included. */
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export interface ProseBlock {
  /** The block's text as a reader sees it. */
  text: string;
  /** The contents of its code spans, in order. */
  code: string[];
  heading: boolean;
  line: number;
}

function codeSpans(node: Nodes): string[] {
  const spans: string[] = [];
  visit(node, 'inlineCode', (code: InlineCode) => {
    spans.push(code.value);
  });
  return spans;
}

export function blocksOf(tree: Root): { code: CodeBlock[]; prose: ProseBlock[] } {
  const code: CodeBlock[] = [];
  const prose: ProseBlock[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'code') {
      code.push({ lang: (node.lang ?? '').toLowerCase(), meta: (node.meta ?? '').trim(), code: node.value, line });
      return SKIP;
    }
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableRow') {
      const text = node.type === 'tableRow' ? node.children.map((cell) => toString(cell)).join(' | ') : toString(node);
      prose.push({ text, code: codeSpans(node), heading: node.type === 'heading', line });
      return SKIP;
    }
    return undefined;
  });
  return { code, prose };
}
