'use client';

import { SiteLink as Link } from './site-link';
import { clientVersionLinks } from '@/lib/docs-model/frame';
import type { DocsVersion } from '@/lib/versions/versions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { setPreferredVersion } from './use-preferred-version';
import { useFirstItemFocus, type Intent } from './use-intent';
import { useDocsLocation } from './docs-location-context';
import { Caret } from './caret';

/**
 * The Radix version menu, loaded when the reader reaches for the version button:
 * this page in every version (the versions in `missingIn` lead to their main doc).
 */
export default function VersionMenu({
  shown,
  missingIn,
  intent,
  label,
}: {
  shown: DocsVersion;
  missingIn: readonly string[];
  intent: Intent;
  label: string;
}) {
  const content = useFirstItemFocus(intent);
  const location = useDocsLocation();
  const { versions } = location;
  const links = clientVersionLinks(versions, location, missingIn);
  return (
    <DropdownMenu modal={false} defaultOpen={intent.open}>
      <DropdownMenuTrigger className="navbar-link version-trigger" aria-label={label}>
        <span>{shown.label}</span>
        <Caret />
      </DropdownMenuTrigger>
      <DropdownMenuContent ref={content} aria-label="Docs versions">
        <DropdownMenuLabel>Versions</DropdownMenuLabel>
        {links.map((link) => {
          const version = versions.find((v) => v.name === link.name);
          const active = link.name === shown.name;
          return (
            <DropdownMenuItem key={link.name} asChild onSelect={() => version && setPreferredVersion(version)}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={active ? 'is-active' : undefined}
              >
                {link.label}
                {!link.exists && (
                  <span className="version-missing">
                    {' '}
                    not in {link.label}: opens the {link.label} intro
                  </span>
                )}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
