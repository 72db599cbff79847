import type { Root } from 'mdast';
import { blocksOf } from './markdown-blocks';

/** Words that tell the reader a name is not part of this version. */
export const VERSION_QUALIFIER =
  /deprecat|removed|no longer|replac|renamed|added in|arrived in|introduced|from (v|version )?\d|since (v|version )?\d|in (v|version )?\d|before (v|version )?\d|(v|version )\d(\.\d+)*|later version|earlier version|older version|newer version|previous version|not (yet )?(available|exported|documented|in this)|doesn't exist|does not exist|migrat/i;

/** A mention of another version's API without such words around it. */
export interface UnqualifiedMention {
  name: string;
  line: number;
  text: string;
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** In prose, an API name counts only inside a code span: `seekBy`, `TrackPlayer.seekBy(10)`, `State.Connecting`. */
function prosePattern(name: string): RegExp {
  return new RegExp(`(^|[^A-Za-z0-9_])${escape(name)}($|[^A-Za-z0-9_])`);
}

/**
 * In code, a lower-case name (a function) counts when called or read as a
 * property or imported; other names count as whole identifiers.
 */
function codePattern(name: string): RegExp {
  const escaped = escape(name);
  if (/^[a-z]/.test(name)) return new RegExp(`(\\.${escaped}\\b|\\b${escaped}\\s*\\(|[{,]\\s*${escaped}\\s*[,}])`);
  return new RegExp(`(^|[^A-Za-z0-9_.])${escaped}($|[^A-Za-z0-9_])`);
}

/**
 * Find mentions of `foreign` names (APIs of other versions) that a page does
 * not qualify. A prose block (paragraph, table row, list item, heading) is
 * qualified by its own words or by the section heading above it; a code block
 * by a comment of its own, by the paragraph before it, or by being a diff.
 */
export function unqualifiedForeignMentions(
  tree: Root,
  title: string,
  foreign: ReadonlySet<string>,
): UnqualifiedMention[] {
  const { code, prose } = blocksOf(tree);
  const patterns = [...foreign].map((name) => ({ name, prose: prosePattern(name), code: codePattern(name) }));
  const out: UnqualifiedMention[] = [];
  // The page title heads everything above the first heading.
  const headingAbove = (line: number) => {
    let heading = title;
    for (const block of prose) {
      if (block.line > line) break;
      if (block.heading) heading = block.text;
    }
    return heading;
  };
  for (const block of prose) {
    if (VERSION_QUALIFIER.test(block.text)) continue;
    if (VERSION_QUALIFIER.test(headingAbove(block.line))) continue;
    const spans = block.code.join('\n');
    for (const { name, prose: pattern } of patterns) {
      if (pattern.test(spans)) out.push({ name, line: block.line, text: block.text.slice(0, 200) });
    }
  }
  for (const block of code) {
    if (block.lang === 'diff' || VERSION_QUALIFIER.test(block.code)) continue;
    const before = [...prose].reverse().find((p) => p.line < block.line);
    if (before && VERSION_QUALIFIER.test(before.text)) continue;
    if (VERSION_QUALIFIER.test(headingAbove(block.line))) continue;
    for (const { name, code: pattern } of patterns) {
      if (pattern.test(block.code)) out.push({ name, line: block.line, text: block.code.slice(0, 200) });
    }
  }
  return out;
}
