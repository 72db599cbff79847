/**
 * What the site frame (navbar, version menu, mobile menu) needs to know about
 * the page it surrounds, computed from the docs model.
 */
import type { VersionManifest } from '../versions/version-manifest';
import { versionLinksFor } from '../versions/version-links';
import { docRoute, type DocsVersion } from '../versions/versions';
import type { DocRecord, DocsModel, VersionLink } from './create-docs-model';

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
