/** Absolute URL of a site route, honouring the base URL: `/docs/intro` → `https://rntp.dev/docs/intro`. */
export function absoluteUrl(route: string, siteUrl: string, baseUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const base = baseUrl.replace(/\/+$/, '');
  const path = route === '/' ? (base ? `${base}/` : '/') : `${base}${route}`;
  return `${origin}${path}`;
}

export interface SitemapEntry {
  url: string;
  changeFrequency: 'weekly';
  priority: number;
}

/** Sitemap entries (weekly, priority 0.5, as the current site), de-duplicated and sorted. */
export function sitemapEntries(routes: readonly string[], siteUrl: string, baseUrl: string): SitemapEntry[] {
  return [...new Set(routes)]
    .sort()
    .map((route) => ({ url: absoluteUrl(route, siteUrl, baseUrl), changeFrequency: 'weekly', priority: 0.5 }));
}
