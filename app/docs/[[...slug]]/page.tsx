import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/site-config';
import { DOCS_BASE } from '@/lib/versions/versions';
import { docsModel, pageComparisons, pageFrame, versionIntelligence } from '@/lib/docs/doc-index';
import { editUrl } from '@/lib/docs/edit-url';
import { pageTitle } from '@/lib/site/page-title';
import { DocPage } from '@/components/docs/doc-page';
import { VersionLanding } from '@/components/docs/version-landing';

export const dynamicParams = false;

interface Params {
  slug?: string[];
}

function pathOf(params: Params): string {
  return params.slug && params.slug.length > 0 ? `${DOCS_BASE}/${params.slug.join('/')}` : DOCS_BASE;
}

export function generateStaticParams(): Params[] {
  return docsModel.routes().map((route) => ({
    slug: route
      .slice(DOCS_BASE.length + 1)
      .split('/')
      .filter(Boolean),
  }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const path = pathOf(await params);
  const { version, doc } = docsModel.locate(path);
  return {
    title: pageTitle(doc ? doc.title : version.landingTitle, siteConfig.title),
    description: doc?.description ?? `${siteConfig.title} ${version.label} documentation: ${siteConfig.tagline}.`,
    alternates: { canonical: path.slice(1) },
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
      editHref={editUrl(siteConfig.editUrlBase, version.editFolder, doc.pathInVersion)}
      comparisons={pageComparisons(version, doc.docId)}
      intelligenceVersion={versionIntelligence.versions.find((v) => v.name === version.name)}
    />
  );
}
