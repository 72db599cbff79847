import type { MetadataRoute } from 'next';
import { siteSitemap } from '@/lib/docs/doc-routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return siteSitemap();
}
