import { parseExcerpt, toSiteRoute, type SearchPageResult } from './search-model';

/** The fields of a DocSearch (Algolia) hit that we read. */
export interface DocSearchHit {
  url: string;
  hierarchy: Record<string, string | null | undefined>;
  content?: string | null;
  _snippetResult?: { content?: { value: string } };
}

/** Make hit URLs relative to this site, so results work on previews and under a base URL. */
export function relativeHitUrl(url: string, siteUrl: string, basePath = ''): string {
  return toSiteRoute(url, basePath, siteUrl.replace(/\/+$/, ''));
}

/** Group DocSearch hits by page (lvl0/lvl1), each hit a section. */
export function fromDocSearch(hits: readonly DocSearchHit[], siteUrl: string, basePath = ''): SearchPageResult[] {
  const pages = new Map<string, SearchPageResult>();
  for (const hit of hits) {
    const url = relativeHitUrl(hit.url, siteUrl, basePath);
    const pageUrl = url.split('#')[0]!;
    const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? pageUrl;
    const page = pages.get(pageUrl) ?? { url: pageUrl, title, version: null, excerpt: [], sections: [] };
    const sectionTitle = hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? title;
    page.sections.push({
      title: sectionTitle,
      url,
      excerpt: parseExcerpt(hit._snippetResult?.content?.value ?? hit.content ?? ''),
    });
    pages.set(pageUrl, page);
  }
  return [...pages.values()];
}
