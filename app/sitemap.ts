import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site-config';
import { sitemapEntries } from '@/lib/site/sitemap';
import { docsModel, versionIntelligence } from '@/lib/docs/doc-index';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(
    [
      '/',
      `/${siteConfig.search.searchPagePath}`,
      ...docsModel.routes(),
      ...(versionIntelligence.pairs.length
        ? ['/docs/changes', ...versionIntelligence.pairs.map((p) => `/docs/changes/${p.slug}`)]
        : []),
    ],
    siteConfig.url,
    siteConfig.baseUrl,
  );
}
