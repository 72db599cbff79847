'use client';

import type { LinkData } from '@/lib/navbar/navbar-items';
import { ExternalLink } from '@/components/ui/external-link';
import { SiteLink } from './site-link';
import { PreferredVersionLink } from './preferred-version-link';
import { GithubIcon } from './github-icon';

/**
 * A link drawn from its data: the navbar's (`navbarLink`), in the bar and in the
 * phone menu from the one copy the page sends, and the not-found page's. An
 * internal link, one that follows the preferred version, or another site's.
 */
export function DataLink({ link }: { link: LinkData }) {
  const content = link.icon === 'github' ? <GithubIcon /> : link.label;
  if (link.external)
    return (
      <ExternalLink className={link.className} href={link.href} aria-label={link.ariaLabel}>
        {content}
      </ExternalLink>
    );
  if (link.preferred)
    return (
      <PreferredVersionLink className={link.className} to={link.href}>
        {content}
      </PreferredVersionLink>
    );
  return (
    <SiteLink
      className={link.className}
      href={link.href}
      aria-label={link.ariaLabel}
      aria-current={link.active ? 'page' : undefined}
    >
      {content}
    </SiteLink>
  );
}
