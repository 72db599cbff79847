/**
 * Tiny named version manifests for unit tests, so no test depends on the
 * site's real releases (cutting a release must not break the suite).
 */
import type { VersionManifest } from '../versions/version-manifest';

/** An unreleased version and three releases: 2.0 is the latest. */
export const threeReleases: VersionManifest = {
  current: { label: 'Next', path: 'next' },
  versions: ['2.0', '1.1', '1.0'],
};

/** Two versions only: the unreleased one and one release. */
export const twoVersions: VersionManifest = { current: { label: 'Next', path: 'next' }, versions: ['1.0'] };

/** The unreleased version under another label and path than "Next" / "next". */
export const unreleasedNamedCanary: VersionManifest = {
  current: { label: 'Canary', path: 'canary' },
  versions: ['3.0', '2.9'],
};
