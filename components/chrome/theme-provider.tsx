'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import { useEffect, type ReactNode } from 'react';

/**
 * Colour mode: `light`/`dark` under the `theme` key, on `<html data-theme>`.
 * Being the outermost client component, it also marks `<html data-hydrated>`
 * once the page has hydrated: its effect runs after those of everything inside
 * it. The end-to-end tests wait for the mark before they click or scroll.
 *
 * Without next-themes' `disableTransitionOnChange`: the site's CSS transitions
 * no colour (test/lint/colour-transitions.test.ts), so a switch has nothing to
 * suppress, and the option cost every page load a forced style recalculation
 * of the whole document while it hydrated (next-themes applies the stored
 * theme again on mount, wrapped in a style sheet that turns transitions off).
 */
export function ThemeProvider({
  children,
  defaultMode,
  respectPrefersColorScheme,
}: {
  children: ReactNode;
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
}) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <NextThemesProvider
      attribute="data-theme"
      storageKey="theme"
      themes={['light', 'dark']}
      defaultTheme={respectPrefersColorScheme ? 'system' : defaultMode}
      enableSystem={respectPrefersColorScheme}
      enableColorScheme
    >
      {children}
    </NextThemesProvider>
  );
}
