/**
 * The structure of a reference page that the API drift check reads:
 * headings (with their first code span) and tables (headers, rows, first-cell
 * code span), each with its line in the source file. Fenced code is skipped.
 */

export interface DocHeading {
  level: number;
  /** Heading text as written (`` `seekTo(position)` ``). */
  text: string;
  /** Text without backticks, trimmed. */
  plain: string;
  /** First inline code span, if any (`seekTo(position)`). */
  code?: string;
  /** 1-based line in the file. */
  line: number;
}

export interface DocTableRow {
  cells: string[];
  /** First code span of the first cell (`minBuffer`), if any. */
  name?: string;
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

const FENCE = /^\s*(`{3,}|~{3,})/;

function firstCode(text: string): string | undefined {
  return /`([^`]+)`/.exec(text)?.[1]?.trim();
}

function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  // Split on pipes that are not escaped (`Track \| Track[]`).
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/**
 * Read headings and tables from a page.
 * @param source the file's whole text, front matter included (lines count from the top of the file)
 */
export function parseDocPage(file: string, docId: string, source: string): DocPage {
  const lines = source.split('\n');
  const headings: DocHeading[] = [];
  const tables: DocTable[] = [];
  let title = '';
  let i = 0;
  if (lines[0] === '---') {
    for (i = 1; i < lines.length && lines[i] !== '---'; i++) {
      const match = /^title:\s*(.*)$/.exec(lines[i]!);
      if (match) title = match[1]!.trim().replace(/^["']|["']$/g, '');
    }
    i++;
  }
  let fence: string | undefined;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const text = heading[2]!;
      headings.push({
        level: heading[1]!.length,
        text,
        plain: text.replace(/`/g, '').trim(),
        code: firstCode(text),
        line: i + 1,
      });
      if (heading[1]!.length === 1 && !title) title = text.replace(/`/g, '').trim();
      continue;
    }
    if (/^\s*\|/.test(line) && i + 1 < lines.length && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1]!)) {
      const table: DocTable = { headers: splitRow(line), rows: [], line: i + 1 };
      i += 2;
      for (; i < lines.length && /^\s*\|/.test(lines[i]!); i++) {
        const cells = splitRow(lines[i]!);
        table.rows.push({ cells, name: firstCode(cells[0] ?? ''), line: i + 1 });
      }
      i--;
      tables.push(table);
    }
  }
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
