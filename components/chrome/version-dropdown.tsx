'use client';

import { lazy, Suspense } from 'react';
import { usePreferredVersion } from './use-preferred-version';
import { useIntent } from './use-intent';
import { useDocsLocation } from './docs-location-context';
import { Caret } from './caret';

const loadVersionMenu = () => import('./version-menu');
const VersionMenu = lazy(loadVersionMenu);

/**
 * The docs version menu. Its button shows the version being read (on pages
 * outside the docs: the preferred version, else the latest). The menu itself
 * (Radix) loads when the reader reaches for the button; choosing a version
 * stores it as the preferred one.
 */
export function VersionDropdown({ missingIn }: { missingIn: readonly string[] }) {
  const { version, latest } = useDocsLocation();
  const preferred = usePreferredVersion();
  const shown = version ?? preferred ?? latest;
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
      <Caret />
    </button>
  );
  if (!intent.active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <VersionMenu shown={shown} missingIn={missingIn} intent={intent} label={label} />
    </Suspense>
  );
}
