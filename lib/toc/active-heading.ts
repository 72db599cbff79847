/** A heading's position relative to the viewport top. */
export interface HeadingPosition {
  id: string;
  top: number;
}

/**
 * The heading a reader is "at": the last one scrolled past the top offset; if
 * none is past it yet, the first one that is visible.
 */
export function activeHeadingId(
  headings: readonly HeadingPosition[],
  topOffset: number,
  viewportHeight: number,
): string | null {
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.top <= topOffset) active = heading.id;
    else break;
  }
  if (active) return active;
  const first = headings[0];
  return first && first.top < viewportHeight ? first.id : null;
}
