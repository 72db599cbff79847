/**
 * Highlighting themes for code blocks: one per colour mode, switched by CSS
 * variables. The "default" GitHub themes keep comments above 4.5:1 contrast on
 * the code block backgrounds in styles/ (the older github-dark does not).
 */
export const codeThemes = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/**
 * A highlighted block's lines as one HTML string, on its `<pre>` (set by
 * lib/content/rehype-code-html.ts, rendered by the site's `pre` component).
 */
export const CODE_HTML_ATTRIBUTE = 'data-code-html';
export const CODE_HTML_PROPERTY = 'dataCodeHtml';
