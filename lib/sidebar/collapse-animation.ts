/**
 * Duration of a collapse/expand animation for content of a given height:
 * taller content moves for longer, but never slower than a reader notices.
 * Same curve as Docusaurus' collapsibles (height / 36 → ms, eased).
 */
export function collapseDurationMs(heightPx: number): number {
  if (!Number.isFinite(heightPx) || heightPx <= 0) return 0;
  const constant = heightPx / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}
