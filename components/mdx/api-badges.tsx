import { badgeNote, badgeText } from '@/lib/api-model/lifecycle';
import type { PlacedBadge } from '@/lib/api-model/version-intelligence';
import { SiteLink as Link } from '@/components/chrome/site-link';
import { ReplacementList } from './replacement-list';

/**
 * The lifecycle badges of one API entry, each linking to the changes page
 * that lists its change (when one does); a deprecation names (and links) what
 * to use instead, as it exists in the page's version. A release without docs
 * of its own says so in the badge's title.
 */
export function ApiBadges({ badges: list, entry }: { badges: readonly PlacedBadge[]; entry: string }) {
  const name = entry.slice(entry.indexOf(':') + 1);
  return (
    <span className="api-badges" data-entry={entry}>
      {list.map((badge) => {
        const note = badgeNote(badge, (v) => (v === 'next' ? 'Next' : v));
        return (
          <span key={badge.kind} className={`api-badge api-badge-${badge.kind}`}>
            {badge.href ? (
              <Link
                href={badge.href}
                aria-label={`${name}: ${badgeText(badge)}${note ? `. ${note}` : ''}`}
                {...(note ? { title: note } : {})}
              >
                {badgeText(badge)}
              </Link>
            ) : (
              <span {...(note ? { title: note } : {})}>{badgeText(badge)}</span>
            )}
            {badge.kind === 'deprecated' && badge.replacements?.length ? (
              <>
                {': '}
                <ReplacementList replacements={badge.replacements} />
              </>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
