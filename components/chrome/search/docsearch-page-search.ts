'use client';

import { fromDocSearch, type DocSearchHit } from '@/lib/search/docsearch-results';
import { docsearchFacetFilters, type SearchPageResult, type SearchScope } from '@/lib/search/search-model';
import { siteConfig } from '@/lib/site-config';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** The search page's query to the hosted DocSearch index (one REST call, no client library). */
export async function docsearchPageSearch(
  query: string,
  scope: SearchScope,
): Promise<{ total: number; pages: SearchPageResult[] }> {
  const { appId, apiKey, indexName } = siteConfig.search;
  const response = await fetch(`https://${appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(indexName)}/query`, {
    method: 'POST',
    headers: {
      'x-algolia-application-id': appId,
      'x-algolia-api-key': apiKey ?? '',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      query,
      hitsPerPage: 50,
      facetFilters: docsearchFacetFilters(scope),
      attributesToSnippet: ['content:24'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    }),
  });
  if (!response.ok) throw new Error(`DocSearch answered ${response.status}`);
  const json = (await response.json()) as { hits: DocSearchHit[] };
  const pages = fromDocSearch(json.hits, siteConfig.url, basePath);
  return { total: pages.length, pages };
}
