/**
 * Which docs version a search looks in, and the providers' settings: what the
 * navbar's search button needs at load (search-model.ts holds the rest, for
 * the dialog and the search page).
 */

/** The search providers: the local index, or the hosted DocSearch service. */
export type SearchProviderName = 'local' | 'docsearch';

/** What the hosted DocSearch service needs (search-only key). */
export interface DocSearchSettings {
  appId: string;
  indexName: string;
  apiKey: string;
}

/** The facts of a docs version that search needs. */
export interface SearchVersion {
  /** The version's name: its local search data is `/search-index/<name>.json`. */
  name: string;
  /** What readers see (`Next`, `3.2`). */
  label: string;
  /** The DocSearch `docusaurus_tag` (`docs-default-current`). */
  searchTag: string;
}

/** Which docs version search looks in. */
export interface SearchScope {
  /** null searches every version. */
  version: SearchVersion | null;
  language: string;
}

/**
 * The version a search is limited to: the page's own on a doc page, else the
 * reader's preferred version, else the latest.
 */
export function contextualVersion<V extends SearchVersion>(pageVersion: V | null, preferred: V | null, latest: V): V {
  return pageVersion ?? preferred ?? latest;
}
