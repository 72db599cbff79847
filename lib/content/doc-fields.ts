/**
 * The computed fields of a Doc, as pure functions of its file path, front
 * matter and tree (lib/content/doc-tree.ts). contentlayer.config.ts only wires these up.
 */
import { parseDocFilePath } from '../docs/doc-path';
import { docRoute, getVersion, type DocsVersion } from '../versions/versions';
import type { Root } from 'mdast';
import type { TocEntry, TocLevels } from '../toc/build-toc';
import { titleOf, tocOf } from './doc-tree';

export { CATEGORY_FIELDS, DOC_FIELDS } from './front-matter-fields';

export interface DocSource {
  sourceFilePath: string;
  frontMatterTitle?: string | undefined;
}

/** @throws naming the known versions when the file's version folder is not one of them */
export function docVersion(source: DocSource, versions: readonly DocsVersion[]): string {
  const { version } = parseDocFilePath(source.sourceFilePath);
  getVersion(version, versions);
  return version;
}

export function docId(source: DocSource): string {
  return parseDocFilePath(source.sourceFilePath).docId;
}

export function docRouteOf(source: DocSource, versions: readonly DocsVersion[]): string {
  const location = parseDocFilePath(source.sourceFilePath);
  return docRoute(getVersion(location.version, versions), location.docId);
}

/**
 * The front matter `title`, else the text of the first H1; '' when there is
 * neither (the content check reports it, naming the file).
 */
export function docTitle(source: DocSource, tree: Root): string {
  return titleOf(source.frontMatterTitle, tree);
}

export function docToc(tree: Root, levels: TocLevels): TocEntry[] {
  return tocOf(tree, levels);
}
