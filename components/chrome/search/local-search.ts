'use client';

import { fromPagefind, type PagefindResultData } from '@/lib/search/pagefind-results';
import { pagefindFilters, type SearchPageResult, type SearchScope } from '@/lib/search/search-model';
import { BASE_PATH } from '../base-path';

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string, options?: Record<string, unknown>): Promise<void>;
  debouncedSearch(
    term: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ): Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
  search(
    term: string,
    options?: Record<string, unknown>,
  ): Promise<{ results: { data: () => Promise<PagefindResultData> }[] }>;
}

let loading: Promise<PagefindApi> | null = null;

/** Load the Pagefind runtime once (on the reader's first intent to search) and keep it warm. */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const url = `${BASE_PATH}/pagefind/pagefind.js`;
    const api = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as PagefindApi;
    await api.options({ baseUrl: `${BASE_PATH}/`, excerptLength: 24 });
    await api.init();
    return api;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export interface LocalSearchResult {
  total: number;
  pages: SearchPageResult[];
}

/** Search the local index; resolves null when a newer keystroke superseded this one. */
export async function localSearch(query: string, scope: SearchScope, limit = 8): Promise<LocalSearchResult | null> {
  const api = await loadPagefind();
  const search = await api.debouncedSearch(query, { filters: pagefindFilters(scope) }, 80);
  if (!search) return null;
  const data = await Promise.all(search.results.slice(0, limit).map((r) => r.data()));
  return { total: search.results.length, pages: fromPagefind(data, BASE_PATH) };
}
