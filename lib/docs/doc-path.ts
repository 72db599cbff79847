/**
 * Where a content file sits says which version and doc it is:
 * `docs/3.2/api/events.md` is doc `api/events` of version 3.2.
 */

export interface DocFileLocation {
  version: string;
  docId: string;
  /** File name with extension, the sidebar's tie-breaker (`metadata-options.md` sorts before `metadata.md`). */
  fileName: string;
  /** Folder of the doc inside its version (`api/objects`), empty at the top level. */
  dir: string;
}

/**
 * @param sourceFilePath path relative to the content folder, e.g. `docs/4.1/basics/installation.mdx`
 */
export function parseDocFilePath(sourceFilePath: string): DocFileLocation {
  const normal = sourceFilePath.replace(/\\/g, '/');
  const match = /^docs\/([^/]+)\/(.+)\.(md|mdx)$/.exec(normal);
  if (!match) {
    throw new Error(`Content file "${sourceFilePath}" is not under docs/<version>/ with a .md or .mdx extension.`);
  }
  const version = match[1]!;
  const docId = match[2]!;
  const slash = docId.lastIndexOf('/');
  return {
    version,
    docId,
    fileName: `${docId.slice(slash + 1)}.${match[3]}`,
    dir: slash === -1 ? '' : docId.slice(0, slash),
  };
}
