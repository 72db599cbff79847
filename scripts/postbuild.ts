/**
 * The build's last step, on the exported site in out/, in order:
 * 1. the not-found page exported;
 * 2. the content's static files (its static/ folder and the files pages refer
 *    to, staged by scripts/check-docs.ts) copied to the site root;
 * 3. the docs as Markdown, llms.txt and llms-full.txt per version, the local
 *    search data and the share cards (scripts/export-docs-text.ts);
 * 4. a Content-Security-Policy <meta> on every page with the hashes of its
 *    inline scripts;
 * 5. no broken internal link, #anchor or image on any page (the build fails,
 *    listing each); broken anchors that only warn were listed by file and line
 *    by the check and are listed again at the very end.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withCspMeta } from './lib/csp.mjs';
import { copyStatic, linkReport } from './lib/postbuild-steps';
import { htmlFiles } from './lib/html-files.mjs';
import { basePathOf } from '../lib/config/env.mjs';
import { readDocCheck, stagedPublicDir } from '../lib/generated/doc-check';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.resolve(ROOT, process.env.OUT_DIR ?? 'out');

if (!existsSync(path.join(OUT, '404.html'))) {
  console.error(`postbuild: ${OUT}/404.html is missing: the not-found page did not export.`);
  process.exit(1);
}
const check = readDocCheck(ROOT);

const publicDir = stagedPublicDir(ROOT);
const { copied, kept } = copyStatic(publicDir, OUT);
if (copied) console.log(`postbuild: ${copied} static file(s) of the content copied to the site root`);
if (kept.length)
  console.warn(
    `postbuild: the site's own file kept where the content has one too: ${kept.map((f) => `/${f}`).join(', ')}`,
  );

process.env.OUT_DIR = OUT;
await import('./export-docs-text');

const cspStarted = Date.now();
let policies = 0;
for (const file of htmlFiles(OUT)) {
  writeFileSync(file, withCspMeta(readFileSync(file, 'utf8')));
  policies++;
}
console.log(
  `postbuild: Content-Security-Policy with inline script hashes on ${policies} pages (${Date.now() - cspStarted} ms)`,
);

const links = linkReport(OUT, { basePath: basePathOf(process.env.BASE_URL), toleratedAnchors: check.toleratedAnchors });
if (!links.ok) {
  for (const line of links.lines) console.error(line);
  process.exit(1);
}
for (const line of links.lines) console.log(line);

if (check.warnings.length) {
  console.warn(
    `\npostbuild: ${check.warnings.length} broken anchor(s) in the content (warnings; CONTENT_BROKEN_ANCHORS=throw fails on them):`,
  );
  for (const warning of check.warnings) console.warn(`  ${warning}`);
}
