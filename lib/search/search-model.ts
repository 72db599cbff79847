/**
 * The search model shared by both providers (the local section index and the
 * hosted DocSearch service): contextual filters, safe excerpts and URLs
 * (ranking and grouping: ranking.ts).
 */
import type { SearchScope } from './search-scope';

/** One section of a page that matched. */
export interface SearchSection {
  title: string;
  url: string;
  excerpt: ExcerptSegment[];
}

/** One page that matched, with its matching sections. */
export interface SearchPageResult {
  url: string;
  title: string;
  version: string | null;
  excerpt: ExcerptSegment[];
  sections: SearchSection[];
  /** The page is a migration guide or an API changes page (labelled as such in the results). */
  migration?: boolean;
}

/** A run of excerpt text, highlighted where it matched the query. */
export interface ExcerptSegment {
  text: string;
  highlight: boolean;
}

// What the search button needs at load lives apart, so that the page's first scripts hold only that.
export {
  contextualVersion,
  type DocSearchSettings,
  type SearchProviderName,
  type SearchScope,
  type SearchVersion,
} from './search-scope';

/**
 * DocSearch facet filters for a scope, in the shape the hosted crawler tags
 * pages with (`language:en`, `docusaurus_tag:docs-default-4.1`).
 */
export function docsearchFacetFilters(scope: SearchScope): (string | string[])[] {
  const filters: (string | string[])[] = [`language:${scope.language}`];
  if (scope.version) filters.push(['docusaurus_tag:default', `docusaurus_tag:${scope.version.searchTag}`]);
  return filters;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (match, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower in ENTITIES) return ENTITIES[lower]!;
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return match;
  });
}

/**
 * Turn an excerpt with `<mark>` tags (DocSearch `_snippetResult`)
 * into plain text segments. Only the mark tags mean anything; every other
 * tag-like text stays text, so nothing from an index or a query is ever
 * interpreted as HTML.
 */
export function parseExcerpt(html: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const parts = html.split(/(<mark>|<\/mark>|<em>|<\/em>)/i);
  let highlight = false;
  for (const part of parts) {
    const tag = part.toLowerCase();
    if (tag === '<mark>' || tag === '<em>') {
      highlight = true;
      continue;
    }
    if (tag === '</mark>' || tag === '</em>') {
      highlight = false;
      continue;
    }
    if (!part) continue;
    const text = decodeEntities(part);
    const last = segments[segments.length - 1];
    if (last && last.highlight === highlight) last.text += text;
    else segments.push({ text, highlight });
  }
  return segments;
}

/**
 * An excerpt of the text around the first matched word, with every matched
 * word (or word starting with one) highlighted. Plain text segments only.
 */
export function excerptOf(text: string, terms: readonly string[], radius = 90): ExcerptSegment[] {
  if (!text) return [];
  const words = [...new Set(terms.filter((t) => t.length > 1))].sort((a, b) => b.length - a.length);
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = escaped.length ? new RegExp(`(?<![A-Za-z0-9_])(${escaped.join('|')})`, 'i') : null;
  const first = pattern ? (pattern.exec(text)?.index ?? -1) : -1;
  let start = first > radius ? text.lastIndexOf(' ', first - radius / 2) + 1 : 0;
  if (start < 0) start = 0;
  let end = Math.min(text.length, start + 2 * radius);
  const space = text.indexOf(' ', end);
  if (end < text.length && space !== -1 && space - end < 20) end = space;
  const window = (start > 0 ? '… ' : '') + text.slice(start, end) + (end < text.length ? ' …' : '');
  if (!pattern) return [{ text: window, highlight: false }];
  const segments: ExcerptSegment[] = [];
  const global = new RegExp(`(?<![A-Za-z0-9_])(${escaped.join('|')})[A-Za-z0-9_]*`, 'gi');
  let last = 0;
  for (const match of window.matchAll(global)) {
    if (match.index > last) segments.push({ text: window.slice(last, match.index), highlight: false });
    segments.push({ text: match[0], highlight: true });
    last = match.index + match[0].length;
  }
  if (last < window.length) segments.push({ text: window.slice(last), highlight: false });
  return segments;
}

/**
 * A result URL as a site route: `.html` dropped, the base path and any
 * origin removed (`https://rntp.dev/docs/intro.html#x` → `/docs/intro#x`).
 */
export function toSiteRoute(url: string, basePath = '', siteOrigin?: string): string {
  let route = url;
  if (siteOrigin && route.startsWith(siteOrigin)) route = route.slice(siteOrigin.length);
  const absolute = /^[a-z]+:\/\/[^/]+(\/.*)?$/i.exec(route);
  if (absolute) route = absolute[1] ?? '/';
  if (basePath && (route === basePath || route.startsWith(`${basePath}/`) || route.startsWith(`${basePath}#`))) {
    route = route.slice(basePath.length) || '/';
  }
  const hashIndex = route.search(/[?#]/);
  const path = hashIndex === -1 ? route : route.slice(0, hashIndex);
  const suffix = hashIndex === -1 ? '' : route.slice(hashIndex);
  const cleanPath = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '') || '/';
  return cleanPath + suffix;
}

/** The URL of the full search page for a query; `versions` is a version's name or `all` (absent: the current version). */
export function searchPageHref(searchPagePath: string, query: string, versions?: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (versions) params.set('versions', versions);
  const search = params.toString();
  return `/${searchPagePath}${search ? `?${search}` : ''}`;
}
