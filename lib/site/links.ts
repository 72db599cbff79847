import { parseDocPath, docRoute, type DocsVersion } from '../versions/versions';

/** Whether an href leaves the site. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href);
}

/**
 * Point a version-less docs link (`/docs/intro`) at a given version
 * (`/docs/3.2/intro`). Non-docs links are returned unchanged.
 */
export function withVersion(to: string, version: DocsVersion | undefined): string {
  if (!version) return to;
  const [path = '', hash = ''] = to.split(/(?=#)/);
  const location = parseDocPath(path);
  if (!location?.docId) return to;
  return docRoute(version, location.docId) + hash;
}
