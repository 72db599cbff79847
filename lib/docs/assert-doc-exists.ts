/** The doc ids of one version, for lookups that must fail loudly. */
export interface VersionDocIds {
  version: string;
  ids: readonly string[];
}

/**
 * Check that `docId` exists in every listed version (navbar and footer doc
 * links must work on every version's pages).
 * @throws naming the id, the versions where it is missing and the ids available there
 */
export function assertDocExists(docId: string, versions: readonly VersionDocIds[], referencedBy: string): void {
  const missing = versions.filter((v) => !v.ids.includes(docId));
  if (missing.length === 0) return;
  const available = [...new Set(missing.flatMap((v) => v.ids))].sort();
  throw new Error(
    `${referencedBy}: couldn't find any doc or sidebar with id "${docId}" in version(s) ${missing
      .map((v) => v.version)
      .join(', ')}.\nAvailable doc ids are:\n- ${available.join('\n- ')}`,
  );
}
