import type { Doc } from '@/lib/docs/doc-index';
import { getSidebar, hasDoc } from '@/lib/docs/doc-index';
import { getBreadcrumbs, getPagerLinks } from '@/lib/sidebar/build-sidebar';
import { VERSIONS, switchVersionPath, versionBanner, type DocsVersion } from '@/lib/versions/versions';
import { editUrl } from '@/lib/docs/edit-url';
import { siteConfig } from '@/lib/site-config';
import { SiteFrame } from '@/components/chrome/site-frame';
import { MdxContent } from '@/components/mdx/mdx-content';
import { DocsSidebar } from './docs-sidebar';
import { DocsToc } from './docs-toc';
import { DocsBreadcrumbs } from './docs-breadcrumbs';
import { DocsPager } from './docs-pager';
import { VersionBanner } from './version-banner';
import { EditLink } from './edit-link';

/** A doc with its sidebar, banner, breadcrumbs, TOC, pager and edit link. */
export function DocPage({ doc, version }: { doc: Doc; version: DocsVersion }) {
  const sidebar = getSidebar(version);
  const versionLinks = VERSIONS.map((v) => ({
    name: v.name,
    label: v.label,
    href: switchVersionPath(doc.docId, v, hasDoc),
  }));
  const banner = versionBanner(version, doc.docId, hasDoc, siteConfig.title);
  const toc = doc.toc;
  return (
    <SiteFrame
      context={{ version: version.name, docId: doc.docId, versionLinks }}
      mobileSidebar={{ items: sidebar, version, activeDocId: doc.docId }}
    >
      <div className="docs-layout">
        <aside className="docs-sidebar" aria-label="Docs navigation">
          <DocsSidebar items={sidebar} version={version} activeDocId={doc.docId} />
        </aside>
        <main id="main-content" className="docs-main" tabIndex={-1}>
          <div className="docs-content">
            <VersionBanner banner={banner} />
            <DocsBreadcrumbs version={version} categories={getBreadcrumbs(sidebar, doc.docId)} title={doc.title} />
            <span className="version-badge">Version: {version.label}</span>
            <article className="markdown" data-pagefind-body data-pagefind-filter={`version:${version.name}`}>
              <h1 data-pagefind-meta="title" data-pagefind-filter={`language:${siteConfig.i18n.defaultLocale}`}>
                {doc.title}
              </h1>
              <MdxContent code={doc.code} />
            </article>
            <div className="doc-footer">
              <EditLink href={editUrl(siteConfig.editUrlBase, version.name, doc.pathInVersion)} />
            </div>
            <DocsPager links={getPagerLinks(sidebar, doc.docId)} version={version} />
          </div>
          <aside className="docs-toc" aria-label="Table of contents">
            <DocsToc toc={toc} />
          </aside>
        </main>
      </div>
    </SiteFrame>
  );
}
