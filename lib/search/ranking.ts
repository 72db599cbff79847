/**
 * Search ranking, in one place: how a hit scores, which of two hits comes
 * first, what counts as a good match, how the hits of several versions merge
 * and how hits group into pages. The local engine (section-search.ts), the
 * other-versions notice and the DocSearch results all call these.
 */
import { excerptOf, type ExcerptSegment, type SearchPageResult } from './search-model';
import type { IndexedSection, IndexedSymbol } from './sections';

/** One ranked section. */
export interface RankedSection {
  section: IndexedSection;
  /** The label of the version the section is from (`4.1`, `Next`). */
  version: string;
  score: number;
  /**
   * How well the section answers the query (see `weightedQuality`): each
   * query word's weight (rarer words weigh more) times how it matched, more
   * in a heading or page title; less on a migration guide unless the query
   * asks about upgrading.
   */
  quality: number;
  /** Index words matched in the section's heading, API symbol or page title. */
  headingHits: number;
  /** Query words that are words of the entry's own name: a table row's first cell, else the section's heading. */
  nameHits: number;
  /** Query words matched in full (exactly, through a synonym or as the prefix being typed). */
  complete: boolean;
  /** Every query word matched exactly (or through a synonym). */
  exact: boolean;
  /** The section is on a migration guide or an API changes page. */
  migration?: boolean;
  /** The section's heading (or, for a page's opening section, the page title) is the query itself. */
  named?: boolean;
  /** The table row of the section that matched, when a row matched better than the section's text. */
  row?: string;
  /** Index words this section matched (for highlighting). */
  terms: string[];
  /** The section is the query's API symbol. */
  symbol?: IndexedSymbol;
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

/** A query word matched in a heading, an API symbol or the page title counts this many times a body match. */
export const HEADING_WEIGHT = 2;
/** A query word reached through a synonym counts this much of the reader's own word. */
export const SYNONYM_MATCH = 0.8;
/** A migration guide's or changes page's section counts this much, unless the query asks about upgrading. */
export const MIGRATION_WEIGHT = 0.4;
/** ...and, when it does, the same factor the other way. */
export const UPGRADE_BOOST = 1 / MIGRATION_WEIGHT;

const UPGRADE_WORDS = new Set(
  'upgrade upgrading upgraded migrate migrating migration breaking changelog deprecated deprecation removed renamed replaced'.split(
    ' ',
  ),
);

/** The query asks about moving between versions: an upgrade word, or a version (`v4`, `3.2`). */
export function isUpgradeQuery(query: string): boolean {
  const lower = query.toLowerCase();
  return lower.split(/[^a-z0-9]+/).some((w) => UPGRADE_WORDS.has(w)) || /\bv\d+\b|\b\d+\.\d+\b/.test(lower);
}

/** A troubleshooting page's section counts this much more when the query describes a problem. */
export const TROUBLESHOOTING_BOOST = 1.25;

/**
 * Words that describe something going wrong: "not working", "doesn't play",
 * "always 0", "error", "crashes". Only these: words such as "how", "change" or
 * "use" ask how to do a thing, which the reference answers.
 */
const PROBLEM_WORDS = new Set(
  [
    'not no never nothing doesn doesnt don dont didn didnt isn isnt won wont can cannot cant unable',
    'error errors exception fail fails failed failing failure crash crashes crashed crashing broken bug',
    'issue issues problem problems wrong missing stuck always twice freeze freezes hang hangs stops stopped',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The query describes a problem (see PROBLEM_WORDS): a troubleshooting
 * page's section then counts TROUBLESHOOTING_BOOST times more. `can` counts
 * only as `can't` (`can` followed by `t` once the apostrophe is gone).
 */
export function isProblemQuery(query: string): boolean {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((w, i) => (w === 'can' ? words[i + 1] === 't' : PROBLEM_WORDS.has(w)));
}

/** A page of causes and fixes: its route's last part is `troubleshooting`. */
export function isTroubleshootingRoute(url: string): boolean {
  return /\/troubleshooting$/.test(url.split('#')[0]!);
}

/**
 * How a query word (`terms[i]`) matched: 2 exactly, 2 × SYNONYM_MATCH through
 * a synonym, 1 as the prefix being typed, 0 not (or a typo). A synonym that is
 * itself a word of the query does not count again ("shoutcast stream": the
 * section's "stream" is the reader's own word, not also Shoutcast's).
 */
function wordMatch(
  terms: readonly string[],
  i: number,
  matched: readonly string[],
  synonyms: ReadonlyMap<string, readonly string[]>,
): number {
  const term = terms[i]!;
  if (matched.includes(term)) return 2;
  if ((synonyms.get(term) ?? []).some((s) => matched.includes(s) && !terms.includes(s))) return 2 * SYNONYM_MATCH;
  if (i === terms.length - 1 && matched.some((m) => m.startsWith(term))) return 1;
  return 0;
}

/**
 * Each query word's weight: rarer words tell sections apart better (inverse
 * document frequency over the `total` sections, counted on the hits).
 * @param hits the engine's hits: the index words each matched (`terms`)
 */
export function termWeights(
  terms: readonly string[],
  hits: readonly { terms: readonly string[] }[],
  synonyms: ReadonlyMap<string, readonly string[]>,
  total: number,
): number[] {
  return terms.map((_, i) => {
    const found = hits.filter((h) => wordMatch(terms, i, h.terms, synonyms) > 0).length;
    return Math.log(1 + total / (found + 1));
  });
}

/**
 * How well a hit matched the query words (`terms`, in order, with their
 * `weights`): for each word its weight times 2 when matched exactly, less
 * through a synonym, 1 for the last word matched as the prefix being typed,
 * 0 for a typo or no match (a fuzzy match never outranks an exact one), and
 * HEADING_WEIGHT times that when the word is in the heading, an API symbol
 * or the page title. Complete when every word matched some way but a typo;
 * exact when every word matched exactly or through a synonym.
 * @param matched the index words the hit matched; `inHeading` those matched in the heading fields
 */
export function weightedQuality(
  terms: readonly string[],
  weights: readonly number[],
  matched: readonly string[],
  inHeading: readonly string[],
  synonyms: ReadonlyMap<string, readonly string[]> = new Map(),
): { value: number; complete: boolean; exact: boolean } {
  let value = 0;
  let complete = true;
  let exact = true;
  terms.forEach((_, i) => {
    const match = wordMatch(terms, i, matched, synonyms);
    if (match === 0) complete = false;
    if (match < 2 * SYNONYM_MATCH) exact = false;
    const heading = match > 0 && wordMatch(terms, i, inHeading, synonyms) > 0;
    value += (weights[i] ?? 1) * match * (heading ? HEADING_WEIGHT : 1);
  });
  return { value, complete, exact };
}

/**
 * How many query words (exactly, through a synonym or as the prefix being
 * typed) are words of an entry's own name (`name`, as index words): a table
 * row's first cell, or a section's heading.
 */
export function nameHits(
  terms: readonly string[],
  name: readonly string[],
  synonyms: ReadonlyMap<string, readonly string[]> = new Map(),
): number {
  return terms.filter((_, i) => wordMatch(terms, i, name, synonyms) > 0).length;
}

/**
 * How many query words matched a word of the heading, an API symbol or the
 * page title (exactly, as a prefix or within their typo budget).
 * @param headingWords the index words the hit matched in those fields
 */
export function headingHits(terms: readonly string[], headingWords: readonly string[]): number {
  return terms.filter((q) =>
    headingWords.some(
      (t) => t.startsWith(q) || (typoBudget(q) > 0 && editDistance(q, t, typoBudget(q)) <= typoBudget(q)),
    ),
  ).length;
}

/**
 * Which of two hits comes first: the query's API symbol, then a section
 * named by the query (heading or page title), then the better match quality
 * (a fuzzy match never outranks an exact one), then more words in the
 * heading, then more words in the entry's own name (a row's first cell rather
 * than the heading of its table's section), then a whole section before a
 * table row, then the engine's score.
 */
export function compareRanked(a: RankedSection, b: RankedSection): number {
  return (
    Number(!!b.symbol) - Number(!!a.symbol) ||
    Number(!!b.named) - Number(!!a.named) ||
    b.quality - a.quality ||
    b.headingHits - a.headingHits ||
    b.nameHits - a.nameHits ||
    Number(!!a.row) - Number(!!b.row) ||
    b.score - a.score
  );
}

/** A good match: the query's API symbol, or every query word matched exactly (or as the prefix being typed). */
export function isGoodMatch(hit: RankedSection): boolean {
  return hit.complete || !!hit.symbol;
}

/** The hits of several versions as one list, best first. */
export function mergeRanked(lists: readonly (readonly RankedSection[])[]): RankedSection[] {
  return lists.flat().sort(compareRanked);
}

/** A hit as page grouping reads it. */
export interface PageHit {
  /** The section's URL; the page is the part before `#`. */
  url: string;
  /** The page's title (the first hit of a page names it). */
  page: string;
  /** The section's title. */
  title: string;
  /** The version label shown beside the page, or null. */
  version: string | null;
  /** The page is a migration guide or an API changes page. */
  migration?: boolean;
}

/**
 * Hits grouped by page, in the order of each page's best hit; at most
 * `perPage` sections per page and `limit` sections in all. `excerpt` is asked
 * only for the sections kept.
 */
export function groupHits<H>(
  hits: readonly H[],
  describe: (hit: H) => PageHit,
  excerpt: (hit: H) => ExcerptSegment[],
  { limit = Infinity, perPage = Infinity }: { limit?: number; perPage?: number } = {},
): SearchPageResult[] {
  const pages = new Map<string, SearchPageResult>();
  let count = 0;
  for (const hit of hits) {
    if (count >= limit) break;
    const { url, page: title, title: sectionTitle, version, migration } = describe(hit);
    const pageUrl = url.split('#')[0]!;
    let page = pages.get(pageUrl);
    if (!page) {
      page = { url: pageUrl, title, version, excerpt: [], sections: [], ...(migration ? { migration } : {}) };
      pages.set(pageUrl, page);
    }
    if (page.sections.length >= perPage) continue;
    page.sections.push({ title: sectionTitle, url, excerpt: excerpt(hit) });
    count++;
  }
  return [...pages.values()];
}

/**
 * Ranked sections of the local index grouped by page (see `groupHits`), each
 * with an excerpt around its matched words.
 */
export function groupByPage(
  ranked: readonly RankedSection[],
  { limit = 10, perPage = 4, withVersion = false }: { limit?: number; perPage?: number; withVersion?: boolean } = {},
): SearchPageResult[] {
  return groupHits(
    ranked,
    (hit) => ({
      url: hit.section.url,
      page: hit.section.page,
      title: hit.section.heading || hit.section.page,
      version: withVersion ? hit.version : null,
      ...(hit.migration ? { migration: true } : {}),
    }),
    (hit) => excerptOf(hit.row ?? hit.section.text, hit.terms),
    { limit, perPage },
  );
}
