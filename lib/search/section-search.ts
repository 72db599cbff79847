/**
 * The local search engine: MiniSearch over one version's heading sections,
 * with field boosts (API symbol > heading > page title > text), prefix
 * matching on the word being typed, typo tolerance (one edit for words of 5–8
 * letters, two for longer ones), and API-aware ranking: a query that is an API
 * symbol of the version puts that symbol's own section first. A fuzzy match
 * never outranks an exact one.
 */
import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import {
  compareRanked,
  editDistance,
  headingHits,
  nameHits,
  isProblemQuery,
  isTroubleshootingRoute,
  isUpgradeQuery,
  MIGRATION_WEIGHT,
  termWeights,
  TROUBLESHOOTING_BOOST,
  typoBudget,
  UPGRADE_BOOST,
  weightedQuality,
  type RankedSection,
} from './ranking';
import type { IndexedSection, IndexedSymbol, SymbolKind, VersionSearchData } from './sections';
import { SYNONYMS, synonymMap, type Synonym } from './synonyms';

/**
 * Words too common to tell sections apart, and the words around a question
 * ("how do I", "is not working", "doesn't") that say nothing of its subject.
 */
const STOP_WORDS = new Set(
  [
    'a an and are as at be by can do does for from how i in is it of on or the to what when where which with you your',
    'am any anyone but did doesn don help isn it my me please should so t that there this use using want way we why',
    'work working works if',
  ]
    .join(' ')
    .split(' '),
);

/** How much a library term added for an everyday word counts in the engine's score, next to the reader's own words. */
const SYNONYM_WEIGHT = 0.8;

/** Fields whose matches outrank the body's. */
const HEADING_FIELDS = new Set(['heading', 'symbols', 'title']);

/** The order in which symbols that differ only in case win (`updateOptions` before `UpdateOptions`). */
const KIND_ORDER: readonly SymbolKind[] = ['function', 'hook', 'event', 'constant', 'member', 'object', 'field'];

/** A word without a plural `s` (`sizes` → `size`, `options` → `option`; not `class`, `status`, `this`). */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * The words with which an issue title asks for a feature rather than naming
 * it: "Add support for X", "Support for X", "Add the ability to X", "Allow X",
 * "is it possible to X". They are dropped, so X is what the query looks for;
 * `add` stays when it names the queue function ("adding a track", "add tracks").
 */
const REQUEST_PHRASING = [
  /^\s*add\s+(?=(?:a|an|the|support|some|option|ability|possibility|way)\b)/i,
  /\bsupport\s+(?=(?:for|to)\b)/i,
  /\b(?:ability|able|allow|allows|allowing|possible|possibility)\b/gi,
];

/** An issue title's request phrasing (see REQUEST_PHRASING) taken out of a query. */
export function withoutRequestPhrasing(query: string): string {
  return REQUEST_PHRASING.reduce((q, pattern) => q.replace(pattern, ' '), query);
}

/**
 * The plain forms of a query word ending in `-ing`, which the search also
 * looks for, counted like a synonym (`showing` → show, shows; `customizing`
 * → customiz, customize; `setting` → set): readers describe what they see
 * ("not showing") where the docs name it ("does not show"). Only `-ing`:
 * `-ed` forms of the same kind found the wrong sections on the tuning half.
 */
export function ingForms(term: string): string[] {
  if (term.length < 6 || !term.endsWith('ing')) return [];
  const base = term.slice(0, -3);
  if (!/[aeiouy]/.test(base)) return [];
  if (/([b-df-hj-np-tv-z])\1$/.test(base)) return [base.slice(0, -1)];
  return [base, `${base}e`];
}

/** Query words: lower case, split on anything but letters and digits, common words dropped unless that leaves none. */
export function queryTerms(query: string): string[] {
  const split = (q: string) =>
    q
      .toLowerCase()
      .split(/[^a-z0-9_]+/)
      .filter(Boolean);
  const stripped = split(withoutRequestPhrasing(query));
  const words = stripped.length ? stripped : split(query);
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

/**
 * A query as an API symbol name, when it can be one: `TrackPlayer.` and a call
 * at the end (`skipToNext()`, `seekTo(position)`) are dropped. Null for anything
 * with spaces, and for a sentence that starts with a call (`setRate() changes
 * the voice`): that asks about the call, and its section must earn its place.
 */
export function symbolQuery(query: string): string | null {
  const q = query
    .trim()
    .replace(/^TrackPlayer\./i, '')
    .replace(/\([^()]*\)$/, '');
  return /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?$/.test(q) ? q : null;
}

/** A search over one version's sections. */
export class SectionIndex {
  readonly data: VersionSearchData;
  private readonly engine: MiniSearch<{ id: number; title: string; heading: string; symbols: string; text: string }>;
  private readonly symbolsByName = new Map<string, IndexedSymbol[]>();
  private readonly synonyms: ReadonlyMap<string, readonly string[]>;
  private readonly migration: ReadonlySet<string>;
  /** Each section's heading (or page title) as query words, worked out once (see `titleTerms`). */
  private readonly titles = new Map<IndexedSection, string[]>();
  /** The table rows indexed as entries of their own, by id minus the number of sections; `name` is the first cell. */
  private readonly rows: { section: number; name: string; text: string }[] = [];
  /** Each entry's own name (a row's first cell, a section's heading) as index words, worked out when first ranked. */
  private readonly names = new Map<number, string[]>();

  /** @param synonyms everyday words and the library's terms for them (lib/search/synonyms.ts) */
  constructor(data: VersionSearchData, { synonyms = SYNONYMS }: { synonyms?: readonly Synonym[] } = {}) {
    this.data = data;
    this.synonyms = synonymMap(synonyms);
    this.migration = new Set(data.migration ?? []);
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
    // Each table row is an entry of its own, under its section's page title and heading (ids after the sections').
    data.sections.forEach((s, section) => {
      for (const row of s.rows ?? []) {
        const id = data.sections.length + this.rows.length;
        const tab = row.indexOf('\t');
        const name = tab === -1 ? '' : row.slice(0, tab);
        const text = tab === -1 ? row : row.slice(tab + 1);
        this.rows.push({ section, name, text: name ? `${name} ${text}` : text });
        this.engine.add({ id, title: s.page, heading: `${name} ${s.heading}`.trim(), symbols: '', text });
      }
    });
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

  /**
   * The query's symbol, unless it is a field or member named without its
   * object and a page is titled with the query (`Rating`: the Rating page
   * before the `rating` field of Track).
   */
  private titledSymbol(query: string): IndexedSymbol | null {
    const symbol = this.symbolFor(query);
    if (!symbol || (symbol.kind !== 'field' && symbol.kind !== 'member') || symbolQuery(query)?.includes('.'))
      return symbol;
    const title = query.trim().toLowerCase();
    return this.data.sections.some((s) => !s.heading && s.page.toLowerCase() === title) ? null : symbol;
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

  /**
   * The query with each camelCase word that no section has whole and that is
   * no other version's API name (`ProgressBar`) written as its parts, which the
   * index has (see `indexTerms`).
   */
  private withUnknownWordsSplit(query: string): string {
    return query.replace(/[A-Za-z0-9_]+/g, (word) => {
      const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|_/).filter(Boolean);
      if (parts.length < 2) return word;
      const lower = word.toLowerCase();
      // Another version's API name stays whole, so that the notice can say where it is.
      const known =
        lower in this.data.elsewhere || this.engine.search(singular(lower), { fuzzy: false, prefix: false }).length > 0;
      return known ? word : parts.join(' ');
    });
  }

  /** A section's heading, or its page's title for the opening section, as query words (whether the query names it). */
  private titleTerms(section: IndexedSection): string[] {
    let terms = this.titles.get(section);
    if (!terms) {
      terms = queryTerms(section.heading || section.page);
      this.titles.set(section, terms);
    }
    return terms;
  }

  /** Sections matching the query, best first (see `compareRanked`). `exactOnly` turns off typo tolerance. */
  search(query: string, options: { exactOnly?: boolean } = {}): RankedSection[] {
    const terms = queryTerms(this.withUnknownWordsSplit(query));
    if (!terms.length) return [];
    // A word without a reviewed synonym is looked for in its plain form too (see `ingForms`).
    const synonyms = new Map(this.synonyms);
    for (const t of terms) {
      const forms = synonyms.has(t) ? [] : ingForms(t);
      if (forms.length) synonyms.set(t, forms);
    }
    // The library's terms for the reader's everyday words go first, so that the word being typed stays last.
    const added = [...new Set(terms.flatMap((t) => synonyms.get(t) ?? []))].filter((t) => !terms.includes(t));
    const raw = this.engine.search([...added, ...terms].join(' '), {
      ...(options.exactOnly ? { fuzzy: false, prefix: false } : {}),
      boostTerm: (term) => (added.includes(term) && !terms.includes(term) ? SYNONYM_WEIGHT : 1),
    });
    const intent = { upgrade: isUpgradeQuery(query), problem: isProblemQuery(query) };
    const weights = termWeights(terms, raw, synonyms, this.data.sections.length + this.rows.length);
    const ranked = raw.map((r) => this.rank(r, terms, weights, synonyms, intent));
    const symbol =
      this.titledSymbol(query) ?? (ranked.some((r) => r.complete && r.exact) ? null : this.nearSymbol(query));
    if (symbol) {
      const at = ranked.findIndex((r) => r.section === this.data.sections[symbol.section]);
      if (at === -1) ranked.push({ ...this.rank(null, terms, weights, synonyms, intent, symbol.section), symbol });
      else ranked[at] = { ...ranked[at]!, symbol };
    }
    // A section once, at its best entry (its text or one of its rows).
    const seen = new Set<IndexedSection>();
    return ranked.sort(compareRanked).filter((r) => !seen.has(r.section) && !!seen.add(r.section));
  }

  /** An entry's own name as index words (see `names`). */
  private nameOf(entry: number, name: string): string[] {
    let words = this.names.get(entry);
    if (!words) {
      words = indexTerms(name);
      this.names.set(entry, words);
    }
    return words;
  }

  private rank(
    result: MiniResult | null,
    terms: string[],
    weights: readonly number[],
    synonyms: ReadonlyMap<string, readonly string[]>,
    { upgrade, problem }: { upgrade: boolean; problem: boolean },
    id?: number,
  ): RankedSection {
    const entry = result ? (result.id as number) : id!;
    const row = this.rows[entry - this.data.sections.length];
    const section = this.data.sections[row ? row.section : entry]!;
    const migration = this.migration.has(section.url.split('#')[0]!);
    const fix = problem && isTroubleshootingRoute(section.url);
    const matched = result ? result.terms : [];
    const inHeading = result ? headingWords(result) : [];
    const quality = weightedQuality(terms, weights, matched, inHeading, synonyms);
    return {
      section,
      version: this.data.label,
      score: result?.score ?? 0,
      quality:
        quality.value *
        (migration ? (upgrade ? UPGRADE_BOOST : MIGRATION_WEIGHT) : 1) *
        (fix ? TROUBLESHOOTING_BOOST : 1),
      complete: quality.complete,
      exact: quality.exact,
      headingHits: result ? headingHits(terms, inHeading) : 0,
      nameHits: result ? nameHits(terms, this.nameOf(entry, row?.name ?? section.heading), synonyms) : 0,
      terms: matched,
      ...(row ? { row: row.text } : {}),
      ...(migration ? { migration } : {}),
      ...((!migration || upgrade) && sameWords(this.titleTerms(section), terms) ? { named: true } : {}),
    };
  }
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

/** The index words a result matched in the heading, an API symbol or the page title. */
function headingWords(result: MiniResult): string[] {
  return Object.entries(result.match)
    .filter(([, fields]) => fields.some((f) => HEADING_FIELDS.has(f)))
    .map(([term]) => term);
}

function pickSymbol(list: readonly IndexedSymbol[], name: string): IndexedSymbol {
  return [...list].sort(
    (a, b) =>
      Number(b.name.endsWith(name) || b.name === name) - Number(a.name.endsWith(name) || a.name === name) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  )[0]!;
}
