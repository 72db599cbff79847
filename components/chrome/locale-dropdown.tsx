'use client';

import { lazy, Suspense } from 'react';
import { usePathname } from 'next/navigation';
import { localeOfPath } from '@/lib/i18n/locale-path';
import type { LocaleConfig } from '@/lib/site-config';
import { useIntent } from './use-intent';
import { GlobeIcon } from './globe-icon';

const loadLocaleMenu = () => import('./locale-menu');
const LocaleMenu = lazy(loadLocaleMenu);

/** Language switcher: the same page under the chosen locale's prefix. The menu loads on intent. */
export function LocaleDropdown({ locales, defaultLocale }: { locales: LocaleConfig[]; defaultLocale: string }) {
  const pathname = usePathname() ?? '/';
  const current = localeOfPath(pathname, locales, defaultLocale);
  const currentLabel = locales.find((l) => l.code === current)?.label ?? current;
  const { intent, handlers } = useIntent(loadLocaleMenu);
  const placeholder = (
    <button
      type="button"
      className="navbar-link locale-trigger"
      aria-label={`Language: ${currentLabel}. Choose a language`}
      aria-haspopup="menu"
      aria-expanded={false}
      {...handlers}
    >
      <GlobeIcon />
      <span>{currentLabel}</span>
    </button>
  );
  if (!intent.active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LocaleMenu locales={locales} defaultLocale={defaultLocale} intent={intent} />
    </Suspense>
  );
}
