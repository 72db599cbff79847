/** Inputs of the hide-on-scroll rule, one scroll event at a time. */
export interface ScrollStep {
  previousY: number;
  currentY: number;
  navbarHeight: number;
  /** The scroll came from following a `#hash` link. */
  hashNavigation: boolean;
}

/**
 * Whether the navbar shows after a scroll step: always near the top and after a
 * hash navigation, hidden while scrolling down, shown again when scrolling up.
 */
export function navbarVisibility(step: ScrollStep): boolean {
  if (step.hashNavigation) return true;
  if (step.currentY < step.navbarHeight) return true;
  return step.currentY < step.previousY;
}
