/**
 * The docs and categories as the content build wrote them
 * (`contentlayer/generated`), with the fields the later steps read typed:
 * the check (scripts/check-docs.ts), the API data (scripts/prepare-api.ts)
 * and the site (lib/docs/doc-index.ts) all read them from here.
 */
import { allCategories, allDocs } from 'contentlayer/generated';
import type { Root } from 'mdast';
import type { BuiltDoc } from '../content/check-content';
import type { TocEntry } from '../toc/build-toc';

export interface GeneratedDoc extends BuiltDoc {
  route: string;
  description: string | undefined;
  summary: string | undefined;
  sidebarPosition: number | undefined;
  sidebarLabel: string | undefined;
  fileName: string;
  dir: string;
  toc: TocEntry[];
  /** Compiled MDX. */
  code: string;
  /** Path inside the version folder, e.g. `basics/installation.md`. */
  pathInVersion: string;
}

export const builtDocs: GeneratedDoc[] = allDocs.map((raw) =>
  withTree(raw.tree, {
    path: raw._raw.sourceFilePath,
    version: raw.version,
    docId: raw.docId,
    route: raw.route,
    // contentlayer types the computed title with the optional front matter field's type
    title: raw.title as string,
    description: raw.description,
    summary: raw.summary || undefined,
    sidebarPosition: raw.sidebar_position,
    sidebarLabel: raw.sidebar_label,
    fileName: raw.fileName,
    dir: raw.dir,
    toc: raw.toc as TocEntry[],
    code: raw.body.code,
    // The compiled code changes whenever the doc does: the dev check's memo key.
    key: raw.body.code,
    pathInVersion: raw._raw.sourceFilePath.split('/').slice(2).join('/'),
  }),
);

/**
 * The doc with its `tree` read from its JSON text when first asked for. Pages
 * never ask; under `npm run dev` the check asks only for the docs that
 * changed (lib/docs/dev-problems.ts), so a save does not parse every tree.
 */
function withTree(json: string, doc: Omit<GeneratedDoc, 'tree'>): GeneratedDoc {
  let tree: Root | undefined;
  return Object.defineProperty(doc, 'tree', {
    enumerable: true,
    get: () => (tree ??= JSON.parse(json) as Root),
  }) as GeneratedDoc;
}

export const builtCategories = allCategories.map((c) => ({
  version: c.version,
  dir: c.dir,
  label: c.label,
  position: c.position,
  collapsed: c.collapsed,
}));
