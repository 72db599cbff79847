/**
 * "Edit this page" target: the file in the library repository's docs folder,
 * `docs/<id>.md` for the unreleased version and
 * `versioned_docs/version-<v>/<id>.md` for released ones.
 */
export function editUrl(base: string, version: string, fileDocPath: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  const folder = version === 'next' ? 'docs' : `versioned_docs/version-${version}`;
  return `${root}${folder}/${fileDocPath}`;
}
