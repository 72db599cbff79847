'use client';

import { useEffect, useId, useReducer, useRef, type KeyboardEvent } from 'react';
import type { SearchScope } from '@/lib/search/search-model';
import {
  activeOption,
  initialSearchState,
  optionId,
  searchReducer,
  searchTerm,
  type SearchAnswer,
} from '@/lib/search/search-state';

interface Options {
  /** The query to start with (the search page's `q`). */
  initialQuery?: string;
  scope: SearchScope;
  /** Runs one search; its answer is dropped when the query or scope has changed since. */
  search: (term: string, scope: SearchScope) => Promise<SearchAnswer>;
  /** Results are a listbox whose options the arrow keys select (the dialog). */
  listbox?: boolean;
}

/**
 * The search state machine (lib/search/search-state.ts) run in React, for
 * the dialog and the search page alike: searches the trimmed query in the
 * scope on every change (no debounce: the local index answers at once, and a
 * superseded answer is dropped), and in a listbox moves the selection with
 * the arrow keys and opens it with Enter.
 */
export function useSearch({ initialQuery = '', scope, search, listbox = false }: Options) {
  const idPrefix = useId().replace(/:/g, '');
  const [state, dispatch] = useReducer(searchReducer, initialQuery, initialSearchState);
  const term = searchTerm(state);
  const latest = useRef({ search, scope });
  useEffect(() => {
    latest.current = { search, scope };
  });
  // The scope by value: callers build a new scope object on every render.
  const scopeKey = `${scope.version?.name ?? '*'} ${scope.language}`;

  useEffect(() => {
    if (!term) return;
    let cancelled = false;
    latest.current.search(term, latest.current.scope).then(
      (answer) => {
        if (!cancelled) dispatch({ type: 'answered', answer });
      },
      () => {
        if (!cancelled) dispatch({ type: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [term, scopeKey, state.round]);

  const active = listbox ? activeOption(state) : null;
  const activeId = active ? optionId(idPrefix, active.page, active.entry) : null;

  // The selection stays in view as it moves and as new results replace the old.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, state.pages]);

  /** Arrow keys move the selection; Enter hands the selected option's URL to `open`. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, open: (url: string) => void) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && state.pages.length) {
      event.preventDefault();
      dispatch({ type: 'moved', by: event.key === 'ArrowDown' ? 1 : -1 });
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      open(active.url);
    }
  };

  return {
    state,
    term,
    idPrefix,
    activeId,
    /** Any option to select (the combobox is expanded). */
    hasOptions: state.pages.length > 0,
    setQuery: (query: string) => dispatch({ type: 'typed', query }),
    /** The reader chose other versions: search again. */
    rescope: () => dispatch({ type: 'rescoped' }),
    onKeyDown,
  };
}
