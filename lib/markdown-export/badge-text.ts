/**
 * Lifecycle badges in words, for the Markdown form of a page: the same words
 * the page shows (`components/mdx/api-badges.tsx`), as plain text.
 */
import type { PlacedBadges } from '../api-model/version-intelligence';

/** One badge as placed on a page, with the route of its changes page. */
export type PlacedBadge = PlacedBadges['badges'][number];

/** `Added in 4.0`, `Removed in Next (unreleased)`, `Deprecated in 4.0`, `Deprecated`. */
export function badgeWords(badge: Pick<PlacedBadge, 'kind' | 'version' | 'unreleased'>): string {
  const unreleased = badge.unreleased ? ' (unreleased)' : '';
  if (badge.kind === 'added') return `Added in ${badge.version}${unreleased}`;
  if (badge.kind === 'removed') return `Removed in ${badge.version}${unreleased}`;
  return badge.version ? `Deprecated in ${badge.version}` : 'Deprecated';
}
