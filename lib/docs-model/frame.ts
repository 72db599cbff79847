/**
 * What the site frame (navbar, version menu, mobile menu) needs to know about
 * the page it surrounds, computed from the docs model.
 */
import type { VersionManifest } from '../versions/version-manifest';
import { versionLinksFor } from '../versions/version-links';
import { docRoute, type DocsVersion } from '../versions/versions';
import type { DocRecord, DocsModel, SidebarViewItem, VersionLink } from './create-docs-model';

export interface FrameData {
  /** Version being read; null outside the docs. */
  version: DocsVersion | null;
  /** Doc being read; null on landing pages and outside the docs. */
  docId: string | null;
  /** Every version, dropdown order (client components look versions up here). */
  versions: readonly DocsVersion[];
  latest: DocsVersion;
  /** The version list, for client components: they rebuild `versions` from it (a few bytes a version). */
  manifest: VersionManifest;
  /** The version menu's targets: this page in every version, or each version's main doc. */
  versionLinks: VersionLink[];
  /**
   * The versions without this page, by name: with the manifest, all the
   * browser needs to compute `versionLinks` (see `clientVersionLinks`).
   */
  missingIn: string[];
  /** Doc id → href for the navbar's doc items, in the version being read (the latest outside the docs). */
  docHrefs: Record<string, string>;
  /** Where the navbar's `docSidebar` item goes: the first doc of the version's sidebar. */
  sidebarHref: string;
}

/**
 * @param version the version being read, or null outside the docs
 * @param docId the doc being read, or null (landing page, outside the docs)
 * @param navbarDocIds doc ids the navbar links to
 */
export function frameData<D extends DocRecord>(
  model: DocsModel<D>,
  version: DocsVersion | null,
  docId: string | null,
  navbarDocIds: readonly string[],
): FrameData {
  const reading = version ?? model.latest;
  const versionLinks = versionLinksFor(model.versions, version !== null, docId, model.hasDoc);
  return {
    version,
    docId,
    versions: model.versions,
    latest: model.latest,
    manifest: model.manifest,
    versionLinks,
    missingIn: versionLinks.filter((l) => !l.exists).map((l) => l.name),
    docHrefs: Object.fromEntries(navbarDocIds.map((id) => [id, docRoute(reading, id)])),
    sidebarHref: docRoute(reading, model.firstDoc(reading)),
  };
}

/**
 * `versionLinks` again, in the browser, from the versions (rebuilt from the
 * manifest), where the reader is and `missingIn`.
 */
export function clientVersionLinks(
  versions: readonly DocsVersion[],
  location: { version: DocsVersion | null; docId: string | null },
  missingIn: readonly string[],
): VersionLink[] {
  const missing = new Set(missingIn);
  return versionLinksFor(versions, location.version !== null, location.docId, (v) => !missing.has(v.name));
}

/**
 * A sidebar entry as the browser draws it: a page's label and URL, or a
 * category's label and entries, `expanded` when it starts open. Which page is
 * being read is not in it: the sidebar compares each URL with the page's.
 */
export type SidebarLink = { label: string; href: string } | { label: string; items: SidebarLink[]; expanded?: true };

/** A page's sidebar as the browser draws it, in the sidebar and in the phone menu alike. */
export interface SidebarData {
  links: readonly SidebarLink[];
  /** The URL of the page being read (its link is marked); null on a landing page. */
  current: string | null;
}

/**
 * The docs model's sidebar, cut to what drawing it takes: a page sends it once,
 * for the sidebar and the phone menu, as data rather than as elements.
 */
export function sidebarLinks(items: readonly SidebarViewItem[]): SidebarLink[] {
  return items.map((item) =>
    item.type === 'doc'
      ? { label: item.label, href: item.href }
      : { label: item.label, items: sidebarLinks(item.items), ...(item.expanded ? { expanded: true } : {}) },
  );
}
