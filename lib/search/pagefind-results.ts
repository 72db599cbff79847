import { parseExcerpt, toSiteRoute, type SearchPageResult } from './search-model';

/** The fields of a Pagefind result's `data()` that we read. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[]>;
  sub_results?: { title: string; url: string; excerpt: string }[];
}

/**
 * Map Pagefind results to pages with sections. The page's own entry among the
 * sub-results (the one pointing at the page without an anchor) is dropped: the
 * page heading already stands for it.
 */
export function fromPagefind(data: readonly PagefindResultData[], basePath = '', maxSections = 4): SearchPageResult[] {
  return data.map((result) => {
    const url = toSiteRoute(result.url, basePath);
    const sections = (result.sub_results ?? [])
      .filter((sub) => toSiteRoute(sub.url, basePath) !== url)
      .slice(0, maxSections)
      .map((sub) => ({ title: sub.title, url: toSiteRoute(sub.url, basePath), excerpt: parseExcerpt(sub.excerpt) }));
    return {
      url,
      title: result.meta.title ?? url,
      version: result.filters?.version?.[0] ?? null,
      excerpt: parseExcerpt(result.excerpt),
      sections,
    };
  });
}
