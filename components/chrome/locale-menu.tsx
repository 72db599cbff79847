'use client';

import { usePathname } from 'next/navigation';
import { localizedPath, localeOfPath } from '@/lib/i18n/locale-path';
import type { LocaleConfig } from '@/lib/site-config';
import { useFirstItemFocus, type Intent } from './use-intent';
import { GlobeIcon } from './globe-icon';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { BASE_PATH } from './base-path';

/** The Radix language menu, loaded when the reader reaches for the language button. */
export default function LocaleMenu({
  locales,
  defaultLocale,
  intent,
}: {
  locales: LocaleConfig[];
  defaultLocale: string;
  intent: Intent;
}) {
  const pathname = usePathname() ?? '/';
  const current = localeOfPath(pathname, locales, defaultLocale);
  const currentLabel = locales.find((l) => l.code === current)?.label ?? current;
  const content = useFirstItemFocus(intent);
  return (
    <DropdownMenu modal={false} defaultOpen={intent.open}>
      <DropdownMenuTrigger
        className="navbar-link locale-trigger"
        aria-label={`Language: ${currentLabel}. Choose a language`}
      >
        <GlobeIcon />
        <span>{currentLabel}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent ref={content} aria-label="Languages" align="end">
        {locales.map((locale) => (
          <DropdownMenuItem key={locale.code} asChild>
            <a
              href={`${BASE_PATH}${localizedPath(pathname, locale.code, locales, defaultLocale)}`}
              lang={locale.htmlLang}
              hrefLang={locale.htmlLang}
              aria-current={locale.code === current ? 'true' : undefined}
              className={locale.code === current ? 'is-active' : undefined}
            >
              {locale.label}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
