/**
 * Locale prefixes: the default locale has none (`/docs/intro`), every other
 * locale puts its code first (`/fr/docs/intro`).
 */
export interface LocaleRef {
  code: string;
}

/** The locale a pathname is in, from its first segment. */
export function localeOfPath(pathname: string, locales: readonly LocaleRef[], defaultLocale: string): string {
  const first = pathname.split('/')[1] ?? '';
  const match = locales.find((l) => l.code !== defaultLocale && l.code === first);
  return match ? match.code : defaultLocale;
}

/** The same page under another locale's prefix. Query and hash are kept. */
export function localizedPath(
  pathname: string,
  targetLocale: string,
  locales: readonly LocaleRef[],
  defaultLocale: string,
): string {
  if (!locales.some((l) => l.code === targetLocale)) {
    throw new Error(`Unknown locale "${targetLocale}". Configured: ${locales.map((l) => l.code).join(', ')}.`);
  }
  const suffixIndex = pathname.search(/[?#]/);
  const path = suffixIndex === -1 ? pathname : pathname.slice(0, suffixIndex);
  const suffix = suffixIndex === -1 ? '' : pathname.slice(suffixIndex);
  const current = localeOfPath(path, locales, defaultLocale);
  const withoutLocale = current === defaultLocale ? path : path.slice(current.length + 1) || '/';
  if (targetLocale === defaultLocale) return withoutLocale + suffix;
  return `/${targetLocale}${withoutLocale === '/' ? '' : withoutLocale}${suffix}` || '/';
}
