/**
 * Where the version menu and "This page across versions" point, computed from
 * the version list and which versions have the page. Pages carry only the
 * version manifest (names) and the names of the versions that lack the page,
 * so a site with a hundred versions does not repeat every version's links and
 * settings in every page; the browser computes the links from those.
 */
import { docRoute, switchVersionPath, type DocsVersion } from './versions';

export interface VersionLink {
  name: string;
  label: string;
  href: string;
  /** Whether the version has the page (false: `href` is its main doc or landing page). */
  exists: boolean;
}

/**
 * The version menu's targets, in dropdown order.
 * @param inDocs false outside the docs: then every version's main doc
 * @param docId the doc being read, or null on a version's landing page (then every landing page)
 * @param has whether a version has `docId`
 */
export function versionLinksFor(
  versions: readonly DocsVersion[],
  inDocs: boolean,
  docId: string | null,
  has: (version: DocsVersion, docId: string) => boolean,
): VersionLink[] {
  if (!inDocs)
    return versions.map((v) => ({ name: v.name, label: v.label, href: docRoute(v, v.mainDocId), exists: true }));
  return versions.map((v) => ({
    name: v.name,
    label: v.label,
    href: switchVersionPath(docId, v, has),
    exists: docId === null || has(v, docId),
  }));
}

/** A piece of the "this page across versions" line. */
export type VersionSpan =
  | { kind: 'link'; link: VersionLink; current: boolean }
  /** Versions left out of a long run, between the links shown on either side. */
  | { kind: 'more'; count: number };

/**
 * The versions that have the page, shortened when there are many: in each run
 * of consecutive versions (dropdown order) longer than `longRun`, only its
 * first and last versions and the one being read with its neighbours are
 * shown; the ones between become a count. With today's handful of versions
 * every version is shown.
 */
export function summariseVersionLinks(links: readonly VersionLink[], current: string, longRun = 6): VersionSpan[] {
  const spans: VersionSpan[] = [];
  let run: VersionLink[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const at = run.findIndex((link) => link.name === current);
    const keep = (i: number) =>
      run.length <= longRun || i === 0 || i === run.length - 1 || (at >= 0 && Math.abs(i - at) <= 1);
    let hidden = 0;
    run.forEach((link, i) => {
      if (keep(i)) {
        if (hidden > 0) spans.push({ kind: 'more', count: hidden });
        hidden = 0;
        spans.push({ kind: 'link', link, current: link.name === current });
      } else hidden++;
    });
    run = [];
  };
  for (const link of links) {
    if (link.exists) run.push(link);
    else flush();
  }
  flush();
  return spans;
}

/**
 * The labels of the versions without the page, with runs of more than three
 * consecutive versions written as a range ("0.3 to 0.9 (7 versions)").
 */
export function summariseMissing(links: readonly VersionLink[]): string[] {
  const parts: string[] = [];
  let run: VersionLink[] = [];
  const flush = () => {
    if (run.length > 3) parts.push(`${run[0]!.label} to ${run[run.length - 1]!.label} (${run.length} versions)`);
    else parts.push(...run.map((l) => l.label));
    run = [];
  };
  for (const link of links) {
    if (link.exists) flush();
    else run.push(link);
  }
  flush();
  return parts;
}
