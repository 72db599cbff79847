import GithubSlugger from 'github-slugger';

/** A heading as found in the document, in document order. */
export interface HeadingInput {
  /** 1 to 6 */
  depth: number;
  /** The heading's text content (inline code included, markup stripped). */
  text: string;
}

/** One table-of-contents entry. */
export interface TocEntry {
  level: number;
  /** The rendered heading's `id` (GitHub-style slug, de-duplicated like rehype-slug). */
  id: string;
  value: string;
  children: TocEntry[];
}

export interface TocLevels {
  /** @defaultValue 2 */
  minLevel: number;
  /** @defaultValue 3 */
  maxLevel: number;
}

/**
 * Slug every heading exactly as rehype-slug does (one slugger per document,
 * all heading levels counted so duplicates get the same `-1` suffix), then
 * keep the levels asked for and nest deeper levels under the last shallower one.
 */
export function buildToc(
  headings: readonly HeadingInput[],
  levels: TocLevels = { minLevel: 2, maxLevel: 3 },
): TocEntry[] {
  if (levels.minLevel > levels.maxLevel) {
    throw new Error(`TOC minLevel ${levels.minLevel} is above maxLevel ${levels.maxLevel}.`);
  }
  const slugger = new GithubSlugger();
  const root: TocEntry[] = [];
  const stack: TocEntry[] = [];
  for (const heading of headings) {
    const id = slugger.slug(heading.text);
    if (heading.depth < levels.minLevel || heading.depth > levels.maxLevel) continue;
    const entry: TocEntry = { level: heading.depth, id, value: heading.text, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= entry.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(entry);
    else root.push(entry);
    stack.push(entry);
  }
  return root;
}

/** Every id in a TOC, depth first. */
export function tocIds(toc: readonly TocEntry[]): string[] {
  return toc.flatMap((e) => [e.id, ...tocIds(e.children)]);
}
