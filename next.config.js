/**
 * Static export. The base URL comes from BASE_URL (see lib/site-config.ts,
 * normalizeBaseUrl) and becomes Next's basePath without the trailing slash.
 */
const raw = (process.env.BASE_URL ?? '/').trim();
const basePath = raw === '' || raw === '/' ? '' : `/${raw.replace(/^\/+|\/+$/g, '')}`;

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  basePath,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Build-time settings read by lib/site-config.ts, inlined for the browser too.
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    BASE_URL: process.env.BASE_URL ?? '/',
    DOCSEARCH_API_KEY: process.env.DOCSEARCH_API_KEY ?? '',
    DOCSEARCH_APP_ID: process.env.DOCSEARCH_APP_ID ?? '',
    DOCSEARCH_INDEX_NAME: process.env.DOCSEARCH_INDEX_NAME ?? '',
    SEARCH_PROVIDER: process.env.SEARCH_PROVIDER ?? '',
    RESPECT_PREFERS_COLOR_SCHEME: process.env.RESPECT_PREFERS_COLOR_SCHEME ?? '',
    NAVBAR_HIDE_ON_SCROLL: process.env.NAVBAR_HIDE_ON_SCROLL ?? '',
  },
};

export default nextConfig;
