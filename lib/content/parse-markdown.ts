/**
 * Parsing a doc file outside the content build, with the syntax extensions
 * the build uses: for the content checks against each version's package
 * (scripts/lib/content-check.ts), which run without a build, and for tests.
 * The build itself parses each doc once, in contentlayer2 (lib/content/doc-tree.ts).
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import type { Root } from 'mdast';
import { parse } from 'yaml';
import { keepTree } from './doc-tree';

/** Parse a doc body with the same syntax extensions the renderer uses. */
export function parseMdx(raw: string): Root {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(raw);
}

/**
 * A whole doc file as parsed, front matter included, every node with its
 * offsets in `raw`: for tools that edit the file's text in place.
 */
export function parseDocSource(raw: string): Root {
  return unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(raw);
}

/**
 * A whole doc file as the tree the content build keeps of it, and its front
 * matter (lines count from the top of the file, as in the build).
 */
export function parseDocFile(raw: string): { tree: Root; frontMatter: Record<string, unknown> } {
  const tree = parseDocSource(raw);
  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0].value : '';
  const data: unknown = yaml ? parse(yaml) : null;
  return {
    tree: keepTree(tree),
    frontMatter: data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
  };
}
