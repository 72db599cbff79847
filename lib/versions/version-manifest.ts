import type { DocsVersion } from './versions-model';

/**
 * The list of versions as content sources declare it, in the spirit of
 * Docusaurus' versions.json: released versions newest first (the first is the
 * latest), plus the unreleased "current" docs.
 */
export interface VersionManifest {
  /** The unreleased docs (folder `docs/next`): label and URL path, or absent when there are none. */
  current?: { label: string; path: string };
  /** Released versions, newest first. */
  versions: string[];
}

const NAME = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

/**
 * Folder (under `docs/`) and internal name of the unreleased docs, as in
 * Docusaurus (`docs/` there). Its label and URL path come from the manifest.
 */
export const UNRELEASED_FOLDER = 'next';

/**
 * Dropdown-ordered versions: the unreleased one first, then newest to oldest.
 * The newest release is the latest (no URL prefix); older ones are unmaintained.
 * @throws naming the problem for a malformed manifest
 */
export function versionsFromManifest(manifest: VersionManifest, source = 'versions.json'): DocsVersion[] {
  if (!manifest || !Array.isArray(manifest.versions)) {
    throw new Error(`${source}: "versions" must be an array of version names.`);
  }
  if (manifest.versions.length === 0)
    throw new Error(`${source}: "versions" lists no released version; one must be the latest.`);
  const seen = new Set<string>();
  for (const name of manifest.versions) {
    if (typeof name !== 'string' || !NAME.test(name))
      throw new Error(`${source}: "${String(name)}" is not a valid version name.`);
    if (name === UNRELEASED_FOLDER && manifest.current)
      throw new Error(`${source}: "${name}" is the unreleased docs' folder and cannot also name a release.`);
    if (name === manifest.current?.path)
      throw new Error(`${source}: "${name}" is both a release and the unreleased version's path.`);
    if (seen.has(name)) throw new Error(`${source}: version "${name}" is listed twice.`);
    seen.add(name);
  }
  const out: DocsVersion[] = [];
  if (manifest.current) {
    const { label, path } = manifest.current;
    out.push({
      name: UNRELEASED_FOLDER,
      label,
      prefix: path,
      path: `/docs/${path}`,
      status: 'unreleased',
      mainDocId: 'intro',
      editFolder: 'docs',
      searchTag: 'docs-default-current',
      landingHeading: `Unreleased documentation (${label})`,
      landingTitle: `${label} documentation`,
    });
  }
  manifest.versions.forEach((name, index) =>
    out.push({
      name,
      label: name,
      prefix: index === 0 ? '' : name,
      path: index === 0 ? '/docs' : `/docs/${name}`,
      status: index === 0 ? 'latest' : 'unmaintained',
      mainDocId: 'intro',
      editFolder: `versioned_docs/version-${name}`,
      searchTag: `docs-default-${name}`,
      landingHeading: `Documentation for version ${name}`,
      landingTitle: `Version ${name} documentation`,
    }),
  );
  return out;
}
