/**
 * Doc outlines (the first H1, the headings and the summary sentence) handed
 * from the content check to the content build. The check parses every doc
 * anyway; contentlayer2's title and table-of-contents fields parsed each body a
 * second time for its headings (about 1.8 s of a 14 s content build), and each
 * page without a description parsed it a third time, while it rendered, for its
 * summary. scripts/prepare-content.ts writes the check's outlines to
 * .generated/outlines.json, keyed by the body's text, and the fields take an
 * outline from there when the body is the same, else parse it as before: a
 * stale or missing file costs time, never a wrong table of contents.
 */
import { createHash } from 'node:crypto';
import type { Root } from 'mdast';
import { outlineOfTree, parseMdx, type BodyOutline } from './parse-markdown';
import { summaryOfTree } from '../markdown-export/summary';

export interface DocOutline extends BodyOutline {
  /** The first sentence of the first paragraph, null when there is none. */
  summary: string | null;
}

/** Outlines by {@link outlineKey} of the body they came from. */
export type Outlines = Record<string, DocOutline>;

/**
 * The outline of a freshly parsed body. Changes `tree` (see outlineOfTree): the
 * summary is read first, from the tree as parsed.
 */
export function docOutlineOfTree(tree: Root): DocOutline {
  const summary = summaryOfTree(tree) ?? null;
  return { ...outlineOfTree(tree), summary };
}

/** The outline of a body, parsed. */
export function docOutlineOf(body: string): DocOutline {
  return docOutlineOfTree(parseMdx(body));
}

/**
 * The key of a doc body. Blank lines before its first text do not count: the
 * check blanks the front matter to keep line numbers, contentlayer2 drops it.
 */
export function outlineKey(body: string): string {
  return createHash('sha1')
    .update(body.replace(/^(?:[ \t]*\r?\n)+/, ''))
    .digest('base64url');
}

/** The outline of a body: the known one for the same text, else parsed. */
export function outlineFrom(outlines: Outlines | undefined): (body: string) => DocOutline {
  return (body) => outlines?.[outlineKey(body)] ?? docOutlineOf(body);
}
