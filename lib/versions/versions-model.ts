/**
 * The shape of a docs version.
 */

/** How a version is maintained; drives the banner shown above its pages. */
export type VersionStatus = 'unreleased' | 'latest' | 'unmaintained';

/** One version of the docs. */
export interface DocsVersion {
  /** Folder name under `content/docs/` and the value stored as the preferred version. */
  name: string;
  /** What the reader sees in the dropdown and the badge. */
  label: string;
  /** URL prefix after `/docs`: empty for the latest version. */
  prefix: string;
  status: VersionStatus;
  /** The doc a reader lands on when a page has no counterpart in this version. */
  mainDocId: string;
}
