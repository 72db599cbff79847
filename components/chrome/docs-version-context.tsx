'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { requireContextValue } from '@/lib/context/require-context';

/** What the page being read is: its docs version and doc, or null outside the docs. */
export interface DocsLocationValue {
  version: string | null;
  docId: string | null;
}

const DocsLocationContext = createContext<DocsLocationValue | null>(null);

export function DocsLocationProvider({ value, children }: { value: DocsLocationValue; children: ReactNode }) {
  return <DocsLocationContext.Provider value={value}>{children}</DocsLocationContext.Provider>;
}

/** @throws naming DocsLocationProvider when used outside it */
export function useDocsLocation(): DocsLocationValue {
  return requireContextValue(useContext(DocsLocationContext), 'useDocsLocation', 'DocsLocationProvider');
}
