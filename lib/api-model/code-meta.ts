/**
 * What a code fence's meta and first lines say about type-checking:
 * `nocheck="reason"` exempts a block, and lines above a `// ---cut---` line are
 * setup that is type-checked but never shown to readers (the twoslash convention).
 */

/** The line that ends a block's hidden setup. */
export const CUT_LINE = /^\s*\/\/\s*---cut---\s*$/;

/**
 * The reason a block is exempt from type-checking, or `undefined` when it is checked.
 * A bare `nocheck` counts as exempt with no reason (which the content check rejects).
 */
export function nocheckReason(meta: string): string | undefined {
  const quoted = /(?:^|\s)nocheck=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  if (quoted) return (quoted[1] ?? quoted[2] ?? '').trim();
  return /(?:^|\s)nocheck(?=\s|$)/.test(meta) ? '' : undefined;
}

/** The meta without the `nocheck` flag, for the renderer. */
export function withoutNocheck(meta: string): string {
  return meta
    .replace(/(?:^|\s)nocheck(?:=(?:"[^"]*"|'[^']*'))?(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What readers see: the code after the last `// ---cut---` line, or all of it. */
export function visibleCode(code: string): string {
  const lines = code.split('\n');
  let last = -1;
  lines.forEach((line, index) => {
    if (CUT_LINE.test(line)) last = index;
  });
  return last < 0 ? code : lines.slice(last + 1).join('\n');
}

/** The code block languages that are type-checked, with the file extension each block is checked as. */
export const TS_LANGS: Record<string, string> = { ts: '.ts', typescript: '.ts', tsx: '.tsx' };
export const JS_LANGS: Record<string, string> = { js: '.jsx', javascript: '.jsx', jsx: '.jsx' };

/** The languages whose blocks are type-checked (lib/node/typecheck-blocks.ts). */
export function isTypecheckedLanguage(lang: string): boolean {
  return lang in TS_LANGS || lang in JS_LANGS;
}
