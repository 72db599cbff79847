/** The site's colour modes, on `<html data-theme>`. */
export type ColorMode = 'light' | 'dark';

/** How the site picks a mode when the reader chose none: a fixed one, or the system's. */
export interface ColorModeDefault {
  defaultMode: ColorMode;
  /** Follow the system's `prefers-color-scheme` until the reader chooses. */
  followSystem: boolean;
}

/**
 * The mode to show: the reader's stored choice when it is a mode, else the
 * system's when the site follows it, else the default.
 */
export function resolveColorMode(stored: string | null, settings: ColorModeDefault, systemDark: boolean): ColorMode {
  if (stored === 'light' || stored === 'dark') return stored;
  if (settings.followSystem) return systemDark ? 'dark' : 'light';
  return settings.defaultMode;
}

/**
 * The inline script that applies the mode before the first paint, by the same
 * rule as resolveColorMode (which lib/ui/color-mode.test.ts holds it to), with
 * storage that may throw.
 * @param storageKey where the reader's choice is stored
 */
export function colorModeScript(storageKey: string, settings: ColorModeDefault): string {
  const system = settings.followSystem
    ? `matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"`
    : JSON.stringify(settings.defaultMode);
  return `(function(){var m;try{m=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}if(m!=="light"&&m!=="dark")m=${system};var d=document.documentElement;d.setAttribute("data-theme",m);d.style.colorScheme=m})()`;
}
