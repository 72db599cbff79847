import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site-config';
import { sitemapEntries } from '@/lib/site/sitemap';
import { docsModel } from '@/lib/docs/doc-index';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(
    ['/', `/${siteConfig.search.searchPagePath}`, ...docsModel.routes()],
    siteConfig.url,
    siteConfig.baseUrl,
  );
}
