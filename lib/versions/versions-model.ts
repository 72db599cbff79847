/**
 * The shape of a docs version: every fact derived from the version manifest,
 * in one record, so nothing else needs to know which version is which.
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
  /** The version's landing page and the base of its routes: `/docs`, `/docs/3.2`. */
  path: string;
  status: VersionStatus;
  /** The doc a reader lands on when a page has no counterpart in this version. */
  mainDocId: string;
  /** Folder of the version's files in the library repository, for "Edit this page". */
  editFolder: string;
  /** The DocSearch `docusaurus_tag` of the version's records. */
  searchTag: string;
  /** Heading of the version's landing page. */
  landingHeading: string;
  /** Title of the version's landing page (`Version 3.2 documentation`). */
  landingTitle: string;
  /**
   * The npm alias of the published package this version documents (`rntp-3.2`, from the content's
   * `api-packages.json`); absent for a version without one. Set by the build's prepare step.
   */
  package?: string;
}
