import { docRoute, type DocsVersion } from '../versions/versions';

/** What a markdown link to another content file points at. */
export interface ResolvedDocLink {
  /** Doc id in the same version, e.g. `api/objects/track`. */
  docId: string;
  /** `#anchor` part, including `#`, or `''`. */
  hash: string;
}

/**
 * Resolve a relative link to a markdown file (`../objects/track.md#fields`)
 * from the doc `fromDocId` to a doc id of the same version. Returns null for
 * links that are not to `.md`/`.mdx` files (external, absolute, anchors).
 * @throws when the link climbs out of the version folder
 */
export function resolveDocLink(fromDocId: string, href: string): ResolvedDocLink | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('#')) return null;
  const hashIndex = href.indexOf('#');
  const pathPart = hashIndex === -1 ? href : href.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : href.slice(hashIndex);
  if (!/\.mdx?$/.test(pathPart)) return null;
  const base = fromDocId.split('/').slice(0, -1);
  for (const segment of pathPart.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (base.length === 0) {
        throw new Error(`Link "${href}" from "${fromDocId}" points outside its version's folder.`);
      }
      base.pop();
    } else {
      base.push(segment);
    }
  }
  const docId = base.join('/').replace(/\.mdx?$/, '');
  return { docId, hash };
}

/** The URL of a resolved link on the site (without base URL). */
export function docLinkHref(version: DocsVersion, link: ResolvedDocLink): string {
  return docRoute(version, link.docId) + link.hash;
}
