/**
 * The front-matter fields of docs and sidebar categories, declared once and
 * read by contentlayer2's schema (contentlayer.config.ts), the content check
 * (check-content.ts) and the writers' editor (keystatic.config.ts). A module
 * of its own, without imports, so that the editor's browser bundle can read it.
 */

/** The front-matter fields of a doc, with the help text the editor shows under each. */
export const DOC_FIELDS = {
  title: { type: 'string', required: false, description: 'The page heading, and its name in the browser tab and in search results. Without it, the first H1 of the body.' },
  description: { type: 'string', required: false, description: 'One or two sentences on what the page covers: shown in search results and link previews.' },
  sidebar_position: { type: 'number', required: false, description: 'Order in the sidebar among the pages beside it: lower numbers first; equal numbers by file name.' },
  sidebar_label: { type: 'string', required: false, description: 'A shorter name for the sidebar; the title when empty.' },
} as const;

/** The fields of a `_category_.json`, declared once like {@link DOC_FIELDS}. */
export const CATEGORY_FIELDS = {
  label: { type: 'string', required: true, description: 'The name of the category in the sidebar.' },
  position: { type: 'number', required: false, description: 'Order in the sidebar among the pages and categories beside it: lower numbers first.' },
  collapsed: { type: 'boolean', required: false, default: true, description: 'Show the category closed until the reader opens it.' },
} as const;
