import type { Doc } from '@/lib/docs/doc-index';
import type { DocsVersion, VersionBanner as Banner } from '@/lib/versions/versions';
import { sidebarLinks, type FrameData } from '@/lib/docs-model/frame';
import type { PagerLink, SidebarViewItem } from '@/lib/docs-model/create-docs-model';
import { siteConfig } from '@/lib/site-config';
import { SiteFrame } from '@/components/chrome/site-frame';
import { ServerPart } from '@/components/server-part/server-part';
import { serverPart } from '@/components/server-part/server-part-props';
import { DocsSidebar } from './docs-sidebar';
import { DocsToc } from './docs-toc';
import type { Crumb } from './docs-breadcrumbs';
import type { VersionComparison } from './compare-versions';
import type { IntelligenceVersion, PlacedBadges } from '@/lib/api-model/version-intelligence';
import { markdownRoute } from '@/lib/markdown-export/routes';

/** A doc with its sidebar, banner, breadcrumbs, TOC, pager and edit link: all computed by the docs model. */
export function DocPage({
  doc,
  version,
  frame,
  sidebar,
  banner,
  breadcrumbs,
  pager,
  editHref,
  editInEditor = false,
  comparisons,
  intelligenceVersion,
  badges,
}: {
  doc: Doc;
  version: DocsVersion;
  frame: FrameData;
  sidebar: SidebarViewItem[];
  banner: Banner | null;
  breadcrumbs: Crumb[];
  pager: { previous: PagerLink | null; next: PagerLink | null };
  editHref: string;
  /** True when `editHref` opens the page in the writers' editor (`npm run dev`) rather than the repository. */
  editInEditor?: boolean;
  /** This page's API differences with every other version (API pages only). */
  comparisons: VersionComparison[];
  intelligenceVersion: IntelligenceVersion | undefined;
  /** The lifecycle badges of the page's API entries. */
  badges: readonly PlacedBadges[];
}) {
  // Everything in the content column but the title reaches the browser as HTML only, not again in the React
  // payload (components/server-part/); so does the table of contents.
  const head = serverPart(doc.route, {
    kind: 'doc-head',
    banner,
    home: version.path,
    crumbs: breadcrumbs,
    title: doc.title,
    versionLabel: version.label,
    markdownRoute: markdownRoute(doc.route),
  });
  const article = serverPart(doc.route, { kind: 'article', code: doc.code, badges });
  const foot = serverPart(doc.route, {
    kind: 'doc-foot',
    editHref,
    editInEditor,
    comparison: intelligenceVersion && comparisons.length > 0 ? { current: intelligenceVersion, comparisons } : null,
    versionLinks: frame.versionLinks,
    versionName: version.name,
    pager,
  });
  const toc = doc.toc.length > 0 ? serverPart(doc.route, { kind: 'toc', toc: doc.toc }) : null;
  // One copy of the sidebar's data for the sidebar and the phone menu.
  const sidebarData = { links: sidebarLinks(sidebar), current: doc.route };
  return (
    <SiteFrame frame={frame} mobileSidebar={sidebarData}>
      <div className="docs-layout">
        <aside className="docs-sidebar" aria-label="Docs navigation">
          <DocsSidebar sidebar={sidebarData} />
        </aside>
        <main id="main-content" className="docs-main" tabIndex={-1}>
          <div className="docs-content">
            <ServerPart {...head} />
            <article className="markdown" data-pagefind-body data-pagefind-filter={`version:${version.name}`}>
              <h1 data-pagefind-meta="title" data-pagefind-filter={`language:${siteConfig.i18n.defaultLocale}`}>
                {doc.title}
              </h1>
              <ServerPart {...article} />
            </article>
            <ServerPart {...foot} />
          </div>
          <aside className="docs-toc" aria-label="Table of contents">
            <DocsToc part={toc} />
          </aside>
        </main>
      </div>
    </SiteFrame>
  );
}
