'use client';

import { fromDocSearch, type DocSearchHit } from '@/lib/search/docsearch-results';
import { docsearchFacetFilters, type SearchScope } from '@/lib/search/search-model';
import type { SearchAnswer } from '@/lib/search/search-state';
import { siteConfig } from '@/lib/site-config';
import { BASE_PATH } from '../base-path';

/**
 * The search page's query to the hosted DocSearch index: one multi-query REST
 * call, credentials in the URL as the service allows, so the browser sends a
 * simple request without a CORS preflight.
 */
export async function docsearchPageSearch(query: string, scope: SearchScope): Promise<SearchAnswer> {
  const { appId, apiKey, indexName } = siteConfig.search;
  const url = new URL(`https://${appId}-dsn.algolia.net/1/indexes/*/queries`);
  url.searchParams.set('x-algolia-application-id', appId);
  url.searchParams.set('x-algolia-api-key', apiKey ?? '');
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify({
      requests: [
        {
          indexName,
          query,
          hitsPerPage: 50,
          facetFilters: docsearchFacetFilters(scope),
          attributesToSnippet: ['content:24'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`DocSearch answered ${response.status}`);
  const json = (await response.json()) as { results: { hits: DocSearchHit[] }[] };
  const pages = fromDocSearch(json.results[0]?.hits ?? [], siteConfig.url, BASE_PATH);
  return { total: pages.length, pages };
}
