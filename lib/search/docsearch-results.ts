import { groupHits } from './ranking';
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

/** Group DocSearch hits by page in the service's order (see `groupHits`), each hit a section. */
export function fromDocSearch(hits: readonly DocSearchHit[], siteUrl: string, basePath = ''): SearchPageResult[] {
  return groupHits(
    hits,
    (hit) => {
      const url = relativeHitUrl(hit.url, siteUrl, basePath);
      const page = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? url.split('#')[0]!;
      return { url, page, title: hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? page, version: null };
    },
    (hit) => parseExcerpt(hit._snippetResult?.content?.value ?? hit.content ?? ''),
  );
}
