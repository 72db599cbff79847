import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/site-config';
import { VERSIONS, docRoute, parseDocPath, versionPath, DOCS_BASE } from '@/lib/versions/versions';
import { getDocsOfVersion, validateSite, getDocsDataForPath } from '@/lib/docs/doc-index';
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

function toSlug(route: string): string[] {
  return route
    .slice(DOCS_BASE.length + 1)
    .split('/')
    .filter(Boolean);
}

export function generateStaticParams(): Params[] {
  validateSite();
  const params: Params[] = [];
  for (const version of VERSIONS) {
    params.push({ slug: toSlug(versionPath(version)) });
    for (const doc of getDocsOfVersion(version)) params.push({ slug: toSlug(docRoute(version, doc.docId)) });
  }
  return params;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const path = pathOf(await params);
  const { version, doc } = getDocsDataForPath(path);
  const title = doc ? doc.title : `${version.label === 'Next' ? 'Next' : `Version ${version.label}`} documentation`;
  return {
    title: pageTitle(title, siteConfig.title),
    description: doc?.description ?? `${siteConfig.title} ${version.label} documentation: ${siteConfig.tagline}.`,
    alternates: { canonical: path.slice(1) },
    other: {
      'docsearch:language': siteConfig.i18n.defaultLocale,
      'docsearch:version': version.name,
      'docsearch:docusaurus_tag': `docs-default-${version.name === 'next' ? 'current' : version.name}`,
    },
    robots: version.status === 'latest' ? undefined : { index: true, follow: true },
  };
}

export default async function DocsRoute({ params }: { params: Promise<Params> }) {
  const path = pathOf(await params);
  if (!parseDocPath(path)) notFound();
  const { version, doc } = getDocsDataForPath(path);
  return doc ? <DocPage doc={doc} version={version} /> : <VersionLanding version={version} />;
}
