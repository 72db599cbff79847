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
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
};

export default nextConfig;
