import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/site-config';
import { pageTitle } from '@/lib/site/page-title';
import { contentProblems, docsModel } from '@/lib/docs/doc-index';
import { shareMetadata } from '@/lib/share/share-meta';
import { ThemeProvider } from '@/components/chrome/theme-provider';
import { AnnouncementScript } from '@/components/chrome/announcement-script';
import { SearchShortcutScript } from '@/components/chrome/search/search-shortcut-script';
import { ContentProblems } from '@/components/chrome/content-problems';
import '@/styles/globals.css';

const latestCard = {
  title: siteConfig.title,
  description: siteConfig.tagline,
  route: '/',
  type: 'website' as const,
  version: docsModel.latest,
  site: siteConfig,
};

const locale = siteConfig.i18n.locales.find((l) => l.code === siteConfig.i18n.defaultLocale)!;

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.baseUrl, siteConfig.url),
  title: pageTitle(null, siteConfig.title),
  description: siteConfig.tagline,
  icons: { icon: `${siteConfig.baseUrl}${siteConfig.favicon}` },
  // Pages replace these with their own (lib/share/share-meta.ts); the not-found page keeps them.
  openGraph: { siteName: siteConfig.title, type: 'website', images: shareMetadata(latestCard).openGraph.images },
  twitter: { card: 'summary_large_image', images: shareMetadata(latestCard).twitter.images },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1b1d' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html
      lang={locale.htmlLang}
      dir={locale.direction}
      data-theme={siteConfig.colorMode.defaultMode}
      suppressHydrationWarning
    >
      {siteConfig.search.provider === 'docsearch' && (
        <head>
          <link rel="preconnect" href={`https://${siteConfig.search.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </head>
      )}
      <body>
        <ContentProblems problems={contentProblems} />
        {siteConfig.announcementBar && <AnnouncementScript id={siteConfig.announcementBar.id} />}
        <SearchShortcutScript />
        <ThemeProvider
          defaultMode={siteConfig.colorMode.defaultMode}
          respectPrefersColorScheme={siteConfig.colorMode.respectPrefersColorScheme}
        >
          {children}
        </ThemeProvider>
      </body>
    </html>
  );
}
