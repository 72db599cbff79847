'use client';

import Link from 'next/link';
import { VERSIONS, getLatestVersion, getVersion } from '@/lib/versions/versions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { setPreferredVersion, usePreferredVersion } from './use-preferred-version';

export interface VersionLink {
  name: string;
  label: string;
  /** The same page in that version, or its main doc. */
  href: string;
}

/**
 * The docs version menu. Its button shows the version being read (on pages
 * outside the docs: the preferred version, else the latest). Choosing a version
 * stores it as the preferred one.
 */
export function VersionDropdown({ current, links }: { current: string | null; links: VersionLink[] }) {
  const preferred = usePreferredVersion();
  const shown = current ? getVersion(current) : (preferred ?? getLatestVersion());
  const choose = (name: string) => {
    setPreferredVersion(getVersion(name));
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="navbar-link version-trigger"
        aria-label={`Docs version: ${shown.label}. Choose a version`}
      >
        <span>{shown.label}</span>
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label="Docs versions">
        <DropdownMenuLabel>Versions</DropdownMenuLabel>
        {VERSIONS.map((version) => {
          const link = links.find((l) => l.name === version.name);
          if (!link) return null;
          const active = version.name === shown.name;
          return (
            <DropdownMenuItem key={version.name} asChild onSelect={() => choose(version.name)}>
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
