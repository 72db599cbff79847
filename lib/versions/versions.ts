/**
 * Pure rules over a list of docs versions (dropdown order: the unreleased
 * version first, then newest to oldest): lookups, routes, path parsing,
 * switching version, banners. The list itself comes from the version manifest
 * (`versionsFromManifest`) and is always handed in.
 */
import type { DocsVersion } from './versions-model';

export type { DocsVersion, VersionStatus } from './versions-model';

/** Route base of every docs page. */
export const DOCS_BASE = '/docs';

export function getLatestVersion(versions: readonly DocsVersion[]): DocsVersion {
  const latest = versions.filter((v) => v.status === 'latest');
  if (latest.length !== 1) {
    throw new Error(`Exactly one docs version must be "latest"; found ${latest.length}.`);
  }
  return latest[0]!;
}

export function findVersion(name: string, versions: readonly DocsVersion[]): DocsVersion | undefined {
  return versions.find((v) => v.name === name);
}

export function getVersion(name: string, versions: readonly DocsVersion[]): DocsVersion {
  const version = findVersion(name, versions);
  if (!version) {
    throw new Error(`Unknown docs version "${name}". Known versions: ${versions.map((v) => v.name).join(', ')}.`);
  }
  return version;
}

/** `/docs`, `/docs/next`, `/docs/3.2`: the version's landing page and the base of its routes. */
export function versionPath(version: Pick<DocsVersion, 'prefix'>): string {
  return version.prefix ? `${DOCS_BASE}/${version.prefix}` : DOCS_BASE;
}

/** The route of a doc in a version: `/docs/intro`, `/docs/3.2/api/events`. */
export function docRoute(version: Pick<DocsVersion, 'prefix'>, docId: string): string {
  if (!docId || docId.startsWith('/') || docId.endsWith('/')) {
    throw new Error(`Invalid doc id "${docId}": ids are relative paths such as "api/events".`);
  }
  return `${versionPath(version)}/${docId}`;
}

/** What a docs URL points at: a version, and a doc id (null on the version's landing page). */
export interface DocLocation {
  version: DocsVersion;
  docId: string | null;
}

/**
 * Parse a pathname (without base URL) into a version and doc id.
 * Returns null for paths outside `/docs`.
 */
export function parseDocPath(pathname: string, versions: readonly DocsVersion[]): DocLocation | null {
  const clean = pathname.replace(/\/+$/, '').replace(/\.html$/, '') || '/';
  if (clean !== DOCS_BASE && !clean.startsWith(`${DOCS_BASE}/`)) return null;
  const rest = clean.slice(DOCS_BASE.length + 1);
  const segments = rest ? rest.split('/') : [];
  const first = segments[0];
  const prefixed = first ? versions.find((v) => v.prefix && v.prefix === first) : undefined;
  if (prefixed) {
    const docId = segments.slice(1).join('/');
    return { version: prefixed, docId: docId || null };
  }
  return { version: getLatestVersion(versions), docId: segments.join('/') || null };
}

/**
 * Where a reader goes when they switch to `target` while reading `docId`:
 * the same page when the target version has it, otherwise the target's main doc.
 * On a landing page (docId null) the target's landing page.
 */
export function switchVersionPath(
  docId: string | null,
  target: DocsVersion,
  hasDoc: (version: DocsVersion, docId: string) => boolean,
): string {
  if (docId === null) return versionPath(target);
  return hasDoc(target, docId) ? docRoute(target, docId) : docRoute(target, target.mainDocId);
}

/** The notice above an unreleased or unmaintained version's pages. */
export interface VersionBanner {
  kind: 'unreleased' | 'unmaintained';
  /** Text before the link. */
  message: string;
  /** Where the link goes: the same page in the latest version, or its main doc. */
  href: string;
  linkLabel: string;
}

export function versionBanner(
  version: DocsVersion,
  docId: string | null,
  hasDoc: (version: DocsVersion, docId: string) => boolean,
  siteTitle: string,
  versions: readonly DocsVersion[],
): VersionBanner | null {
  if (version.status === 'latest') return null;
  const latest = getLatestVersion(versions);
  const href = switchVersionPath(docId, latest, hasDoc);
  const linkLabel = `latest version (${latest.label})`;
  if (version.status === 'unreleased') {
    return {
      kind: 'unreleased',
      message: `This is unreleased documentation for ${siteTitle} ${version.label} version.`,
      href,
      linkLabel,
    };
  }
  return {
    kind: 'unmaintained',
    message: `This is documentation for ${siteTitle} ${version.label}, which is no longer actively maintained.`,
    href,
    linkLabel,
  };
}
