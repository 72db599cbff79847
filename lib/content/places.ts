/**
 * The places of a page where an API entry's lifecycle badges can go, decided
 * once per doc as the content build keeps its tree (`keepTree` in
 * doc-tree.ts): each heading that has an id on the page, and each body row of
 * a table whose first cell names something in a code span. Each such node
 * carries its place (`data.place`); the reference structure
 * (lib/api-model/doc-sections.ts, and from it where each entry is documented,
 * which the docs server reads), the HTML page (the `data-place` attribute the
 * compiled MDX carries, components/mdx/mdx-content.tsx) and the Markdown twin
 * (lib/markdown-export/render-markdown.ts) all read that mark: none of them
 * works out a place again.
 */
import type { InlineCode, Nodes, Root, TableRow } from 'mdast';
import { EXIT, SKIP, visit } from 'unist-util-visit';

/** After the heading whose id is `anchor`. */
export interface HeadingPlace {
  at: 'heading';
  anchor: string;
}

/** In the table row whose first cell names `row`, under the heading whose id is `anchor` (`''`: none above). */
export interface RowPlace {
  at: 'row';
  anchor: string;
  row: string;
}

export type Place = HeadingPlace | RowPlace;

declare module 'mdast' {
  interface HeadingData {
    /** Where badges go after this heading (set by `markPlaces`). */
    place?: HeadingPlace;
  }
  interface TableRowData {
    /** Where badges go in this row (set by `markPlaces`). */
    place?: RowPlace;
  }
}

/**
 * A place as one string, to match a placed entry to the node that carries the place: the heading's id, or a row's
 * heading id and first-cell name; `page:` for the top of the page.
 */
export function placementOf(place: { at: 'heading' | 'row' | 'page'; anchor: string; row?: string }): string {
  return place.at === 'row' ? `${place.anchor} ${place.row ?? ''}` : `${place.at}:${place.anchor}`;
}

/** The first inline code of a node, trimmed. */
export function firstCode(node: Nodes): string | undefined {
  let found: string | undefined;
  visit(node, 'inlineCode', (code: InlineCode) => {
    found ??= code.value.trim();
    return found === undefined ? undefined : EXIT;
  });
  return found;
}

/** The entry a table row names: the first code span of its first cell (`minBuffer`), if any. */
export function rowName(row: TableRow): string | undefined {
  return row.children[0] ? firstCode(row.children[0]) : undefined;
}

/**
 * The one rule for where badges can go on a page, in document order: a heading with an id is a place; a table's body
 * row whose first cell has a code span is a place under the nearest heading above it (of level 2 or deeper).
 * @param ids the id of each heading on the page (`headingIds`)
 * @param mark called with each place's node (the caller keeps the mark)
 */
export function markPlaces(
  tree: Root,
  ids: ReadonlyMap<Nodes, string>,
  mark: (node: Nodes, place: Place) => void,
): void {
  let anchor = '';
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const id = ids.get(node);
      if (node.depth > 1) anchor = id ?? '';
      if (id !== undefined) mark(node, { at: 'heading', anchor: id });
      return SKIP;
    }
    if (node.type === 'table') {
      for (const row of node.children.slice(1)) {
        const name = rowName(row);
        if (name !== undefined) mark(row, { at: 'row', anchor, row: name });
      }
      return SKIP;
    }
    return undefined;
  });
}

/** The place a node of a kept tree carries, if it is one. */
export function placeOf(node: Nodes): Place | undefined {
  return node.type === 'heading' || node.type === 'tableRow' ? node.data?.place : undefined;
}
