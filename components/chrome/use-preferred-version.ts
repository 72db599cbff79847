'use client';

import { useEffect } from 'react';
import { getBrowserStorage } from '@/lib/storage/safe-storage';
import { preferredVersionKey, readPreferredVersion } from '@/lib/versions/preferred-version';
import { findVersion, type DocsVersion } from '@/lib/versions/versions';
import { useStoredValue, writeStoredValue } from './use-stored-value';

/**
 * The stored preferred version (null until hydrated, or when none is stored).
 * A stored name that is no longer a version is removed.
 */
export function usePreferredVersion(): DocsVersion | null {
  const stored = useStoredValue(preferredVersionKey());
  const version = stored === null ? null : (findVersion(stored) ?? null);
  useEffect(() => {
    if (stored !== null && !version) readPreferredVersion(getBrowserStorage());
  }, [stored, version]);
  return version;
}

/** Remember a version as the reader's choice. */
export function setPreferredVersion(version: DocsVersion): void {
  writeStoredValue(preferredVersionKey(), version.name);
}
