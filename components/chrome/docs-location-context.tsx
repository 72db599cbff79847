'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { requireContextValue } from '@/lib/context/require-context';
import { versionsFromManifest, type VersionManifest } from '@/lib/versions/version-manifest';
import { getLatestVersion, type DocsVersion } from '@/lib/versions/versions';

/** Where the reader is (version and doc, null outside the docs) and the versions there are. */
export interface DocsLocationValue {
  version: DocsVersion | null;
  docId: string | null;
  /** Every version, dropdown order. */
  versions: readonly DocsVersion[];
  latest: DocsVersion;
}

/** What a page sends to the browser: the version list (names), not every version's settings. */
export interface DocsLocationInput {
  manifest: VersionManifest;
  /** The version being read, by name; null outside the docs. */
  versionName: string | null;
  docId: string | null;
}

const DocsLocationContext = createContext<DocsLocationValue | null>(null);

export function DocsLocationProvider({ value, children }: { value: DocsLocationInput; children: ReactNode }) {
  const { manifest, versionName, docId } = value;
  const location = useMemo(() => {
    const versions = versionsFromManifest(manifest);
    return {
      versions,
      latest: getLatestVersion(versions),
      version: versions.find((v) => v.name === versionName) ?? null,
      docId,
    };
  }, [manifest, versionName, docId]);
  return <DocsLocationContext.Provider value={location}>{children}</DocsLocationContext.Provider>;
}

/** @throws naming DocsLocationProvider when used outside it */
export function useDocsLocation(): DocsLocationValue {
  return requireContextValue(useContext(DocsLocationContext), 'useDocsLocation', 'DocsLocationProvider');
}
