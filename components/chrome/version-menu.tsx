'use client';

import Link from 'next/link';
import { VERSIONS, getVersion } from '@/lib/versions/versions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { setPreferredVersion } from './use-preferred-version';
import { useFirstItemFocus, type Intent } from './use-intent';
import type { VersionLink } from './version-dropdown';

/** The Radix version menu, loaded when the reader reaches for the version button. */
export default function VersionMenu({
  shown,
  links,
  intent,
  label,
}: {
  shown: { name: string; label: string };
  links: VersionLink[];
  intent: Intent;
  label: string;
}) {
  const content = useFirstItemFocus(intent);
  return (
    <DropdownMenu modal={false} defaultOpen={intent.open}>
      <DropdownMenuTrigger className="navbar-link version-trigger" aria-label={label}>
        <span>{shown.label}</span>
        <Caret />
      </DropdownMenuTrigger>
      <DropdownMenuContent ref={content} aria-label="Docs versions">
        <DropdownMenuLabel>Versions</DropdownMenuLabel>
        {VERSIONS.map((version) => {
          const link = links.find((l) => l.name === version.name);
          if (!link) return null;
          const active = version.name === shown.name;
          return (
            <DropdownMenuItem key={version.name} asChild onSelect={() => setPreferredVersion(getVersion(version.name))}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={active ? 'is-active' : undefined}
              >
                {link.label}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function Caret() {
  return (
    <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
