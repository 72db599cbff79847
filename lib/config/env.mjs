/**
 * The build-time settings, parsed from an environment object in one place for
 * next.config.js, the scripts (postbuild, serve) and lib/site-config.ts.
 * Plain JavaScript so the Node scripts import it without a build step; pure:
 * callers hand in `process.env` (or a test's object).
 */

/**
 * The site's base URL with slashes on both ends: `/`, `/preview/pr-12/`.
 * @param {string | undefined} value `BASE_URL`
 * @returns {string}
 */
export function normalizeBaseUrl(value) {
  const trimmed = (value ?? '/').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`;
}

/**
 * Next's `basePath` for a base URL: `''` or `/preview/pr-12` (no trailing slash).
 * @param {string | undefined} value `BASE_URL`
 * @returns {string}
 */
export function basePathOf(value) {
  const baseUrl = normalizeBaseUrl(value);
  return baseUrl === '/' ? '' : baseUrl.slice(0, -1);
}

/**
 * @typedef {object} BuildEnv
 * @property {string} baseUrl `/` or `/x/`
 * @property {string} basePath `''` or `/x`
 * @property {'local' | 'docsearch' | undefined} searchProvider forced provider, else chosen by the DocSearch key
 * @property {{ apiKey: string | undefined, appId: string | undefined, indexName: string | undefined }} docsearch
 * @property {boolean} respectPrefersColorScheme
 * @property {boolean} navbarHideOnScroll
 * @property {string | undefined} exportDir where `next build` exports the site (`NEXT_EXPORT_DIR`), else `out/`
 * @property {string | undefined} turbopackRoot Turbopack's filesystem root (`NEXT_TURBOPACK_ROOT`), for a build in a
 *   scratch copy whose node_modules is a link to the checkout's
 */

/**
 * Every build-time setting the site reads.
 * @param {Record<string, string | undefined>} env
 * @returns {BuildEnv}
 */
export function readBuildEnv(env) {
  const provider = env.SEARCH_PROVIDER;
  return {
    baseUrl: normalizeBaseUrl(env.BASE_URL),
    basePath: basePathOf(env.BASE_URL),
    searchProvider: provider === 'local' || provider === 'docsearch' ? provider : undefined,
    docsearch: {
      apiKey: env.DOCSEARCH_API_KEY || undefined,
      appId: env.DOCSEARCH_APP_ID || undefined,
      indexName: env.DOCSEARCH_INDEX_NAME || undefined,
    },
    respectPrefersColorScheme: env.RESPECT_PREFERS_COLOR_SCHEME === 'true',
    navbarHideOnScroll: env.NAVBAR_HIDE_ON_SCROLL === 'true',
    exportDir: env.NEXT_EXPORT_DIR || undefined,
    turbopackRoot: env.NEXT_TURBOPACK_ROOT || undefined,
  };
}

/** The variables next.config.js inlines into the app (client code included). */
export const INLINED_VARIABLES = [
  'BASE_URL',
  'DOCSEARCH_API_KEY',
  'DOCSEARCH_APP_ID',
  'DOCSEARCH_INDEX_NAME',
  'SEARCH_PROVIDER',
  'RESPECT_PREFERS_COLOR_SCHEME',
  'NAVBAR_HIDE_ON_SCROLL',
];
