import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site-config';
import { pageTitle } from '@/lib/site/page-title';
import { SiteFrame } from '@/components/chrome/site-frame';
import { docsModel, pageFrame } from '@/lib/docs/doc-index';
import { shareMetadata } from '@/lib/share/share-meta';
import { HomePage } from '@/components/home/home-page';
import { BaseUrlBanner } from '@/components/chrome/base-url-banner';

const description = `${siteConfig.tagline}: playback, external media controls, background mode and more.`;

export const metadata: Metadata = {
  title: pageTitle(null, siteConfig.title),
  description,
  ...shareMetadata({
    title: siteConfig.title,
    description,
    route: '/',
    type: 'website',
    version: docsModel.latest,
    site: siteConfig,
  }),
};

export default function Home() {
  return (
    <SiteFrame frame={pageFrame(null, null)}>
      <BaseUrlBanner baseUrl={siteConfig.baseUrl} />
      <HomePage />
    </SiteFrame>
  );
}
