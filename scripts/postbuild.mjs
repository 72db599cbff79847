#!/usr/bin/env node
/**
 * Steps after `next build` on the exported site in out/:
 * 1. the not-found page exported;
 * 2. no broken internal link or #anchor on any page (the build fails, listing each);
 * 3. the local search index (Pagefind) over every doc article, with version
 *    and language filters, written to out/pagefind/;
 * 4. a Content-Security-Policy <meta> on every page with the hashes of its inline scripts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { withCspMeta } from './lib/csp.mjs';
import * as pagefind from 'pagefind';
import { findBrokenLinks, loadSite } from './lib/check-links.mjs';
import { htmlFiles } from './lib/html-files.mjs';
import { basePathOf } from '../lib/config/env.mjs';

const OUT = process.env.OUT_DIR ?? 'out';

if (!existsSync(`${OUT}/404.html`)) {
  console.error(`postbuild: ${OUT}/404.html is missing: the not-found page did not export.`);
  process.exit(1);
}

const basePath = basePathOf(process.env.BASE_URL);
const linksStarted = Date.now();
const site = loadSite(OUT);
const broken = findBrokenLinks(site, { basePath });
if (broken.length) {
  console.error(`postbuild: ${broken.length} broken link(s):`);
  for (const b of broken) console.error(`  ${b.from}: ${b.href} (${b.reason})`);
  process.exit(1);
}
console.log(
  `postbuild: ${site.size} pages, no broken internal links or anchors (links in ${Date.now() - linksStarted} ms)`,
);

const searchStarted = Date.now();
const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
if (!index) {
  console.error(`postbuild: Pagefind could not start: ${errors.join('; ')}`);
  process.exit(1);
}
const added = await index.addDirectory({ path: OUT });
if (added.errors.length) {
  console.error(`postbuild: Pagefind failed to index ${OUT}: ${added.errors.join('; ')}`);
  process.exit(1);
}
const written = await index.writeFiles({ outputPath: `${OUT}/pagefind` });
if (written.errors.length) {
  console.error(`postbuild: Pagefind failed to write its files: ${written.errors.join('; ')}`);
  process.exit(1);
}
await pagefind.close();
const searchMs = Date.now() - searchStarted;

const cspStarted = Date.now();
let policies = 0;
for (const file of htmlFiles(OUT)) {
  writeFileSync(file, withCspMeta(readFileSync(file, 'utf8')));
  policies++;
}
console.log(
  `postbuild: Content-Security-Policy with inline script hashes on ${policies} pages (csp in ${Date.now() - cspStarted} ms)`,
);
const docPages = [...site.values()].filter((page) => page.indexed).length;
if (docPages === 0 || added.page_count < docPages) {
  console.error(`postbuild: Pagefind indexed ${added.page_count} pages; all ${docPages} doc pages should be indexed.`);
  process.exit(1);
}
console.log(`postbuild: search index of ${added.page_count} pages (search in ${searchMs} ms)`);
