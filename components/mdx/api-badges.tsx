import type { LifecycleBadge } from '@/lib/api-model/changes';
import { SiteLink as Link } from '@/components/chrome/site-link';

type Badge = LifecycleBadge & { href: string; replacementHref?: string };

/** What a badge says, in words (never colour alone). */
export function badgeText(badge: Badge): string {
  if (badge.kind === 'added') return `Added in ${badge.version}${badge.unreleased ? ' (unreleased)' : ''}`;
  if (badge.kind === 'removed') return `Removed in ${badge.version}${badge.unreleased ? ' (unreleased)' : ''}`;
  return badge.version ? `Deprecated in ${badge.version}` : 'Deprecated';
}

/**
 * The lifecycle badges of one API entry, each linking to the changes page
 * that introduced it; a deprecation names (and links) its replacement.
 */
export function ApiBadges({ badges: list, entry }: { badges: readonly Badge[]; entry: string }) {
  const name = entry.slice(entry.indexOf(':') + 1);
  return (
    <span className="api-badges" data-entry={entry}>
      {list.map((badge) => (
        <span key={badge.kind} className={`api-badge api-badge-${badge.kind}`}>
          {badge.version ? (
            <Link href={badge.href} aria-label={`${name}: ${badgeText(badge)}`}>
              {badgeText(badge)}
            </Link>
          ) : (
            <span>{badgeText(badge)}</span>
          )}
          {badge.kind === 'deprecated' && badge.replacement && (
            <>
              {': use '}
              {badge.replacementHref ? (
                <Link href={badge.replacementHref}>
                  <code>{badge.replacement}</code>
                </Link>
              ) : (
                <code>{badge.replacement}</code>
              )}
            </>
          )}
        </span>
      ))}
    </span>
  );
}
