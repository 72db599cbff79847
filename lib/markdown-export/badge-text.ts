/**
 * Lifecycle badges in words, for the Markdown form of a page: the same words
 * the page shows (`components/mdx/api-badges.tsx`), from the same function.
 */
import type { PlacedBadges } from '../api-model/version-intelligence';
export { badgeText as badgeWords } from '../api-model/lifecycle';

/** One badge as placed on a page, with the route of its changes page. */
export type PlacedBadge = PlacedBadges['badges'][number];
