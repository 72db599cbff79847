/**
 * The structure of a reference page that the API drift check and the API
 * locations read: headings (with their first code span and rendered id) and
 * tables (headers, rows, first-cell code span), each with its line in the
 * source file.
 */
import type { Heading, Paragraph, Root, TableCell, TableRow } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { firstCode, placeOf } from '../content/places';

export interface DocHeading {
  level: number;
  /** Heading text as written (`` `seekTo(position)` ``). */
  text: string;
  /** Text without backticks, trimmed. */
  plain: string;
  /** First inline code span, if any (`seekTo(position)`). */
  code?: string;
  /** The id the page gives the heading (`''` for the page's title). */
  id: string;
  /** 1-based line in the file. */
  line: number;
}

export interface DocTableRow {
  cells: string[];
  /** First code span of the first cell (`minBuffer`), if any: with `anchor`, the row's place (lib/content/places.ts). */
  name?: string;
  /** For a row with a `name`, the id of the nearest heading above it (`''`: none), where links to the row land. */
  anchor?: string;
  line: number;
}

export interface DocTable {
  headers: string[];
  rows: DocTableRow[];
  line: number;
}

/** A heading and everything up to the next heading of the same or a higher level. */
export interface DocSection {
  heading: DocHeading;
  tables: DocTable[];
}

export interface DocPage {
  /** Path shown in messages (`content/docs/4.1/api/events.md`). */
  file: string;
  /** Doc id inside its version (`api/events`). */
  docId: string;
  title: string;
  headings: DocHeading[];
  tables: DocTable[];
}

/** Inline content as written in Markdown (a cell's `` `name` `` keeps its backticks). */
function asWritten(node: PhrasingParent): string {
  return toMarkdown({ type: 'paragraph', children: node.children } as Paragraph, {
    extensions: [gfmToMarkdown()],
  })
    .trim()
    .replace(/\\([|_*[\]<>#`])/g, '$1');
}

type PhrasingParent = Heading | TableCell;

/**
 * The headings and tables of a page, from its tree as the content build
 * kept it (lib/content/doc-tree.ts); lines count from the top of the file.
 * Heading ids and the rows' names and anchors are the places `keepTree`
 * marked (lib/content/places.ts).
 * @param title the page title (front matter `title`, else the first H1)
 */
export function docPageOf(tree: Root, file: string, docId: string, title: string): DocPage {
  const headings: DocHeading[] = [];
  const tables: DocTable[] = [];
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const plain = toString(node).trim();
      headings.push({
        level: node.depth,
        text: asWritten(node),
        plain,
        code: firstCode(node),
        id: placeOf(node)?.anchor ?? '',
        line: node.position?.start.line ?? 0,
      });
      return SKIP;
    }
    if (node.type === 'table') {
      const [head, ...rows] = node.children;
      tables.push({
        headers: head ? head.children.map(asWritten) : [],
        rows: rows.map((row: TableRow) => {
          const place = row.data?.place;
          return {
            cells: row.children.map(asWritten),
            ...(place ? { name: place.row, anchor: place.anchor } : {}),
            line: row.position?.start.line ?? 0,
          };
        }),
        line: node.position?.start.line ?? 0,
      });
      return SKIP;
    }
    return undefined;
  });
  return { file, docId, title, headings, tables };
}

/** The section under each heading: its tables up to the next heading of the same or a higher level. */
export function sectionsOf(page: DocPage): DocSection[] {
  return page.headings.map((heading, index) => {
    const next = page.headings.slice(index + 1).find((h) => h.level <= heading.level);
    const end = next ? next.line : Number.POSITIVE_INFINITY;
    return { heading, tables: page.tables.filter((t) => t.line > heading.line && t.line < end) };
  });
}

/** The column index whose header matches, or -1. */
export function columnIndex(table: DocTable, header: RegExp): number {
  return table.headers.findIndex((h) => header.test(h.replace(/`/g, '').trim()));
}

/** The code spans of a cell, in order. */
export function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim());
}
