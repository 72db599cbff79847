import { parseDocPath, docRoute, type DocsVersion } from '../versions/versions';

/** Whether an href leaves the site. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href);
}

/**
 * Point a version-less docs link (`/docs/intro`) at a given version
 * (`/docs/3.2/intro`). Non-docs links are returned unchanged.
 */
export function withVersion(to: string, version: DocsVersion | undefined, versions: readonly DocsVersion[]): string {
  if (!version) return to;
  const [path = '', hash = ''] = to.split(/(?=#)/);
  const location = parseDocPath(path, versions);
  if (!location?.docId) return to;
  return docRoute(version, location.docId) + hash;
}

/**
 * An internal href as the browser needs it when the site is served under a
 * base path: `/docs/intro` → `/preview/docs/intro`, `/` → `/preview`.
 * Hash-only, relative and external hrefs are returned unchanged.
 */
export function withBasePath(href: string, basePath: string): string {
  if (!basePath || !href.startsWith('/') || href.startsWith('//')) return href;
  if (href === '/') return basePath;
  if (href.startsWith('/#') || href.startsWith('/?')) return basePath + href.slice(1);
  return basePath + href;
}
