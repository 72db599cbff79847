import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site-config';
import { pageTitle } from '@/lib/site/page-title';
import { SiteFrame } from '@/components/chrome/site-frame';
import { pageFrame } from '@/lib/docs/doc-index';
import { HomePage } from '@/components/home/home-page';
import { BaseUrlBanner } from '@/components/chrome/base-url-banner';

export const metadata: Metadata = {
  title: pageTitle(null, siteConfig.title),
  description: `${siteConfig.tagline}: playback, external media controls, background mode and more.`,
  alternates: { canonical: './' },
};

export default function Home() {
  return (
    <SiteFrame frame={pageFrame(null, null)}>
      <BaseUrlBanner baseUrl={siteConfig.baseUrl} />
      <HomePage />
    </SiteFrame>
  );
}
