'use client';

import { SiteLink as Link } from './site-link';
import type { ReactNode } from 'react';
import { withVersion } from '@/lib/site/links';
import { usePreferredVersion } from './use-preferred-version';
import { useDocsLocation } from './docs-location-context';

/** A version-less docs link (`/docs/intro`) that follows the reader's preferred version. */
export function PreferredVersionLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const preferred = usePreferredVersion();
  const { versions } = useDocsLocation();
  return (
    <Link href={withVersion(to, preferred ?? undefined, versions)} className={className}>
      {children}
    </Link>
  );
}
