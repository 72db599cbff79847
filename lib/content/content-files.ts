/**
 * Reading a content folder's files for the checks: the docs and the
 * `_category_.json` files under its `docs/`, by their path relative to the
 * folder (`docs/4.1/api/events.md`), in path order.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ContentFile } from './check-content';

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
