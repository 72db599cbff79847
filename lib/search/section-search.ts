/**
 * The local search engine: MiniSearch over one version's heading sections,
 * with field boosts (API symbol > heading > page title > text), prefix
 * matching on the word being typed, typo tolerance (one edit for words of 5–8
 * letters, two for longer ones), and API-aware ranking: a query that is an API
 * symbol of the version puts that symbol's own section first. A fuzzy match
 * never outranks an exact one.
 */
import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import type { ExcerptSegment, SearchPageResult } from './search-model';
import type { IndexedSection, IndexedSymbol, SymbolKind, VersionSearchData } from './sections';

/** Words too common to tell sections apart. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it of on or the to what when where which with you your'.split(
    ' ',
  ),
);

/** Fields whose matches outrank the body's. */
const HEADING_FIELDS = new Set(['heading', 'symbols', 'title']);

/** The order in which symbols that differ only in case win (`updateOptions` before `UpdateOptions`). */
const KIND_ORDER: readonly SymbolKind[] = ['function', 'hook', 'event', 'constant', 'member', 'object', 'field'];

/** A word without a plural `s` (`sizes` → `size`, `options` → `option`; not `class`, `status`, `this`). */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
}

/** Query words: lower case, split on anything but letters and digits, common words dropped unless that leaves none. */
export function queryTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9_]+/)
    .filter(Boolean);
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return (kept.length ? kept : words).map(singular);
}

/** Index words: each word, and for camelCase identifiers also their parts (`skipToNext` → skiptonext, skip, to, next). */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/[^A-Za-z0-9_]+/)) {
    if (!word) continue;
    const lower = word.toLowerCase();
    if (!STOP_WORDS.has(lower)) out.push(singular(lower));
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|_/).filter(Boolean);
    if (parts.length > 1)
      for (const part of parts) {
        const p = part.toLowerCase();
        if (!STOP_WORDS.has(p)) out.push(singular(p));
      }
  }
  return out;
}

/** The edit distance a word is allowed: none under 5 letters, one for 5–8, two for longer. */
export function typoBudget(term: string): number {
  return term.length > 8 ? 2 : term.length >= 5 ? 1 : 0;
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * A query as an API symbol name, when it can be one: `TrackPlayer.` and a call
 * (`skipToNext()`, `seekTo(position)`) are dropped. Null for anything with spaces.
 */
export function symbolQuery(query: string): string | null {
  const q = query
    .trim()
    .replace(/^TrackPlayer\./i, '')
    .replace(/\(.*\)?$/, '');
  return /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?$/.test(q) ? q : null;
}

/** One ranked section. */
export interface RankedSection {
  section: IndexedSection;
  /** The label of the version the section is from (`4.1`, `Next`). */
  version: string;
  score: number;
  /** 2 per query word matched exactly, 1 per word matched as a prefix, 0 for a typo or no match. */
  quality: number;
  /** Index words matched in the section's heading, API symbol or page title. */
  headingHits: number;
  /** Query words matched in full (exactly or as the prefix being typed). */
  complete: boolean;
  /** Index words this section matched (for highlighting). */
  terms: string[];
  /** The section is the query's API symbol. */
  symbol?: IndexedSymbol;
}

/** A search over one version's sections. */
export class SectionIndex {
  readonly data: VersionSearchData;
  private readonly engine: MiniSearch<{ id: number; title: string; heading: string; symbols: string; text: string }>;
  private readonly symbolsByName = new Map<string, IndexedSymbol[]>();

  constructor(data: VersionSearchData) {
    this.data = data;
    const symbolText = new Map<number, string[]>();
    for (const symbol of data.symbols) {
      const key = symbol.name.toLowerCase();
      const list = this.symbolsByName.get(key) ?? [];
      list.push(symbol);
      this.symbolsByName.set(key, list);
      const names = symbolText.get(symbol.section) ?? [];
      names.push(symbol.name, symbol.name.split('.').pop()!);
      symbolText.set(symbol.section, names);
    }
    this.engine = new MiniSearch({
      fields: ['title', 'heading', 'symbols', 'text'],
      // API symbols are matched by their whole names only: a fields table must not win every query on a part of a field name.
      tokenize: (text, field) =>
        field === 'symbols'
          ? text
              .split(' ')
              .filter(Boolean)
              .map((n) => singular(n.toLowerCase()))
          : indexTerms(text),
      processTerm: (term) => term,
      searchOptions: {
        tokenize: queryTerms,
        processTerm: (term) => term,
        boost: { symbols: 6, heading: 4, title: 3, text: 1 },
        fuzzy: (term) => typoBudget(term) || false,
        maxFuzzy: 2,
        prefix: (_term, i, terms) => i === terms.length - 1,
        weights: { fuzzy: 0.45, prefix: 0.6 },
      },
    });
    this.engine.addAll(
      data.sections.map((s, id) => ({
        id,
        title: s.page,
        heading: s.heading,
        symbols: (symbolText.get(id) ?? []).join(' '),
        text: s.text,
      })),
    );
  }

  /** The version's symbol the query names: exact case first, then by kind (function first). */
  symbolFor(query: string): IndexedSymbol | null {
    const name = symbolQuery(query);
    if (!name) return null;
    const list = this.symbolsByName.get(name.toLowerCase());
    if (list?.length) return pickSymbol(list, name);
    const bare = name.includes('.') ? null : name.toLowerCase();
    if (!bare) return null;
    // A field or member named without its object (`stopWithApp`, `Ended`).
    const members = this.data.symbols.filter(
      (s) => (s.kind === 'field' || s.kind === 'member') && s.name.toLowerCase().endsWith(`.${bare}`),
    );
    return members.length ? pickSymbol(members, name) : null;
  }

  /** The closest symbol within the typo budget, for a query that matches no word exactly. */
  nearSymbol(query: string): IndexedSymbol | null {
    const name = symbolQuery(query);
    if (!name || name.includes('.')) return null;
    const lower = name.toLowerCase();
    const budget = typoBudget(lower);
    if (!budget) return null;
    let best: { symbol: IndexedSymbol; distance: number } | null = null;
    for (const symbol of this.data.symbols) {
      if (symbol.kind === 'field' || symbol.kind === 'member') continue;
      const distance = editDistance(lower, symbol.name.toLowerCase(), budget);
      if (distance > budget) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && KIND_ORDER.indexOf(symbol.kind) < KIND_ORDER.indexOf(best.symbol.kind))
      )
        best = { symbol, distance };
    }
    return best?.symbol ?? null;
  }

  /** Sections matching the query, best first. `exactOnly` turns off typo tolerance. */
  search(query: string, options: { exactOnly?: boolean } = {}): RankedSection[] {
    const terms = queryTerms(query);
    if (!terms.length) return [];
    const raw = this.engine.search(query, options.exactOnly ? { fuzzy: false, prefix: false } : {});
    const ranked = raw.map((r) => this.rank(r, terms));
    ranked.sort((a, b) => b.quality - a.quality || b.headingHits - a.headingHits || b.score - a.score);
    const symbol =
      this.symbolFor(query) ?? (ranked.some((r) => r.quality >= 2 * terms.length) ? null : this.nearSymbol(query));
    if (symbol) {
      const at = ranked.findIndex((r) => r.section === this.data.sections[symbol.section]);
      const hit = at === -1 ? this.rank(null, terms, symbol.section) : ranked.splice(at, 1)[0]!;
      ranked.unshift({ ...hit, symbol });
    }
    return ranked;
  }

  private rank(result: MiniResult | null, terms: string[], id?: number): RankedSection {
    const matched = result ? result.terms : [];
    let quality = 0;
    let complete = true;
    terms.forEach((term, i) => {
      if (matched.includes(term)) quality += 2;
      else if (i === terms.length - 1 && matched.some((m) => m.startsWith(term))) quality += 1;
      else complete = false;
    });
    return {
      section: this.data.sections[result ? (result.id as number) : id!]!,
      version: this.data.label,
      score: result?.score ?? 0,
      quality,
      headingHits: result ? headingHits(result, terms) : 0,
      complete,
      terms: matched,
    };
  }
}

/** How many query words matched in the heading, an API symbol or the page title (exactly, as a prefix or within their typo budget). */
function headingHits(result: MiniResult, terms: readonly string[]): number {
  const inHeading = Object.entries(result.match)
    .filter(([, fields]) => fields.some((f) => HEADING_FIELDS.has(f)))
    .map(([term]) => term);
  return terms.filter((q) =>
    inHeading.some((t) => t.startsWith(q) || (typoBudget(q) > 0 && editDistance(q, t, typoBudget(q)) <= typoBudget(q))),
  ).length;
}

function pickSymbol(list: readonly IndexedSymbol[], name: string): IndexedSymbol {
  return [...list].sort(
    (a, b) =>
      Number(b.name.endsWith(name) || b.name === name) - Number(a.name.endsWith(name) || a.name === name) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  )[0]!;
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
 * Ranked sections grouped by page, in the order of each page's best section;
 * at most `perPage` sections per page and `limit` sections in all.
 */
export function groupByPage(
  ranked: readonly RankedSection[],
  { limit = 10, perPage = 4, withVersion = false }: { limit?: number; perPage?: number; withVersion?: boolean } = {},
): SearchPageResult[] {
  const pages = new Map<string, SearchPageResult>();
  let count = 0;
  for (const hit of ranked) {
    if (count >= limit) break;
    const pageUrl = hit.section.url.split('#')[0]!;
    let page = pages.get(pageUrl);
    if (!page) {
      page = {
        url: pageUrl,
        title: hit.section.page,
        version: withVersion ? hit.version : null,
        excerpt: [],
        sections: [],
      };
      pages.set(pageUrl, page);
    }
    if (page.sections.length >= perPage) continue;
    page.sections.push({
      title: hit.section.heading || hit.section.page,
      url: hit.section.url,
      excerpt: excerptOf(hit.section.text, hit.terms),
    });
    count++;
  }
  return [...pages.values()];
}
