import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site-config';
import { pageTitle } from '@/lib/site/page-title';
import { pageFrame, versionIntelligence } from '@/lib/docs/doc-index';
import { ChangesIndex } from '@/components/docs/changes-page';

export const metadata: Metadata = {
  title: pageTitle('API changes between versions', siteConfig.title),
  description: `What each ${siteConfig.title} release added, removed, deprecated or changed in its API.`,
  alternates: { canonical: 'docs/changes' },
};

export default function ChangesIndexRoute() {
  return <ChangesIndex pairs={versionIntelligence.pairs} frame={pageFrame(null, null)} />;
}
