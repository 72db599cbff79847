import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site-config';
import { pageTitle } from '@/lib/site/page-title';
import { SiteFrame } from '@/components/chrome/site-frame';

export const metadata: Metadata = {
  title: pageTitle('Search the documentation', siteConfig.title),
  description: `Search the ${siteConfig.title} documentation.`,
  robots: { index: false },
};

export default function SearchPage() {
  return (
    <SiteFrame>
      <main id="main-content" className="search-page" tabIndex={-1}>
        <h1>Search the documentation</h1>
      </main>
    </SiteFrame>
  );
}
