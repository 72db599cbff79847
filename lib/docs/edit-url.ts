/**
 * "Edit this page" target: the file in the library repository, under the
 * version's folder there (`docs/` for the unreleased docs,
 * `versioned_docs/version-<v>/` for releases: the version record's `editFolder`).
 */
export function editUrl(base: string, editFolder: string, fileDocPath: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return `${root}${editFolder}/${fileDocPath}`;
}
