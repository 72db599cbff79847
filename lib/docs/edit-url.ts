/**
 * "Edit this page" target: the file in the library repository, under the
 * version's folder there (`docs/` for the unreleased docs,
 * `versioned_docs/version-<v>/` for releases: the version record's `editFolder`).
 */
export function editUrl(base: string, editFolder: string, fileDocPath: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return `${root}${editFolder}/${fileDocPath}`;
}

/**
 * The writers' editor page of a doc (`npm run dev`): `/keystatic/collection/docs-3.2/item/api%2Fevents` for
 * `api/events.md` of 3.2 (keystatic.config.ts names each version's pages `docs-<version>`; the slug is the file's
 * path in the version folder without its extension, one URL segment).
 */
export function editorUrlOfDoc(basePath: string, version: string, fileDocPath: string): string {
  const slug = fileDocPath.replace(/\.mdx?$/, '');
  return `${basePath}/keystatic/collection/${encodeURIComponent(`docs-${version}`)}/item/${encodeURIComponent(slug)}`;
}
