/**
 * Lifecycle badges ("Added in 4.0", "Deprecated in 4.0", "Removed in 3.1") on
 * the API entries of a page: after the heading of an entry's section, in the
 * first cell of its table row, or at the top of a page that documents one
 * enum or type. Positions come from .generated/api-changes.json (computed
 * from the package models by scripts/prepare-api.ts), matched by source line.
 */
import type { Root, TableRow, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { parseDocFilePath } from '../docs/doc-path';
import type { PlacedBadges } from '../api-model/version-intelligence';

type VFileLike = Pick<VFile, 'data' | 'path'>;

function sourceOf(file: VFileLike): string {
  const raw = (file.data as { rawDocumentData?: { sourceFilePath: string } }).rawDocumentData;
  return raw?.sourceFilePath ?? file.path ?? '';
}

function badgeElement<T extends 'mdxJsxFlowElement' | 'mdxJsxTextElement'>(type: T, placed: PlacedBadges) {
  return {
    type,
    name: 'ApiBadges',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'badges', value: JSON.stringify(placed.badges) },
      { type: 'mdxJsxAttribute', name: 'entry', value: placed.key },
    ],
    children: [],
  } as unknown as T extends 'mdxJsxFlowElement' ? MdxJsxFlowElement : MdxJsxTextElement;
}

type Badges = Readonly<Record<string, Readonly<Record<string, readonly PlacedBadges[]>>>>;

/**
 * @param badges version → doc id → badges placed on that page; or a promise of
 * them, while scripts/build.ts still computes them beside the content build.
 */
export function remarkApiBadges(options: { badges: Badges | Promise<Badges> }) {
  return (tree: Root, file: VFileLike): void | Promise<void> => {
    const { badges } = options;
    if (badges instanceof Promise) return badges.then((ready) => placeBadges(tree, file, ready));
    placeBadges(tree, file, badges);
  };
}

function placeBadges(tree: Root, file: VFileLike, badges: Badges): void {
  const location = parseDocFilePath(sourceOf(file));
  const placed = badges[location.version]?.[location.docId];
  if (!placed?.length) return;
  const byLine = new Map(placed.map((p) => [p.line, p]));
  // Headings: a badge paragraph right after the heading (never inside it, so ids and the TOC stay clean).
  const children: RootContent[] = [];
  for (const node of tree.children) {
    children.push(node);
    const here = node.type === 'heading' ? byLine.get(node.position?.start.line ?? -1) : undefined;
    if (here?.at === 'heading') children.push(badgeElement('mdxJsxFlowElement', here));
  }
  const page = placed.find((p) => p.at === 'page');
  if (page) children.unshift(badgeElement('mdxJsxFlowElement', page));
  tree.children = children;
  // Table rows: after the entry's name in its first cell.
  visit(tree, 'tableRow', (row: TableRow) => {
    const here = byLine.get(row.position?.start.line ?? -1);
    if (here?.at !== 'row') return;
    row.children[0]?.children.push(badgeElement('mdxJsxTextElement', here));
  });
}
