/**
 * The local search index is made of heading sections, not pages: each section
 * is one heading of a page (or the page's opening text before its first
 * heading) with the text under it, and links to the heading's anchor.
 * Pure: the build step feeds it each page's Markdown and writes the result.
 */
import GithubSlugger from 'github-slugger';

/** One heading section of a page, as the search index stores it. */
export interface IndexedSection {
  /** The page's title. */
  page: string;
  /** The heading's text; `''` for the opening text of the page (before any heading). */
  heading: string;
  /** Route of the page with the heading's anchor (`/docs/api/events#playbackstate`). */
  url: string;
  /** The section's text, plain and trimmed to the index's limit. */
  text: string;
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
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

/** A heading's text as the page shows it: no backticks, links reduced to their text. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** Markdown reduced to the words a reader sees (code kept, its fences dropped). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^\s*(`{3,}|~{3,}).*$/gm, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/gm, ' ')
    .replace(/[|`*]|\\(?=[|_*`])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Trim text to at most `max` characters, at a word boundary. */
export function trimText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > max / 2 ? cut.slice(0, space) : cut;
}

/**
 * Split one page's Markdown into heading sections. The H1 (the page title) is
 * not a section: the text before the first other heading is the page's opening
 * section, linking to the page itself. Anchors are the ids rehype-slug gives
 * the rendered headings (github-slugger over the heading text, the H1 aside).
 * Headings inside fenced code are text.
 */
export function splitSections(
  markdown: string,
  page: { title: string; route: string },
  maxText = 600,
): IndexedSection[] {
  const slugger = new GithubSlugger();
  const sections: IndexedSection[] = [];
  let current = { heading: '', url: page.route, lines: [] as string[] };
  const flush = () => {
    const text = trimText(plainText(current.lines.join('\n')), maxText);
    if (current.heading || text) sections.push({ page: page.title, heading: current.heading, url: current.url, text });
  };
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const open = FENCE.exec(line)?.[1];
    if (fence) {
      if (open && open[0] === fence[0] && open.length >= fence.length) fence = null;
      current.lines.push(line);
      continue;
    }
    if (open) {
      fence = open;
      current.lines.push(line);
      continue;
    }
    const heading = HEADING.exec(line);
    if (!heading) {
      current.lines.push(line);
      continue;
    }
    if (heading[1]!.length === 1) continue;
    flush();
    const text = headingText(heading[2]!);
    current = { heading: text, url: `${page.route}#${slugger.slug(text)}`, lines: [] };
  }
  flush();
  return sections;
}
