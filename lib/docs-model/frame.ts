/**
 * What the site frame (navbar, version menu, mobile menu) needs to know about
 * the page it surrounds, computed from the docs model.
 */
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
  /** The version menu's targets: this page in every version, or each version's main doc. */
  versionLinks: VersionLink[];
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
  return {
    version,
    docId,
    versions: model.versions,
    latest: model.latest,
    versionLinks: version
      ? model.versionLinks(docId)
      : model.versions.map((v) => ({ name: v.name, label: v.label, href: docRoute(v, v.mainDocId), exists: true })),
    docHrefs: Object.fromEntries(navbarDocIds.map((id) => [id, docRoute(reading, id)])),
    sidebarHref: docRoute(reading, model.firstDoc(reading)),
  };
}
