import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site-config';
import { sitemapEntries } from '@/lib/site/sitemap';
import { VERSIONS, docRoute, versionPath } from '@/lib/versions/versions';
import { getDocsOfVersion } from '@/lib/docs/doc-index';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const routes = ['/', `/${siteConfig.search.searchPagePath}`];
  for (const version of VERSIONS) {
    routes.push(versionPath(version));
    for (const doc of getDocsOfVersion(version)) routes.push(docRoute(version, doc.docId));
  }
  return sitemapEntries(routes, siteConfig.url, siteConfig.baseUrl);
}
