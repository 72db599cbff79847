'use client';

import { useEffect } from 'react';
import { getBrowserStorage } from '@/lib/storage/safe-storage';
import { preferredVersionKey, readPreferredVersion, savePreferredVersion } from '@/lib/versions/preferred-version';
import { findVersion, type DocsVersion } from '@/lib/versions/versions';
import { useDocsLocation } from './docs-location-context';
import { useStoredValue, notifyStorageChange } from './use-stored-value';

/**
 * The stored preferred version (null until hydrated, or when none is stored).
 * A stored name that is no longer a version is removed.
 */
export function usePreferredVersion(): DocsVersion | null {
  const { versions } = useDocsLocation();
  const stored = useStoredValue(preferredVersionKey());
  const version = stored === null ? null : (findVersion(stored, versions) ?? null);
  useEffect(() => {
    if (stored !== null && !version) {
      readPreferredVersion(getBrowserStorage(), versions);
      notifyStorageChange();
    }
  }, [stored, version, versions]);
  return version;
}

/** Remember a version as the reader's choice. */
export function setPreferredVersion(version: DocsVersion): void {
  savePreferredVersion(getBrowserStorage(), version);
  notifyStorageChange();
}
