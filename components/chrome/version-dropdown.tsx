'use client';

import { lazy, Suspense } from 'react';
import { getLatestVersion, getVersion } from '@/lib/versions/versions';
import { usePreferredVersion } from './use-preferred-version';
import { useIntent } from './use-intent';

export interface VersionLink {
  name: string;
  label: string;
  /** The same page in that version, or its main doc. */
  href: string;
}

const loadVersionMenu = () => import('./version-menu');
const VersionMenu = lazy(loadVersionMenu);

/**
 * The docs version menu. Its button shows the version being read (on pages
 * outside the docs: the preferred version, else the latest). The menu itself
 * (Radix) loads when the reader reaches for the button; choosing a version
 * stores it as the preferred one.
 */
export function VersionDropdown({ current, links }: { current: string | null; links: VersionLink[] }) {
  const preferred = usePreferredVersion();
  const shown = current ? getVersion(current) : (preferred ?? getLatestVersion());
  const label = `Docs version: ${shown.label}. Choose a version`;
  const { intent, handlers } = useIntent(loadVersionMenu);
  const placeholder = (
    <button
      type="button"
      className="navbar-link version-trigger"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      {...handlers}
    >
      <span>{shown.label}</span>
      <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </button>
  );
  if (!intent.active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <VersionMenu shown={{ name: shown.name, label: shown.label }} links={links} intent={intent} label={label} />
    </Suspense>
  );
}
