/**
 * Code highlighted in both colour modes from one tokenisation.
 *
 * Given two themes, shiki tokenises each block once per theme, although the
 * grammar work (the expensive part) is the same both times. GitHub's light and
 * dark default themes have the same rules in the same order and differ only in
 * their colours, so the dark colour of a token follows from its light colour.
 * This wraps a shiki highlighter so that `codeToHtml` with exactly those two
 * themes tokenises once, with the light theme, and writes each token's dark
 * colour beside it: the HTML is the same as shiki's own two-theme output (the
 * tests compare them). Anything this cannot map (another theme pair,
 * transformers, a token with a font style or a colour outside the map) goes to
 * shiki's two-theme path unchanged.
 */

interface ThemeRule {
  scope?: string | string[];
  settings: { foreground?: string; background?: string; fontStyle?: string };
}
interface ResolvedTheme {
  name: string;
  fg: string;
  bg: string;
  settings: ThemeRule[];
}
interface CodeToHtmlOptions {
  lang?: unknown;
  meta?: unknown;
  themes?: Partial<Record<string, unknown>>;
  theme?: unknown;
  defaultColor?: unknown;
  transformers?: unknown[];
}
/** The part of a shiki highlighter this module uses. */
export interface HighlighterLike {
  codeToHtml(code: string, options: CodeToHtmlOptions): string;
  getTheme(name: string): ResolvedTheme;
}

const upper = (color: string | undefined) => color?.toUpperCase();

/**
 * Light colour → dark colour of every rule, plus the default text colour, when
 * the two themes differ only in colours; null when they do not (then nothing is
 * mapped) or when one light colour would need two dark ones.
 */
export function darkColorMap(light: ResolvedTheme, dark: ResolvedTheme): Map<string, string> | null {
  if (light.settings.length !== dark.settings.length) return null;
  const map = new Map<string, string>([[upper(light.fg)!, upper(dark.fg)!]]);
  for (let i = 0; i < light.settings.length; i++) {
    const l = light.settings[i]!;
    const d = dark.settings[i]!;
    if (JSON.stringify(l.scope) !== JSON.stringify(d.scope)) return null;
    if ((l.settings.fontStyle ?? '') !== (d.settings.fontStyle ?? '')) return null;
    if ((l.settings.foreground === undefined) !== (d.settings.foreground === undefined)) return null;
    if ((l.settings.background === undefined) !== (d.settings.background === undefined)) return null;
    const from = upper(l.settings.foreground);
    const to = upper(d.settings.foreground);
    if (from === undefined || to === undefined) continue;
    if (map.has(from) && map.get(from) !== to) return null;
    map.set(from, to);
  }
  return map;
}

const PRE = /^<pre [^>]*>/;
const SPAN_STYLE = /<span style="([^"]*)">/g;
const COLOR_ONLY = /^color:(#[0-9A-Fa-f]{3,8})$/;

/**
 * Rewrites shiki's one-theme HTML of a block as its two-theme HTML: the `<pre>`
 * opening tag becomes `preTag`, each token's `color:` both colours. Null when a
 * token style is anything but one mapped colour.
 */
export function withDarkColors(html: string, preTag: string, map: ReadonlyMap<string, string>, light: string, dark: string): string | null {
  if (!PRE.test(html)) return null;
  let unmapped = false;
  const body = html.replace(PRE, preTag).replace(SPAN_STYLE, (whole, style: string) => {
    const color = COLOR_ONLY.exec(style)?.[1];
    const darkColor = color === undefined ? undefined : map.get(color.toUpperCase());
    if (color === undefined || darkColor === undefined) {
      unmapped = true;
      return whole;
    }
    return `<span style="--shiki-${light}:${color};--shiki-${dark}:${darkColor}">`;
  });
  return unmapped ? null : body;
}

/**
 * `highlighter`, with `codeToHtml` tokenising once for `themes` (keys are the
 * CSS variable names, as rehype-pretty-code passes them with `defaultColor: false`).
 */
export function onePassHighlighter<H extends HighlighterLike>(
  highlighter: H,
  themes: { readonly light: string; readonly dark: string },
): H {
  const map = darkColorMap(highlighter.getTheme(themes.light), highlighter.getTheme(themes.dark));
  if (!map) return highlighter;
  const preTags = new Map<string, string>();
  const codeToHtml = (code: string, options: CodeToHtmlOptions): string => {
    const given = options.themes;
    const ours =
      given !== undefined &&
      options.defaultColor === false &&
      !options.transformers?.length &&
      Object.keys(given).length === 2 &&
      given.light === themes.light &&
      given.dark === themes.dark;
    if (!ours) return highlighter.codeToHtml(code, options);
    const rest: CodeToHtmlOptions = { ...options };
    delete rest.themes;
    delete rest.defaultColor;
    // The two-theme opening tag depends on the options, never on the code: shiki's own, made once.
    const key = JSON.stringify({ ...rest, lang: undefined, meta: undefined });
    let preTag = preTags.get(key);
    if (preTag === undefined) {
      preTag = PRE.exec(highlighter.codeToHtml('', { ...options, lang: 'text' }))?.[0] ?? '';
      preTags.set(key, preTag);
    }
    const single = highlighter.codeToHtml(code, { ...rest, theme: themes.light });
    return withDarkColors(single, preTag, map, 'light', 'dark') ?? highlighter.codeToHtml(code, options);
  };
  return new Proxy(highlighter, {
    get(target, property, receiver) {
      return property === 'codeToHtml' ? codeToHtml : Reflect.get(target, property, receiver);
    },
  });
}
