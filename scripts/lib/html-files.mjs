/** The exported HTML pages of a site folder, without Next's assets or the search index. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIPPED = new Set(['_next', 'pagefind']);

/** Paths of every `.html` file under `outDir`, skipping `_next/` and `pagefind/` at any depth. */
export function htmlFiles(outDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (!SKIPPED.has(entry)) walk(full);
      } else if (entry.endsWith('.html')) files.push(full);
    }
  };
  walk(outDir);
  return files;
}
