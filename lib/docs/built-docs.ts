/**
 * The docs and categories as the content build wrote them
 * (`.contentlayer/generated`), with the fields the later steps read typed:
 * the check (scripts/check-docs.ts) and the site (lib/docs/doc-index.ts)
 * read them from here.
 *
 * They are read from disk when this module loads, not bundled: `next build`
 * compiles the app without the content, so a build after a content-only
 * change renders the pages again without compiling (scripts/build.ts), and
 * the compiler never holds 11 MB of docs. Under `next dev` they are read from
 * the copy `npm run dev` takes of each finished content build, whose stamp
 * is imported: that import is what makes Next reload this module, and the
 * open page, when a doc changes (lib/generated/dev-content.ts).
 */
import path from 'node:path';
import type { Category, Doc } from 'contentlayer/generated';
import type { Root } from 'mdast';
import type { BuiltDoc } from '../content/check-content';
import type { DocPage } from '../api-model/doc-sections';
import { readJsonFile } from '../generated/generated-file';
import type { TocEntry } from '../toc/build-toc';

/** One document type's records as the content build wrote them (its `_index.json`, under the working directory). */
const readDocuments = <T>(type: 'Doc' | 'Category') =>
  readJsonFile<T[]>(
    path.join(process.cwd(), '.contentlayer/generated', type, '_index.json'),
    'the content build (npm run content)',
  );

const { allDocs, allCategories }: { allDocs: Doc[]; allCategories: Category[] } =
  process.env.NODE_ENV === 'development'
    ? await import('../generated/dev-content-import').then(({ devContent }) => ({
        allDocs: devContent.docs as Doc[],
        allCategories: devContent.categories as Category[],
      }))
    : { allDocs: readDocuments<Doc>('Doc'), allCategories: readDocuments<Category>('Category') };

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
  /** A reference page's headings and tables (pages under `api/`), read from its JSON text when first asked for. */
  apiPage: DocPage | undefined;
  /** The files of version folders the doc refers to: `from` in the content folder, published at `/` + `to`. */
  assets: { from: string; to: string }[];
}

/**
 * Under `npm run dev` the records that did not change are the same objects from one load of this module to the next
 * (lib/generated/dev-content.ts): their docs, with the trees and reference pages already parsed, are kept too.
 */
const kept = ((globalThis as { __rntpBuiltDocs?: WeakMap<Doc, GeneratedDoc> }).__rntpBuiltDocs ??= new WeakMap());

export const builtDocs: GeneratedDoc[] = allDocs.map((raw) => {
  const known = kept.get(raw);
  if (known) return known;
  const doc = withTree(raw.tree, raw.apiPage, {
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
    assets: raw.assets as GeneratedDoc['assets'],
  });
  kept.set(raw, doc);
  return doc;
});

/**
 * The doc with its `tree` and `apiPage` read from their JSON text when first
 * asked for. Pages never ask for the tree; under `npm run dev` the check asks
 * only for the docs that changed (lib/docs/check-built-docs.ts), so a save
 * does not parse every tree.
 */
function withTree(json: string, apiJson: string, doc: Omit<GeneratedDoc, 'tree' | 'apiPage'>): GeneratedDoc {
  let tree: Root | undefined;
  let apiPage: DocPage | undefined;
  return Object.defineProperties(doc, {
    tree: { enumerable: true, get: () => (tree ??= JSON.parse(json) as Root) },
    apiPage: { enumerable: true, get: () => (apiJson ? (apiPage ??= JSON.parse(apiJson) as DocPage) : undefined) },
  }) as GeneratedDoc;
}

export const builtCategories = allCategories.map((c) => ({
  version: c.version,
  dir: c.dir,
  label: c.label,
  position: c.position,
  collapsed: c.collapsed,
}));
