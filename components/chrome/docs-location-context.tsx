'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { requireContextValue } from '@/lib/context/require-context';
import type { DocsVersion } from '@/lib/versions/versions';

/** Where the reader is (version and doc, null outside the docs) and the versions there are. */
export interface DocsLocationValue {
  version: DocsVersion | null;
  docId: string | null;
  /** Every version, dropdown order. */
  versions: readonly DocsVersion[];
  latest: DocsVersion;
}

const DocsLocationContext = createContext<DocsLocationValue | null>(null);

export function DocsLocationProvider({ value, children }: { value: DocsLocationValue; children: ReactNode }) {
  return <DocsLocationContext.Provider value={value}>{children}</DocsLocationContext.Provider>;
}

/** @throws naming DocsLocationProvider when used outside it */
export function useDocsLocation(): DocsLocationValue {
  return requireContextValue(useContext(DocsLocationContext), 'useDocsLocation', 'DocsLocationProvider');
}
