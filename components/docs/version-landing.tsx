import { SiteLink as Link } from '@/components/chrome/site-link';
import type { DocsVersion, VersionBanner as Banner } from '@/lib/versions/versions';
import { sidebarLinks, type FrameData } from '@/lib/docs-model/frame';
import type { SidebarViewItem } from '@/lib/docs-model/create-docs-model';
import { siteConfig } from '@/lib/site-config';
import { SiteFrame } from '@/components/chrome/site-frame';
import { DocsSidebar } from './docs-sidebar';
import { VersionBanner } from './version-banner';
import type { ChangesPair } from '@/lib/api-model/version-intelligence';

type DocItem = Extract<SidebarViewItem, { type: 'doc' }>;

function docsIn(items: readonly SidebarViewItem[]): DocItem[] {
  return items.flatMap((item) => (item.type === 'doc' ? [item] : docsIn(item.items)));
}

/** The page at a version's path (`/docs`, `/docs/3.2`): what the version holds, section by section. */
export function VersionLanding({
  version,
  frame,
  sidebar,
  banner,
  changes,
}: {
  version: DocsVersion;
  frame: FrameData;
  sidebar: SidebarViewItem[];
  banner: Banner | null;
  /** The API changes pages this version is part of. */
  changes: readonly ChangesPair[];
}) {
  const topDocs = sidebar.filter((i): i is DocItem => i.type === 'doc');
  const categories = sidebar.filter((i) => i.type === 'category');
  const intro = docsIn(sidebar).find((d) => d.id === version.mainDocId);
  // One copy of the sidebar's data for the sidebar and the phone menu.
  const sidebarData = { links: sidebarLinks(sidebar), current: null };
  return (
    <SiteFrame frame={frame} mobileSidebar={sidebarData}>
      <div className="docs-layout">
        <aside className="docs-sidebar" aria-label="Docs navigation">
          <DocsSidebar sidebar={sidebarData} />
        </aside>
        <main id="main-content" className="docs-main" tabIndex={-1}>
          <div className="docs-content">
            <VersionBanner banner={banner} />
            <span className="version-badge">Version: {version.label}</span>
            <article className="markdown">
              <h1>{version.landingHeading}</h1>
              <p>
                {siteConfig.title}: {siteConfig.tagline.toLowerCase()}. Start with the{' '}
                <Link href={intro?.href ?? version.path}>introduction</Link> or jump to a section below.
              </p>
              <div className="landing-grid">
                {categories.map((category) => (
                  <section
                    key={category.dir}
                    className="landing-card"
                    aria-labelledby={`landing-${category.dir.replace(/\//g, '-')}`}
                  >
                    <h2 id={`landing-${category.dir.replace(/\//g, '-')}`}>{category.label}</h2>
                    <ul>
                      {docsIn(category.items).map((d) => (
                        <li key={d.id}>
                          <Link href={d.href}>{d.label}</Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
                {changes.length > 0 && (
                  <section className="landing-card" aria-labelledby="landing-changes">
                    <h2 id="landing-changes">API changes</h2>
                    <ul>
                      {changes.map((pair) => (
                        <li key={pair.slug}>
                          <Link href={`/docs/changes/${pair.slug}`}>
                            From {pair.from.label} to {pair.to.label}
                          </Link>
                        </li>
                      ))}
                      <li>
                        <Link href="/docs/changes">Every version</Link>
                      </li>
                    </ul>
                  </section>
                )}
                <section className="landing-card" aria-labelledby="landing-more">
                  <h2 id="landing-more">More</h2>
                  <ul>
                    {topDocs.map((d) => (
                      <li key={d.id}>
                        <Link href={d.href}>{d.label}</Link>
                      </li>
                    ))}
                  </ul>
                </section>
              </div>
            </article>
          </div>
        </main>
      </div>
    </SiteFrame>
  );
}
