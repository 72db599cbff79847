/**
 * The build's last step, on the exported site in out/: only what concerns the
 * export as a whole (every file of the site was made by Next, next build), in order:
 * 1. the not-found page exported;
 * 2. the files app/raw/ made under out/raw/ (`.md` twins, llms files, the
 *    content's pictures and static files) moved to their address, the one
 *    `npm run dev` serves them at (ARCHITECTURE.md, "Every file through Next");
 * 3. a Content-Security-Policy <meta> on every page with the hashes of its
 *    inline scripts;
 * 4. no broken internal link, #anchor or image on any page (the build fails,
 *    listing each); soft problems that only warn (broken anchors, pictures
 *    without alt text) were listed by file and line by the check and are
 *    listed again at the very end.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withCspMeta } from './lib/csp.mjs';
import { linkReport, moveInto } from './lib/postbuild-steps';
import { htmlFiles } from './lib/html-files.mjs';
import { basePathOf } from '../lib/config/env.mjs';
import { readDocCheck } from '../lib/generated/doc-check';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.resolve(ROOT, process.env.OUT_DIR ?? 'out');

if (!existsSync(path.join(OUT, '404.html'))) {
  console.error(`postbuild: ${OUT}/404.html is missing: the not-found page did not export.`);
  process.exit(1);
}
const check = readDocCheck(ROOT);

const { moved, kept } = moveInto(path.join(OUT, 'raw'), OUT);
console.log(`postbuild: ${moved} files made by app/raw/ moved to their address`);
if (kept.length)
  console.warn(
    `postbuild: the site's own file kept where the content has one too: ${kept.map((f) => `/${f}`).join(', ')}`,
  );

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
    `\npostbuild: ${check.warnings.length} ${check.warnings.length === 1 ? 'warning' : 'warnings'} in the content (soft problems of this source; CONTENT_SOFT_PROBLEMS=throw fails on them, =ignore hides them):`,
  );
  for (const warning of check.warnings) console.warn(`  ${warning}`);
}
