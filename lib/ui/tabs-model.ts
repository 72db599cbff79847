/**
 * The decisions behind the docs' tab groups, apart from the DOM: which tab a
 * group shows and where an arrow key moves focus (WAI-ARIA tabs pattern,
 * automatic activation). The page's article wires them to its markup
 * (components/mdx/article-behaviour.ts).
 */

/** The tab a group shows: the stored choice of its group when the group offers it, else the marked default, else the first. */
export function selectedTab(values: readonly string[], fallback: string, stored: string | null): string {
  if (stored !== null && values.includes(stored)) return stored;
  return values.includes(fallback) ? fallback : (values[0] ?? '');
}

/** Where a key moves within a tab list of `count` tabs from `index`, or null for a key tabs do not handle. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The text a code block's copy button copies: its lines joined, or the whole text when it has no marked lines. */
export function codeText(lines: readonly string[], whole: string): string {
  return lines.length > 0 ? lines.join('\n') : whole;
}
