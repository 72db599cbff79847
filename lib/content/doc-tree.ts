/**
 * The one parse of a doc. contentlayer2 parses each doc's file once, to
 * compile it; `keepTree` copies that Markdown tree as parsed, before any
 * plugin rewrites it, and the content build stores the copy with the doc
 * (its `tree` field). Everything else per doc is derived from that tree by
 * pure functions: the title, outline and summary (below), the search
 * sections (lib/search/sections.ts), the API reference structure
 * (lib/api-model/doc-sections.ts), the code and prose blocks the content
 * checks read (lib/quality/markdown-blocks.ts), the Markdown export
 * (lib/markdown-export/render-markdown.ts) and the link and anchor check
 * (lib/content/check-content.ts). The places where an API entry's badges can
 * go are marked on the kept tree as it is kept (lib/content/places.ts).
 *
 * Lines count from the top of the file, front matter included.
 */
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { restoreTextDirectives, collectHeadings } from './remark-plugins';
import { summaryOfTree } from '../markdown-export/summary';
import GithubSlugger from 'github-slugger';
import { buildToc, type HeadingInput, type TocEntry, type TocLevels } from '../toc/build-toc';
import { markPlaces, type Place } from './places';

/** Nodes whose lines the derived data uses (messages, badges, API locations); other nodes keep no position. */
const LINED = new Set([
  'heading',
  'paragraph',
  'code',
  'table',
  'tableRow',
  'list',
  'listItem',
  'blockquote',
  'link',
  'image',
  'definition',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'containerDirective',
]);

/** Nodes of the file that are not the doc's content: its front matter, and the module code MDX adds for it. */
const DROPPED = new Set(['yaml', 'toml', 'mdxjsEsm']);

function copy(node: Nodes, parsed: Map<Nodes, Nodes>): Nodes {
  const { position, ...rest } = node as Nodes & { children?: Nodes[] };
  const out = { ...rest } as Nodes & { children?: Nodes[] };
  if (position && LINED.has(node.type)) {
    out.position = {
      start: { line: position.start.line, column: position.start.column },
      end: { line: position.end.line, column: position.end.column },
    };
  }
  if ('children' in node && Array.isArray(node.children)) {
    out.children = (node.children as Nodes[])
      .filter((child) => !DROPPED.has(child.type))
      .map((child) => copy(child, parsed));
  }
  parsed.set(out, node);
  return out;
}

/**
 * A copy of a freshly parsed tree to keep with the doc: positions reduced to
 * lines and columns on the nodes that need them, front matter and module code
 * left out, and text that only looks like a directive (`12:30`) read back as
 * the text it is. Every place where an API entry's badges can go is marked on
 * the copy (`data.place`, lib/content/places.ts), the one time it is decided.
 * The parsed tree itself is left as it was, but for what `onPlace` does with
 * its nodes.
 * @param onPlace called with each node of the parsed tree that is a place (the content build marks it for the HTML page)
 */
export function keepTree(tree: Root, onPlace?: (parsed: Nodes, place: Place) => void): Root {
  const parsed = new Map<Nodes, Nodes>();
  const kept = copy(tree, parsed) as Root;
  restoreTextDirectives(kept);
  markPlaces(kept, headingIds(kept), (node, place) => {
    // A copy of `data`: the parsed node's own object is shared with the copy.
    const marked = node as { data?: object };
    marked.data = { ...marked.data, place };
    const original = parsed.get(node);
    if (original && onPlace) onPlace(original, place);
  });
  return kept;
}

export interface DocOutline {
  /** Text of the first H1, if the body has one. */
  h1: string | null;
  /** Headings as rendered: the first H1 is left out (the layout renders the title). */
  headings: HeadingInput[];
  /** The first sentence of the first paragraph, null when there is none. */
  summary: string | null;
}

/** The H1, the headings as the page renders them, and the summary sentence of a kept tree. */
export function outlineOf(tree: Root): DocOutline {
  const all = collectHeadings(tree).map((h) => ({ depth: h.depth, text: toString(h) }));
  const h1Index = all.findIndex((h) => h.depth === 1);
  return {
    h1: h1Index === -1 ? null : all[h1Index]!.text,
    headings: all.filter((_, i) => i !== h1Index),
    summary: summaryOfTree(tree) ?? null,
  };
}

/** The table of contents of a kept tree. */
export function tocOf(tree: Root, levels: TocLevels): TocEntry[] {
  return buildToc(outlineOf(tree).headings, levels);
}

/**
 * The id each heading gets on the page (rehype-slug's, in document order, the
 * first H1 left out), by the heading node. The one place heading ids come from
 * for the search data and the API locations.
 */
export function headingIds(tree: Root): Map<Nodes, string> {
  const headings = collectHeadings(tree);
  const h1 = headings.find((h) => h.depth === 1);
  const slugger = new GithubSlugger();
  return new Map(headings.filter((h) => h !== h1).map((h) => [h as Nodes, slugger.slug(toString(h))]));
}

/** A doc's title: its front matter `title`, else the text of its first H1 ('' when it has neither). */
export function titleOf(frontMatterTitle: string | undefined, tree: Root): string {
  if (frontMatterTitle !== undefined) return frontMatterTitle;
  const h1 = tree.children.find((n) => n.type === 'heading' && n.depth === 1);
  return h1 ? toString(h1) : '';
}
