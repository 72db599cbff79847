import { SiteLink as Link } from '@/components/chrome/site-link';
import { getSidebar, hasDoc } from '@/lib/docs/doc-index';
import { flattenSidebar } from '@/lib/sidebar/build-sidebar';
import { VERSIONS, docRoute, switchVersionPath, versionBanner, type DocsVersion } from '@/lib/versions/versions';
import { siteConfig } from '@/lib/site-config';
import { SiteFrame } from '@/components/chrome/site-frame';
import { DocsSidebar } from './docs-sidebar';
import { VersionBanner } from './version-banner';

/** The page at a version's path (`/docs`, `/docs/3.2`): what the version holds, section by section. */
export function VersionLanding({ version }: { version: DocsVersion }) {
  const sidebar = getSidebar(version);
  const versionLinks = VERSIONS.map((v) => ({
    name: v.name,
    label: v.label,
    href: switchVersionPath(null, v, hasDoc),
  }));
  const banner = versionBanner(version, null, hasDoc, siteConfig.title);
  const topDocs = sidebar.filter((i) => i.type === 'doc');
  const categories = sidebar.filter((i) => i.type === 'category');
  const heading =
    version.status === 'unreleased' ? 'Unreleased documentation (Next)' : `Documentation for version ${version.label}`;
  return (
    <SiteFrame
      context={{ version: version.name, docId: null, versionLinks }}
      mobileSidebar={{ items: sidebar, version, activeDocId: null }}
    >
      <div className="docs-layout">
        <aside className="docs-sidebar" aria-label="Docs navigation">
          <DocsSidebar items={sidebar} version={version} activeDocId={null} />
        </aside>
        <main id="main-content" className="docs-main" tabIndex={-1}>
          <div className="docs-content">
            <VersionBanner banner={banner} />
            <span className="version-badge">Version: {version.label}</span>
            <article className="markdown">
              <h1>{heading}</h1>
              <p>
                {siteConfig.title}: {siteConfig.tagline.toLowerCase()}. Start with the{' '}
                <Link href={docRoute(version, version.mainDocId)}>introduction</Link> or jump to a section below.
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
                      {flattenSidebar(category.items).map((d) => (
                        <li key={d.id}>
                          <Link href={docRoute(version, d.id)}>{d.label}</Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
                <section className="landing-card" aria-labelledby="landing-more">
                  <h2 id="landing-more">More</h2>
                  <ul>
                    {topDocs.map((d) => (
                      <li key={d.id}>
                        <Link href={docRoute(version, d.id)}>{d.label}</Link>
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
