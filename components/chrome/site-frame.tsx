import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { siteConfig } from '@/lib/site-config';
import type { FrameData, SidebarData } from '@/lib/docs-model/frame';
import { SkipLink } from './skip-link';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { AnnouncementBar } from './announcement-bar';
import { DocsLocationProvider } from './docs-location-context';
import { RouteProgress } from './route-progress';
import { LinkRouter } from './link-router';

/** Everything around a page's main content. */
export function SiteFrame({
  frame,
  mobileSidebar,
  children,
}: {
  /** Where the page is in the docs and the version links, from the docs model (`pageFrame`). */
  frame: FrameData;
  /** The docs sidebar for the mobile menu, as data (the sidebar's own): drawn only when the menu opens. */
  mobileSidebar?: SidebarData | undefined;
  children: ReactNode;
}) {
  return (
    <DocsLocationProvider
      value={{ manifest: frame.manifest, versionName: frame.version?.name ?? null, docId: frame.docId }}
    >
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      <SkipLink />
      {siteConfig.announcementBar && <AnnouncementBar config={siteConfig.announcementBar} />}
      <SiteHeader context={frame} mobileSidebar={mobileSidebar} />
      <div className="page-body">{children}</div>
      <SiteFooter footer={siteConfig.footer} />
      <LinkRouter />
    </DocsLocationProvider>
  );
}
