import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/chrome/site-link';
import { siteConfig } from '@/lib/site-config';
import { pageTitle } from '@/lib/site/page-title';
import { SiteFrame } from '@/components/chrome/site-frame';
import { pageFrame } from '@/lib/docs/doc-index';
import { DataLink } from '@/components/chrome/data-link';

export const metadata: Metadata = {
  title: pageTitle('Page Not Found', siteConfig.title),
  robots: { index: false },
};

export default function NotFound() {
  return (
    <SiteFrame frame={pageFrame(null, null)}>
      <main id="main-content" className="not-found" tabIndex={-1}>
        <h1>Page Not Found</h1>
        <p>
          We could not find what you were looking for. The page may have moved, or it may not exist in this version of
          the docs.
        </p>
        <ul>
          <li>
            <Link href="/">Go to the home page</Link>
          </li>
          <li>
            {/* A client component every page uses anyway: one only this page used would load with every page,
                since this page is the root layout's not-found boundary, in every page's payload. */}
            <DataLink link={{ href: '/docs/intro', label: 'Read the introduction', preferred: true }} />
          </li>
          <li>
            <Link href="/search">Search the documentation</Link>
          </li>
        </ul>
      </main>
    </SiteFrame>
  );
}
