import { docRoute, type DocsVersion } from '../versions/versions';

/** What a markdown link to another content file points at. */
export interface ResolvedDocLink {
  /** Doc id in the same version, e.g. `api/objects/track`. */
  docId: string;
  /** `#anchor` part, including `#`, or `''`. */
  hash: string;
}

function decodePath(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** `segments` applied to `base` (a folder as a list of names), or null when they climb above it. */
function join(base: readonly string[], pathPart: string): string | null {
  const out = [...base];
  for (const segment of pathPart.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else {
      out.push(segment);
    }
  }
  return out.join('/').replace(/\.mdx?$/, '');
}

/**
 * Resolve a link to a markdown file (`../objects/track.md#fields`) from the
 * doc `fromDocId` to a doc id of the same version, as Docusaurus does: from the
 * doc's folder first, else from the version's root folder; a slash between the
 * file and the hash (`./background-mode.md/#android`) is allowed. Returns null
 * for links that are not to `.md`/`.mdx` files (external, absolute, anchors).
 * @param exists whether a doc id exists in the version; without it the doc's folder wins
 * @returns the first candidate that exists, else the one from the doc's folder
 * @throws when the link climbs out of the version folder
 */
export function resolveDocLink(
  fromDocId: string,
  href: string,
  exists?: (docId: string) => boolean,
): ResolvedDocLink | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('#')) return null;
  const hashIndex = href.indexOf('#');
  const rawPath = hashIndex === -1 ? href : href.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : href.slice(hashIndex);
  const pathPart = decodePath(rawPath.replace(/\?.*$/, '').replace(/(\.mdx?)\/$/, '$1'));
  if (!/\.mdx?$/.test(pathPart)) return null;
  const fromFolder = join(fromDocId.split('/').slice(0, -1), pathPart);
  const fromRoot = join([], pathPart);
  const candidates = [fromFolder, fromRoot].filter((c): c is string => c !== null);
  const found = exists ? candidates.find(exists) : undefined;
  if (found !== undefined) return { docId: found, hash };
  if (fromFolder === null) throw new Error(`Link "${href}" from "${fromDocId}" points outside its version's folder.`);
  return { docId: fromFolder, hash };
}

/** The URL of a resolved link on the site (without base URL). */
export function docLinkHref(version: DocsVersion, link: ResolvedDocLink): string {
  return docRoute(version, link.docId) + link.hash;
}
