'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/storage/safe-storage';
import { colorModeScript, resolveColorMode, type ColorMode } from '@/lib/ui/color-mode';
import { useHydrated, useStoredValue, writeStoredValue } from './use-stored-value';

const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ColorModeValue {
  /** The mode shown; null until the page has hydrated. */
  mode: ColorMode | null;
  /** The reader's choice: stored, so other tabs and later pages follow it. */
  choose: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeValue>({ mode: null, choose: () => {} });

/** The colour mode shown and the reader's way to choose one (ThemeToggle). */
export function useColorMode(): ColorModeValue {
  return useContext(ColorModeContext);
}

/** Whether the system prefers dark, followed while `follow` holds; false on the server. */
function useSystemDark(follow: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!follow) return () => {};
      const query = window.matchMedia(DARK_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    [follow],
  );
  return useSyncExternalStore(
    subscribe,
    () => follow && window.matchMedia(DARK_QUERY).matches,
    () => false,
  );
}

/** Shows `mode` on `<html>`, with transitions off for the switch so that nothing fades between the two. */
function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  if (root.getAttribute('data-theme') === mode && root.style.colorScheme === mode) return;
  const still = document.createElement('style');
  still.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(still);
  root.setAttribute('data-theme', mode);
  root.style.colorScheme = mode;
  // Styles computed with transitions off before they come back.
  window.getComputedStyle(document.body);
  window.setTimeout(() => still.remove(), 1);
}

/**
 * Colour mode: `light`/`dark` under the `theme` key, on `<html data-theme>`,
 * set before the first paint by an inline script and kept in step with the
 * stored choice (this tab's and other tabs') and, when the site follows it, the
 * system's. Being the outermost client component, it also marks
 * `<html data-hydrated>` once the page has hydrated: its effect runs after
 * those of everything inside it. The end-to-end tests wait for the mark before
 * they click or scroll.
 */
export function ThemeProvider({
  children,
  defaultMode,
  respectPrefersColorScheme,
}: {
  children: ReactNode;
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
}) {
  const settings = useMemo(
    () => ({ defaultMode, followSystem: respectPrefersColorScheme }),
    [defaultMode, respectPrefersColorScheme],
  );
  const hydrated = useHydrated();
  const stored = useStoredValue(STORAGE_KEYS.theme);
  const systemDark = useSystemDark(respectPrefersColorScheme);
  // Without storage a choice still holds for this page.
  const [chosen, setChosen] = useState<ColorMode | null>(null);
  const mode = hydrated ? resolveColorMode(stored ?? chosen, settings, systemDark) : null;

  useEffect(() => {
    if (mode) applyColorMode(mode);
  }, [mode]);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const value = useMemo<ColorModeValue>(
    () => ({
      mode,
      choose: (next) => {
        setChosen(next);
        writeStoredValue(STORAGE_KEYS.theme, next);
      },
    }),
    [mode],
  );
  return (
    <ColorModeContext.Provider value={value}>
      <script dangerouslySetInnerHTML={{ __html: colorModeScript(STORAGE_KEYS.theme, settings) }} />
      {children}
    </ColorModeContext.Provider>
  );
}
