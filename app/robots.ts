import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site-config';
import { absoluteUrl } from '@/lib/site/sitemap';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml', siteConfig.url, siteConfig.baseUrl),
  };
}
