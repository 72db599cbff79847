'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

/** Colour mode: `light`/`dark` under the `theme` key, on `<html data-theme>`. */
export function ThemeProvider({
  children,
  defaultMode,
  respectPrefersColorScheme,
}: {
  children: ReactNode;
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
}) {
  return (
    <NextThemesProvider
      attribute="data-theme"
      storageKey="theme"
      themes={['light', 'dark']}
      defaultTheme={respectPrefersColorScheme ? 'system' : defaultMode}
      enableSystem={respectPrefersColorScheme}
      enableColorScheme
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  );
}
