import type { ReactNode } from 'react';
import { SkipLink } from './skip-link';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import type { NavbarContext } from './navbar-items';
import { mainDocVersionLinks } from './navbar-items';
import { AnnouncementBar } from './announcement-bar';
import { siteConfig } from '@/lib/site-config';
import { Suspense } from 'react';
import { DocsLocationProvider } from './docs-version-context';
import { RouteProgress } from './route-progress';
import { SiteLinks } from './site-links';
import type { SidebarData } from '@/components/docs/docs-sidebar';

/** Everything around a page's main content. */
export function SiteFrame({
  context,
  mobileSidebar,
  children,
}: {
  context?: Partial<NavbarContext>;
  /** The docs sidebar for the mobile menu, as data: drawn only when the menu opens. */
  mobileSidebar?: SidebarData | undefined;
  children: ReactNode;
}) {
  const full: NavbarContext = {
    version: context?.version ?? null,
    docId: context?.docId ?? null,
    versionLinks: context?.versionLinks ?? mainDocVersionLinks(),
    firstDocOfSidebar: context?.firstDocOfSidebar ?? (() => 'intro'),
  };
  return (
    <DocsLocationProvider value={{ version: full.version, docId: full.docId }}>
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      <SkipLink />
      {siteConfig.announcementBar && <AnnouncementBar config={siteConfig.announcementBar} />}
      <SiteHeader context={full} mobileSidebar={mobileSidebar} />
      <div className="page-body">{children}</div>
      <SiteFooter />
      <SiteLinks />
    </DocsLocationProvider>
  );
}
