import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site-config';
import { sitemapEntries } from '@/lib/site/sitemap';
import { docsModel, versionIntelligence } from '@/lib/docs/doc-index';
import { changesRoutes } from '@/lib/api-model/version-intelligence';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(
    ['/', `/${siteConfig.search.searchPagePath}`, ...docsModel.routes(), ...changesRoutes(versionIntelligence)],
    siteConfig.url,
    siteConfig.baseUrl,
  );
}
