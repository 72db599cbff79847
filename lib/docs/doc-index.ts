/**
 * The one module that reads contentlayer's generated data. Everything else asks
 * it for docs, sidebars and links, so lookups fail in one place with one message.
 */
import { allDocs, allCategories } from 'contentlayer/generated';
import { siteConfig } from '../site-config';
import { VERSIONS, getVersion, type DocsVersion, parseDocPath, type DocLocation } from '../versions/versions';
import { buildSidebar, type SidebarItem } from '../sidebar/build-sidebar';
import { assertDocExists } from './resolve-doc';
import { validateSiteLinks } from './validate-site';
import type { TocEntry } from '../toc/build-toc';

/** A doc as pages use it. */
export interface Doc {
  version: string;
  docId: string;
  route: string;
  title: string;
  description: string | undefined;
  sidebarPosition: number | undefined;
  sidebarLabel: string | undefined;
  fileName: string;
  dir: string;
  toc: TocEntry[];
  /** Compiled MDX. */
  code: string;
  /** Path inside the version folder, e.g. `basics/installation.mdx`. */
  pathInVersion: string;
}

const docsByVersion = new Map<string, Doc[]>();
for (const raw of allDocs) {
  const doc: Doc = {
    version: raw.version,
    docId: raw.docId,
    route: raw.route,
    // contentlayer types the computed title with the optional front matter field's type
    title: raw.title as string,
    description: raw.description,
    sidebarPosition: raw.sidebar_position,
    sidebarLabel: raw.sidebar_label,
    fileName: raw.fileName,
    dir: raw.dir,
    toc: raw.toc as TocEntry[],
    code: raw.body.code,
    pathInVersion: raw._raw.sourceFilePath.split('/').slice(2).join('/'),
  };
  const list = docsByVersion.get(doc.version) ?? [];
  list.push(doc);
  docsByVersion.set(doc.version, list);
}

for (const name of docsByVersion.keys()) getVersion(name);

export function getDocsOfVersion(version: DocsVersion): Doc[] {
  return docsByVersion.get(version.name) ?? [];
}

export function hasDoc(version: DocsVersion, docId: string): boolean {
  return getDocsOfVersion(version).some((d) => d.docId === docId);
}

/** @throws naming the doc and the ids the version has */
export function getDoc(version: DocsVersion, docId: string): Doc {
  const doc = getDocsOfVersion(version).find((d) => d.docId === docId);
  if (!doc) {
    assertDocExists(docId, [{ version: version.name, ids: getDocsOfVersion(version).map((d) => d.docId) }], 'getDoc');
  }
  return doc!;
}

/** Doc ids of every version, for availability checks on the client. */
export function docIdsByVersion(): Record<string, string[]> {
  return Object.fromEntries(
    VERSIONS.map((v) => [
      v.name,
      getDocsOfVersion(v)
        .map((d) => d.docId)
        .sort(),
    ]),
  );
}

const sidebarCache = new Map<string, SidebarItem[]>();

export function getSidebar(version: DocsVersion): SidebarItem[] {
  const cached = sidebarCache.get(version.name);
  if (cached) return cached;
  const sidebar = buildSidebar(
    getDocsOfVersion(version).map((d) => ({
      id: d.docId,
      title: d.title,
      sidebarLabel: d.sidebarLabel,
      sidebarPosition: d.sidebarPosition,
      fileName: d.fileName,
      dir: d.dir,
    })),
    allCategories
      .filter((c) => c.version === version.name)
      .map((c) => ({ dir: c.dir, label: c.label, position: c.position, collapsed: c.collapsed })),
    siteConfig.docs.sidebarId,
    version.name,
  );
  sidebarCache.set(version.name, sidebar);
  return sidebar;
}

/**
 * The docs data of a path: its version and doc.
 * @throws when the path is not a docs page of a known version
 */
export function getDocsDataForPath(pathname: string): DocLocation & { doc: Doc | null } {
  const location = parseDocPath(pathname);
  if (!location) throw new Error(`Couldn't find docs data for path "${pathname}": it is not under /docs.`);
  if (location.docId === null) return { ...location, doc: null };
  if (!hasDoc(location.version, location.docId)) {
    throw new Error(
      `Couldn't find docs data for path "${pathname}": version ${location.version.name} has no doc "${location.docId}".`,
    );
  }
  return { ...location, doc: getDoc(location.version, location.docId) };
}

/**
 * Checks run once per build: every version has docs and a sidebar, and every
 * doc the navbar and footer link to exists in every version.
 */
export function validateSite(): void {
  for (const v of VERSIONS) getSidebar(v);
  validateSiteLinks(
    siteConfig.navbar.items,
    siteConfig.footer.columns,
    VERSIONS.map((v) => ({ version: v.name, ids: getDocsOfVersion(v).map((d) => d.docId) })),
  );
}
