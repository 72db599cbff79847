import type { Metadata } from 'next';
import { Suspense } from 'react';
import { siteConfig } from '@/lib/site-config';
import { pageTitle } from '@/lib/site/page-title';
import { SiteFrame } from '@/components/chrome/site-frame';
import { docsModel, pageFrame } from '@/lib/docs/doc-index';
import { shareMetadata } from '@/lib/share/share-meta';
import { SearchPageClient } from '@/components/chrome/search/search-page-client';

const description = `Search the ${siteConfig.title} documentation.`;

export const metadata: Metadata = {
  title: pageTitle('Search the documentation', siteConfig.title),
  description,
  robots: { index: false },
  ...shareMetadata({
    title: 'Search the documentation',
    description,
    route: `/${siteConfig.search.searchPagePath}`,
    type: 'website',
    version: docsModel.latest,
    site: siteConfig,
  }),
};

export default function SearchPage() {
  return (
    <SiteFrame frame={pageFrame(null, null)}>
      <main id="main-content" className="search-page" tabIndex={-1}>
        <Suspense fallback={<h1>Search the documentation</h1>}>
          <SearchPageClient />
        </Suspense>
      </main>
    </SiteFrame>
  );
}
