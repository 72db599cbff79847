import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/site-config';
import { DOCS_BASE } from '@/lib/versions/versions';
import { docsModel, pageComparisons, pageFrame, versionIntelligence } from '@/lib/docs/doc-index';
import { editUrl } from '@/lib/docs/edit-url';
import { editorUrlOfDoc } from '@/lib/cms/cms-model';
import { pageTitle } from '@/lib/site/page-title';
import { DocPage } from '@/components/docs/doc-page';
import { VersionLanding } from '@/components/docs/version-landing';
import { ChangesIndex, ChangesPage } from '@/components/docs/changes-page';
import { changesPageOf, changesRoutes } from '@/lib/api-model/version-intelligence';
import { shareMetadata } from '@/lib/share/share-meta';
import { pageDescription } from '@/lib/markdown-export/summary';
import { markdownRoute } from '@/lib/markdown-export/routes';

/** `npm run dev` serves the writers' editor: "Edit this page" opens the page there instead of on GitHub. */
const EDITOR = process.env.NODE_ENV === 'development';

export const dynamicParams = false;

interface Params {
  slug?: string[];
}

function pathOf(params: Params): string {
  return params.slug && params.slug.length > 0 ? `${DOCS_BASE}/${params.slug.join('/')}` : DOCS_BASE;
}

export function generateStaticParams(): Params[] {
  // The API changes pages (/docs/changes/…) share this route: they exist only when package models were read.
  return [...docsModel.routes(), ...changesRoutes(versionIntelligence)].map((route) => ({
    slug: route
      .slice(DOCS_BASE.length + 1)
      .split('/')
      .filter(Boolean),
  }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const path = pathOf(await params);
  const changes = changesPageOf(path, versionIntelligence);
  if (changes) {
    const title = changes.pair
      ? `API changes from ${changes.pair.from.label} to ${changes.pair.to.label}`
      : 'API changes between versions';
    const description = changes.pair
      ? `Functions, events, hooks, constants and options added, removed, deprecated or changed from ${changes.pair.from.label} to ${changes.pair.to.label}.`
      : `What each ${siteConfig.title} release added, removed, deprecated or changed in its API.`;
    const version = changes.pair ? docsModel.version(changes.pair.to.name) : docsModel.latest;
    return {
      title: pageTitle(title, siteConfig.title),
      description,
      ...shareMetadata({ title, description, route: path, type: 'website', version, site: siteConfig }),
    };
  }
  const { version, doc } = docsModel.locate(path);
  const title = doc ? doc.title : version.landingTitle;
  const description =
    (doc && pageDescription(doc.description, doc.summary)) ??
    `${siteConfig.title} ${version.label} documentation: ${siteConfig.tagline}.`;
  return {
    title: pageTitle(title, siteConfig.title),
    description,
    ...shareMetadata({
      title,
      description,
      route: path,
      type: doc ? 'article' : 'website',
      version,
      site: siteConfig,
      markdownRoute: doc ? markdownRoute(doc.route) : undefined,
    }),
    other: {
      'docsearch:language': siteConfig.i18n.defaultLocale,
      'docsearch:version': version.name,
      'docsearch:docusaurus_tag': version.searchTag,
    },
    robots: version.status === 'latest' ? undefined : { index: true, follow: true },
  };
}

export default async function DocsRoute({ params }: { params: Promise<Params> }) {
  const path = pathOf(await params);
  const changes = changesPageOf(path, versionIntelligence);
  if (changes?.pair)
    return <ChangesPage pair={changes.pair} frame={pageFrame(docsModel.version(changes.pair.to.name), null)} />;
  if (changes) return <ChangesIndex pairs={versionIntelligence.pairs} frame={pageFrame(null, null)} />;
  let located;
  try {
    located = docsModel.locate(path);
  } catch {
    notFound();
  }
  const { version, doc } = located;
  const frame = pageFrame(version, doc?.docId ?? null);
  const sidebar = docsModel.sidebar(version, doc?.docId ?? null);
  const banner = docsModel.banner(version, doc?.docId ?? null);
  if (!doc)
    return (
      <VersionLanding
        version={version}
        frame={frame}
        sidebar={sidebar}
        banner={banner}
        changes={versionIntelligence.pairs.filter((p) => p.from.name === version.name || p.to.name === version.name)}
      />
    );
  return (
    <DocPage
      doc={doc}
      version={version}
      frame={frame}
      sidebar={sidebar}
      banner={banner}
      breadcrumbs={docsModel.breadcrumbs(version, doc.docId)}
      pager={docsModel.pager(version, doc.docId)}
      editHref={
        EDITOR
          ? editorUrlOfDoc(siteConfig.baseUrl.replace(/\/$/, ''), version.name, doc.pathInVersion)
          : editUrl(siteConfig.editUrlBase, version.editFolder, doc.pathInVersion)
      }
      editInEditor={EDITOR}
      comparisons={pageComparisons(version, doc.docId)}
      intelligenceVersion={versionIntelligence.versions.find((v) => v.name === version.name)}
      badges={versionIntelligence.badges[version.name]?.[doc.docId] ?? []}
    />
  );
}
