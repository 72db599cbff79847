/**
 * A content folder on disk, for the build and the checks, which hand it to the
 * pure modules of lib/content/: its docs and `_category_.json` files under
 * `docs/` by their path relative to the folder (`docs/4.1/api/events.md`), in
 * path order; whether a doc exists; and the lookup of its pictures and files.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ContentFile } from '../content/check-content';
import { nativeVersionFolder, type AssetLookup } from '../content/assets';
import type { DocsVersion } from '../versions/versions';

export function readContentFiles(contentDir: string, name: RegExp): ContentFile[] {
  const docs = path.join(contentDir, 'docs');
  if (!existsSync(docs)) return [];
  return readdirSync(docs, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((file) => ({
      path: path.relative(contentDir, file).split(path.sep).join('/'),
      raw: readFileSync(file, 'utf8'),
    }));
}

/** Doc files: Markdown and MDX. */
export const DOC_FILE = /\.mdx?$/;
/** Category files. */
export const CATEGORY_FILE = /^_category_\.json$/;

/** Whether a version has a doc, by its file in the content folder (`docs/<version>/<docId>.md` or `.mdx`). */
export function docFileExists(contentDir: string): (version: string, docId: string) => boolean {
  return (version, docId) => {
    const base = path.join(contentDir, 'docs', version, docId);
    return existsSync(`${base}.md`) || existsSync(`${base}.mdx`);
  };
}

/**
 * The lookup of a prepared content folder (`docs/<version>/…`, `static/…`)
 * on disk. A root path is also found in the site's own `public/` folder.
 * @param versions the version records: a file in a version's folder is published under its `path`
 */
export function contentAssetLookup(
  contentDir: string,
  versions: readonly Pick<DocsVersion, 'name' | 'path'>[],
  publicDir?: string,
): AssetLookup {
  const isFile = (file: string) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  const fileOf = (relativePath: string) =>
    isFile(path.join(contentDir, relativePath))
      ? path.join(contentDir, relativePath)
      : publicDir !== undefined && relativePath.startsWith('static/')
        ? path.join(publicDir, relativePath.slice('static/'.length))
        : undefined;
  return {
    size: (relativePath) => {
      const file = relativePath.startsWith('..') || path.isAbsolute(relativePath) ? undefined : fileOf(relativePath);
      return file && isFile(file) ? statSync(file).size : undefined;
    },
    exists: (relativePath) => {
      if (relativePath.startsWith('..') || path.isAbsolute(relativePath)) return false;
      if (isFile(path.join(contentDir, relativePath))) return true;
      return (
        publicDir !== undefined &&
        relativePath.startsWith('static/') &&
        isFile(path.join(publicDir, relativePath.slice('static/'.length)))
      );
    },
    versionFolder: (relativePath) =>
      nativeVersionFolder(
        relativePath,
        versions.map((v) => v.name),
      ),
    versionBase: (version) => versions.find((v) => v.name === version)?.path ?? '',
  };
}
