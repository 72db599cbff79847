/**
 * The local search index is made of heading sections, not pages: each section
 * is one heading of a page (or the page's opening text before its first
 * heading) with the text under it, and links to the heading's anchor.
 * Pure: the build step feeds it each page's tree and writes the result.
 */
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { headingIds } from '../content/doc-tree';
import { visibleCode } from '../api-model/code-meta';

/** One heading section of a page, as the search index stores it. */
export interface IndexedSection {
  /** The page's title. */
  page: string;
  /** The heading's text; `''` for the opening text of the page (before any heading). */
  heading: string;
  /** Route of the page with the heading's anchor (`/docs/api/events#playbackstate`). */
  url: string;
  /** The section's text outside tables, plain and trimmed to the index's limit. */
  text: string;
  /**
   * Each row of the section's tables (not the header row), plain and whole,
   * its first cell (the field, member or option it is about) apart from the
   * rest by a tab: the search indexes every row on its own, headed by its first
   * cell, so a field's description is found however far down a long table it is.
   */
  rows?: string[];
}

/** What kind of API entry a symbol is (the same kinds as the lifecycle badges). */
export type SymbolKind = 'function' | 'hook' | 'event' | 'constant' | 'object' | 'member' | 'field';

/** An API symbol of a version and the section that documents it. */
export interface IndexedSymbol {
  /** As readers write it: `skipToNext`, `State.Ended`, `stopWithApp` (a field's own name). */
  name: string;
  kind: SymbolKind;
  /** Index of the section in the version's `sections`. */
  section: number;
}

/** Where a symbol that this version lacks is, and what the API model says about it. */
export interface ElsewhereNote {
  name: string;
  /** Labels of the versions whose package has it, newest first. */
  versions: string[];
  /** `removed in 3.1`, `added in 4.0`, with `see \`x\`` when the deprecation names a replacement. */
  note?: string;
  replacement?: string;
}

/** One version's search data, written at build time to `/search/<version>.json`. */
export interface VersionSearchData {
  version: string;
  label: string;
  sections: IndexedSection[];
  symbols: IndexedSymbol[];
  /** Lower-cased symbol name → where it is, for symbols of other versions only. */
  elsewhere: Record<string, ElsewhereNote>;
  /** Routes of the pages about moving between versions (migration guides, API changes pages). */
  migration?: string[];
}

/** Trim text to at most `max` characters, at a word boundary. */
export function trimText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > max / 2 ? cut.slice(0, space) : cut;
}

/** Inline markup: its text runs on with the text around it. */
const INLINE = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference', 'mdxJsxTextElement']);

/**
 * Split one page's tree (as the content build parsed it, see
 * lib/content/doc-tree.ts) into heading sections. The H1 (the page title) is
 * not a section: the text before the first other heading is the page's
 * opening section, linking to the page itself. Anchors are the ids the page
 * renders (`headingIds`). Code blocks count with their visible lines.
 */
export function splitSections(tree: Root, page: { title: string; route: string }, maxText = 600): IndexedSection[] {
  const ids = headingIds(tree);
  const sections: IndexedSection[] = [];
  let current = { heading: '', url: page.route, words: [] as string[], rows: [] as string[] };
  const plain = (words: readonly string[]) => words.join('').replace(/\s+/g, ' ').trim();
  const flush = () => {
    const text = trimText(plain(current.words), maxText);
    const rows = current.rows.filter(Boolean);
    if (current.heading || text || rows.length)
      sections.push({
        page: page.title,
        heading: current.heading,
        url: current.url,
        text,
        ...(rows.length ? { rows } : {}),
      });
  };
  // `cells` collects a table row's words; outside tables words go to the current section.
  const walk = (node: Nodes, cells?: string[]) => {
    const words = cells ?? current.words;
    if (node.type === 'heading') {
      const id = ids.get(node);
      if (id === undefined) return;
      flush();
      current = { heading: toString(node).trim(), url: `${page.route}#${id}`, words: [], rows: [] };
      return;
    }
    if (node.type === 'table') {
      // The header row names the columns of every row alike; each other row is an entry of its own.
      for (const row of node.children.slice(1)) {
        const [first, ...rest] = row.children.map((cell) => {
          const cellWords: string[] = [];
          walk(cell, cellWords);
          return plain(cellWords);
        });
        if (first !== undefined) current.rows.push(`${first}\t${rest.join(' ')}`.trim());
      }
      return;
    }
    if (node.type === 'code') words.push(` ${visibleCode(node.value)} `);
    else if (node.type === 'text' || node.type === 'inlineCode') words.push(node.value);
    else if ('children' in node) {
      for (const child of node.children) walk(child as Nodes, cells);
      // Blocks and table cells are apart from each other; inline markup is not.
      if (!INLINE.has(node.type)) words.push(' ');
    }
  };
  walk(tree);
  flush();
  return sections;
}
