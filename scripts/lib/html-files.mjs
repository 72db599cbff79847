/** The exported HTML pages of a site folder, without Next's assets or the search index. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const SKIPPED = new Set(['_next', 'pagefind']);

/** Paths of every `.html` file under `outDir`, skipping `_next/` and `pagefind/` at any depth. */
export function htmlFiles(outDir) {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.split(path.sep).some((part) => SKIPPED.has(part)))
    .map((file) => path.join(outDir, file));
}
