'use client';

import { useEffect, useState } from 'react';
import { getBrowserStorage } from '@/lib/storage/safe-storage';
import { readPreferredVersion } from '@/lib/versions/preferred-version';
import type { DocsVersion } from '@/lib/versions/versions';

const EVENT = 'rntp:preferred-version';

/** The stored preferred version (null until mounted, or when none is stored). */
export function usePreferredVersion(): DocsVersion | null {
  const [version, setVersion] = useState<DocsVersion | null>(null);
  useEffect(() => {
    const read = () => setVersion(readPreferredVersion(getBrowserStorage()));
    read();
    window.addEventListener(EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, []);
  return version;
}

/** Tell every mounted hook that the preferred version changed. */
export function announcePreferredVersionChange(): void {
  window.dispatchEvent(new Event(EVENT));
}
