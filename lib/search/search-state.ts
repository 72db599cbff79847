/**
 * The search state machine shared by the search dialog and the /search page:
 * the query as typed, whether an answer is awaited, the answer (results,
 * count, other-version notice), the option selected with the arrow keys, and
 * what the live region says. Pure: the React hook (use-search.ts) runs the
 * searches and feeds their answers in as events.
 */
import { pluralize } from '../i18n/plural';
import { noticeText, type OtherVersionNotice } from './other-versions';
import type { SearchPageResult, SearchSection } from './search-model';

/** `idle`: nothing to search; `loading`: an answer is awaited; `done`: answered; `error`: the search failed. */
export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

/** What a provider answers for a query. */
export interface SearchAnswer {
  /** Matching sections (may exceed those listed in `pages`). */
  total: number;
  pages: SearchPageResult[];
  /** Set when the version searched has no good match and other versions do. */
  notice?: OtherVersionNotice | null;
}

export interface SearchState {
  /** As typed; searches use it trimmed (`searchTerm`). */
  query: string;
  status: SearchStatus;
  pages: SearchPageResult[];
  total: number;
  notice: OtherVersionNotice | null;
  /** Index of the selected option (see `searchOptions`). */
  active: number;
  /** Counts `rescoped` events: a new round searches again even when the scope resolves to the same versions. */
  round: number;
}

export type SearchEvent =
  /** The reader changed the query. */
  | { type: 'typed'; query: string }
  /** The reader chose other versions to search: the query is searched again. */
  | { type: 'rescoped' }
  /** The answer for the current query and scope arrived. */
  | { type: 'answered'; answer: SearchAnswer }
  | { type: 'failed' }
  /** Arrow keys: the next or previous option, wrapping around. */
  | { type: 'moved'; by: 1 | -1 };

/** The state before any answer: awaiting one when there is a query (a /search?q= link). */
export function initialSearchState(query = ''): SearchState {
  return { query, status: query.trim() ? 'loading' : 'idle', pages: [], total: 0, notice: null, active: 0, round: 0 };
}

/** The query as searched. */
export function searchTerm(state: SearchState): string {
  return state.query.trim();
}

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'typed': {
      const term = event.query.trim();
      // Only spaces changed: the same search stands, and its answer with it.
      if (term === searchTerm(state)) return { ...state, query: event.query };
      if (!term) return { ...initialSearchState(event.query), round: state.round };
      // The previous results stay until the new answer replaces them.
      return { ...state, query: event.query, status: 'loading' };
    }
    case 'rescoped':
      return searchTerm(state) ? { ...state, status: 'loading', round: state.round + 1 } : state;
    case 'answered':
      return {
        ...state,
        status: 'done',
        pages: event.answer.pages,
        total: event.answer.total,
        notice: event.answer.notice ?? null,
        active: 0,
      };
    case 'failed':
      return { ...state, status: 'error' };
    case 'moved': {
      const count = searchOptions(state.pages).length;
      if (!count) return state;
      return { ...state, active: (state.active + event.by + count) % count };
    }
  }
}

/** The entries a page offers: its sections, or the page itself when no section is listed (DocSearch page hits). */
export function resultEntries(page: SearchPageResult): SearchSection[] {
  return page.sections.length ? page.sections : [{ title: page.title, url: page.url, excerpt: page.excerpt }];
}

/** One selectable entry: entry `entry` of page `page`, in display order. */
export interface SearchOption {
  page: number;
  entry: number;
  url: string;
}

/** Options in display order, for arrow-key selection. */
export function searchOptions(pages: readonly SearchPageResult[]): SearchOption[] {
  return pages.flatMap((page, p) => resultEntries(page).map((entry, s) => ({ page: p, entry: s, url: entry.url })));
}

/** The selected option, or null when there are no results. */
export function activeOption(state: SearchState): SearchOption | null {
  return searchOptions(state.pages)[state.active] ?? null;
}

/** The element id of an option (and, with `label`, of its page's heading). */
export function optionId(idPrefix: string, page: number, entry: number | 'label'): string {
  return `${idPrefix}-${page}-${entry}`;
}

/**
 * Where the live region speaks: the dialog names the query and reads the
 * other-version notice; the page names the version searched (`versionLabel`,
 * null for every version).
 */
export type StatusPlace = { place: 'dialog' } | { place: 'page'; versionLabel: string | null };

/** What the live region says for a state (empty while idle). */
export function searchStatusText(state: SearchState, where: StatusPlace, locale: string): string {
  if (state.status === 'loading') return 'Searching…';
  if (state.status === 'error') return 'Search is not available right now.';
  if (state.status === 'idle') return '';
  const term = searchTerm(state);
  const count = pluralize(state.total, { one: '{count} result', other: '{count} results' }, locale);
  if (where.place === 'dialog') {
    const found = state.total === 0 ? `No results for “${term}”.` : `${count} found for “${term}”.`;
    return state.notice ? `${found} ${noticeText(state.notice)}` : found;
  }
  const version = where.versionLabel ? ` in version ${where.versionLabel}` : '';
  return state.total === 0 ? `No results for “${term}”${version}.` : `${count} found${version || ' in all versions'}.`;
}
