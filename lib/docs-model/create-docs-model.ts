/**
 * The docs model: versions, their docs, sidebars, routes and the links
 * between versions, computed once from data handed in (the version manifest,
 * the docs and `_category_.json` records, and the site configuration).
 * Pages and components render its fields; they compute nothing about
 * versions or routes themselves.
 */
import { assertDocExists } from '../docs/assert-doc-exists';
import { validateSiteLinks } from '../docs/validate-site';
import type { FooterColumnConfig, NavbarItemConfig } from '../site-config';
import {
  buildSidebar,
  flattenSidebar,
  getBreadcrumbs,
  getPagerLinks,
  type SidebarCategoryInput,
  type SidebarItem,
} from '../sidebar/build-sidebar';
import type { VersionManifest } from '../versions/version-manifest';
import { versionLinksFor, type VersionLink } from '../versions/version-links';
import {
  docRoute,
  getLatestVersion,
  getVersion,
  parseDocPath,
  versionBanner,
  type DocsVersion,
  type VersionBanner,
} from '../versions/versions';

/** What the model needs of a doc; pages may carry more (compiled code, TOC…). */
export interface DocRecord {
  version: string;
  docId: string;
  title: string;
  sidebarLabel?: string | undefined;
  sidebarPosition?: number | undefined;
  fileName: string;
  dir: string;
}

/** A `_category_.json` of a version folder. */
export interface CategoryRecord extends SidebarCategoryInput {
  version: string;
}

export interface DocsModelConfig {
  /** Site title, for the banners. */
  title: string;
  /** Id of the docs sidebar (the navbar's `docSidebar` item names it). */
  sidebarId: string;
  navbarItems: readonly NavbarItemConfig[];
  footerColumns: readonly FooterColumnConfig[];
}

export interface DocsModelInput<D extends DocRecord> {
  /** The version records (`versionsFromManifest`), dropdown order: computed once, by the build's prepare step. */
  versions: readonly DocsVersion[];
  /** The manifest they came from: what the browser gets, to work out the same records (frame.ts). */
  manifest: VersionManifest;
  docs: readonly D[];
  categories: readonly CategoryRecord[];
  config: DocsModelConfig;
}

/** A sidebar entry ready to draw: its URL and whether it is (or holds) the page being read. */
export type SidebarViewItem =
  | { type: 'doc'; id: string; label: string; href: string; active: boolean }
  | {
      type: 'category';
      label: string;
      dir: string;
      expanded: boolean;
      onActivePath: boolean;
      items: SidebarViewItem[];
    };

/** The same page in another version, or that version's main doc. */
export type { VersionLink } from '../versions/version-links';

export interface PagerLink {
  label: string;
  href: string;
}

export interface DocsModel<D extends DocRecord> {
  /** Dropdown order: the unreleased version first, then newest to oldest. */
  versions: readonly DocsVersion[];
  latest: DocsVersion;
  /** The version list the versions were made from: all the browser needs to rebuild them. */
  manifest: VersionManifest;
  /** @throws naming the known versions */
  version(name: string): DocsVersion;
  /** By doc id, whatever order they came in: contentlayer2's order varies from one build to the next. */
  docs(version: DocsVersion): readonly D[];
  hasDoc(version: DocsVersion, docId: string): boolean;
  /** @throws naming the doc and the ids the version has */
  doc(version: DocsVersion, docId: string): D;
  /** The version's sidebar with URLs, the active page marked and its categories open. */
  sidebar(version: DocsVersion, activeDocId: string | null): SidebarViewItem[];
  breadcrumbs(version: DocsVersion, docId: string): { label: string; href: string | null }[];
  pager(version: DocsVersion, docId: string): { previous: PagerLink | null; next: PagerLink | null };
  /** The page in every version (or each version's main doc); on a landing page, every landing page. */
  versionLinks(docId: string | null): VersionLink[];
  banner(version: DocsVersion, docId: string | null): VersionBanner | null;
  /** Every static route: each version's landing page, then its docs. */
  routes(): string[];
  /**
   * The version and doc of a docs path (`/docs/3.2/api/events`).
   * @throws when the path is not a docs page of a known version
   */
  locate(pathname: string): { version: DocsVersion; doc: D | null };
  /** The first doc of a version's sidebar (what a `docSidebar` navbar item opens). */
  firstDoc(version: DocsVersion): string;
}

function withHrefs(items: readonly SidebarItem[], version: DocsVersion, activeDocId: string | null): SidebarViewItem[] {
  return items.map((item) => {
    if (item.type === 'doc')
      return {
        type: 'doc',
        id: item.id,
        label: item.label,
        href: docRoute(version, item.id),
        active: item.id === activeDocId,
      };
    const onActivePath = activeDocId !== null && flattenSidebar(item.items).some((d) => d.id === activeDocId);
    return {
      type: 'category',
      label: item.label,
      dir: item.dir,
      expanded: onActivePath || !item.collapsed,
      onActivePath,
      items: withHrefs(item.items, version, activeDocId),
    };
  });
}

/**
 * Build the model and check it: every doc belongs to a listed version, every
 * version has a sidebar, and every doc the navbar and footer name exists in
 * every version.
 * @throws with the messages of the spec (unknown version, missing doc id with the available ids…)
 */
export function createDocsModel<D extends DocRecord>(input: DocsModelInput<D>): DocsModel<D> {
  const versions = [...input.versions];
  const latest = getLatestVersion(versions);
  const byVersion = new Map<string, D[]>(versions.map((v) => [v.name, []]));
  for (const doc of input.docs) {
    const list = byVersion.get(doc.version);
    if (!list) getVersion(doc.version, versions);
    list!.push(doc);
  }
  // A stable order, so that two builds of the same content write the same search data and routes.
  for (const list of byVersion.values()) list.sort((a, b) => (a.docId < b.docId ? -1 : a.docId > b.docId ? 1 : 0));
  const docsOf = (version: DocsVersion) => byVersion.get(version.name) ?? [];
  const hasDoc = (version: DocsVersion, docId: string) => docsOf(version).some((d) => d.docId === docId);

  const sidebars = new Map<string, SidebarItem[]>();
  const rawSidebar = (version: DocsVersion) => {
    let sidebar = sidebars.get(version.name);
    if (!sidebar) {
      sidebar = buildSidebar(
        docsOf(version).map((d) => ({
          id: d.docId,
          title: d.title,
          sidebarLabel: d.sidebarLabel,
          sidebarPosition: d.sidebarPosition,
          fileName: d.fileName,
          dir: d.dir,
        })),
        input.categories.filter((c) => c.version === version.name),
        input.config.sidebarId,
        version.name,
      );
      sidebars.set(version.name, sidebar);
    }
    return sidebar;
  };

  const doc = (version: DocsVersion, docId: string): D => {
    const found = docsOf(version).find((d) => d.docId === docId);
    if (!found) assertDocExists(docId, [{ version: version.name, ids: docsOf(version).map((d) => d.docId) }], 'getDoc');
    return found!;
  };

  for (const v of versions) rawSidebar(v);
  validateSiteLinks(
    input.config.navbarItems,
    input.config.footerColumns,
    versions.map((v) => ({ version: v.name, ids: docsOf(v).map((d) => d.docId) })),
    versions,
  );

  return {
    versions,
    latest,
    manifest: input.manifest,
    version: (name) => getVersion(name, versions),
    docs: docsOf,
    hasDoc,
    doc,
    sidebar: (version, activeDocId) => withHrefs(rawSidebar(version), version, activeDocId),
    breadcrumbs: (version, docId) =>
      getBreadcrumbs(rawSidebar(version), docId).map((category) => {
        const first = flattenSidebar(category.items)[0];
        return { label: category.label, href: first ? docRoute(version, first.id) : null };
      }),
    pager: (version, docId) => {
      const links = getPagerLinks(rawSidebar(version), docId);
      const link = (item: { id: string; label: string } | null) =>
        item ? { label: item.label, href: docRoute(version, item.id) } : null;
      return { previous: link(links.previous), next: link(links.next) };
    },
    versionLinks: (docId) => versionLinksFor(versions, true, docId, hasDoc),
    banner: (version, docId) => versionBanner(version, docId, hasDoc, input.config.title, versions),
    routes: () => versions.flatMap((v) => [v.path, ...docsOf(v).map((d) => docRoute(v, d.docId))]),
    locate: (pathname) => {
      const location = parseDocPath(pathname, versions);
      if (!location) throw new Error(`Couldn't find docs data for path "${pathname}": it is not under /docs.`);
      if (location.docId === null) return { version: location.version, doc: null };
      if (!hasDoc(location.version, location.docId))
        throw new Error(
          `Couldn't find docs data for path "${pathname}": version ${location.version.name} has no doc "${location.docId}".`,
        );
      return { version: location.version, doc: doc(location.version, location.docId) };
    },
    firstDoc: (version) => flattenSidebar(rawSidebar(version))[0]?.id ?? version.mainDocId,
  };
}
