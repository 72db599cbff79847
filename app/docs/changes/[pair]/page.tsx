import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/site-config';
import { pageTitle } from '@/lib/site/page-title';
import { docsModel, pageFrame, versionIntelligence } from '@/lib/docs/doc-index';
import { ChangesPage } from '@/components/docs/changes-page';

export const dynamicParams = false;

export function generateStaticParams(): { pair: string }[] {
  return versionIntelligence.pairs.map((p) => ({ pair: p.slug }));
}

const find = (slug: string) => versionIntelligence.pairs.find((p) => p.slug === slug);

export async function generateMetadata({ params }: { params: Promise<{ pair: string }> }): Promise<Metadata> {
  const pair = find((await params).pair);
  if (!pair) return {};
  return {
    title: pageTitle(`API changes from ${pair.from.label} to ${pair.to.label}`, siteConfig.title),
    description: `Functions, events, hooks, constants and options added, removed, deprecated or changed from ${pair.from.label} to ${pair.to.label}.`,
    alternates: { canonical: `docs/changes/${pair.slug}` },
  };
}

export default async function ChangesRoute({ params }: { params: Promise<{ pair: string }> }) {
  const pair = find((await params).pair);
  if (!pair) notFound();
  return <ChangesPage pair={pair} frame={pageFrame(docsModel.version(pair.to.name), null)} />;
}
