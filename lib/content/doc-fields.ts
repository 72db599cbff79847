/**
 * The computed fields of a Doc, as pure functions of its file path, front
 * matter and body. contentlayer.config.ts only wires these up.
 */
import { parseDocFilePath } from '../docs/doc-path';
import { docRoute, getVersion, type DocsVersion } from '../versions/versions';
import { buildToc, type TocEntry, type TocLevels } from '../toc/build-toc';
import { outlineOf, type BodyOutline } from './parse-markdown';

export { CATEGORY_FIELDS, DOC_FIELDS } from './front-matter-fields';

export interface DocSource {
  sourceFilePath: string;
  frontMatterTitle?: string | undefined;
  raw: string;
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
 * The front matter `title`, else the first H1.
 * @throws naming the file when there is neither
 */
export function docTitle(source: DocSource, outline: (body: string) => BodyOutline = outlineOf): string {
  if (source.frontMatterTitle !== undefined) {
    if (source.frontMatterTitle.trim() === '') {
      throw new Error(`${source.sourceFilePath}: front matter field "title" is empty.`);
    }
    return source.frontMatterTitle;
  }
  const { h1 } = outline(source.raw);
  if (h1 === null || h1.trim() === '') {
    throw new Error(
      `${source.sourceFilePath}: no title. Set front matter field "title" or start the body with an H1.`,
    );
  }
  return h1;
}

export function docToc(
  source: DocSource,
  levels: TocLevels,
  outline: (body: string) => BodyOutline = outlineOf,
): TocEntry[] {
  return buildToc(outline(source.raw).headings, levels);
}
