#!/usr/bin/env node
/**
 * Steps after `next build` on the exported site in out/:
 * 1. the not-found page exported;
 * 2. the content's static files (its static/ folder and the files pages refer
 *    to, staged by scripts/prepare-content.ts) copied to the site root;
 * 3. the docs as Markdown, llms.txt and llms-full.txt per version, and the share
 *    cards (scripts/export-docs-text.ts, in its own process), before the link
 *    check reads the pages that link them;
 * 4. no broken internal link, #anchor or image on any page (the build fails,
 *    listing each); broken anchors of imported content that only warn were
 *    listed by file and line in .generated/content.json and are listed again
 *    at the very end;
 * 5. the local search data (per version, written to out/search-index/ by step 3)
 *    checked: every section it links to exists;
 * 6. a Content-Security-Policy <meta> on every page with the hashes of its inline
 *    scripts (done while step 3 runs: it only touches the HTML, step 3 never reads it).
 * PREPARED_CONTENT names another content.json (tests).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { withCspMeta } from './lib/csp.mjs';
import { findBrokenLinks, loadFiles, loadSite } from './lib/check-links.mjs';
import { htmlFiles } from './lib/html-files.mjs';
import { basePathOf } from '../lib/config/env.mjs';

const OUT = process.env.OUT_DIR ?? 'out';
const PREPARED = process.env.PREPARED_CONTENT ?? '.generated/content.json';

if (!existsSync(`${OUT}/404.html`)) {
  console.error(`postbuild: ${OUT}/404.html is missing: the not-found page did not export.`);
  process.exit(1);
}

/** @type {{ publicDir?: string, brokenAnchors?: string, warnings?: string[], toleratedAnchors?: string[] }} */
const prepared = existsSync(PREPARED) ? JSON.parse(readFileSync(PREPARED, 'utf8')) : {};

/** Copy the staged static files into the export; the site's own files win over the content's. */
function copyStatic(from, to) {
  const kept = [];
  let copied = 0;
  for (const file of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    if (statSync(path.join(from, file)).isDirectory()) continue;
    if (existsSync(path.join(to, file))) kept.push(file.split(path.sep).join('/'));
    else {
      mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
      cpSync(path.join(from, file), path.join(to, file));
      copied++;
    }
  }
  return { copied, kept };
}

if (prepared.publicDir && existsSync(prepared.publicDir)) {
  const { copied, kept } = copyStatic(prepared.publicDir, OUT);
  if (copied) console.log(`postbuild: ${copied} static file(s) of the content copied to the site root`);
  if (kept.length)
    console.warn(
      `postbuild: the site's own file kept where the content has one too: ${kept.map((f) => `/${f}`).join(', ')}`,
    );
}

// The text export (step 3) in its own process, while this one adds the Content-Security-Policy to the
// pages (step 6, which only touches HTML). Splitting the export further across processes was measured
// and saved nothing: each tsx process costs about 0.6 s to start.
const textExport = new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(import.meta.resolve('tsx/cli')),
      '--tsconfig',
      fileURLToPath(new URL('tsconfig.build-step.json', import.meta.url)),
      fileURLToPath(new URL('export-docs-text.ts', import.meta.url)),
    ],
    { stdio: 'inherit', env: { ...process.env, OUT_DIR: path.resolve(OUT) } },
  );
  child.once('error', (error) => resolve({ status: 1, error }));
  child.once('exit', (status, signal) => resolve({ status: status ?? 1, signal }));
});

const cspStarted = Date.now();
let policies = 0;
for (const file of htmlFiles(OUT)) {
  writeFileSync(file, withCspMeta(readFileSync(file, 'utf8')));
  policies++;
}
const cspMs = Date.now() - cspStarted;

const exported = await textExport;
if (exported.status !== 0) {
  console.error(
    `postbuild: the text export failed (${exported.error?.message ?? (exported.signal ? `signal ${exported.signal}` : `exit ${exported.status}`)}).`,
  );
  process.exit(exported.status || 1);
}

const basePath = basePathOf(process.env.BASE_URL);
const linksStarted = Date.now();
const site = loadSite(OUT);
const broken = findBrokenLinks(site, {
  basePath,
  files: loadFiles(OUT),
  toleratedAnchors: prepared.toleratedAnchors ?? [],
});
if (broken.length) {
  console.error(`postbuild: ${broken.length} broken link(s) or image(s):`);
  for (const b of broken) console.error(`  ${b.from}: ${b.href} (${b.reason})`);
  process.exit(1);
}
console.log(
  `postbuild: ${site.size} pages, no broken internal links, anchors or images (links in ${Date.now() - linksStarted} ms)`,
);

// The local search data (written per version by export-docs-text.ts): every
// section it links to must exist, or a result would land on a missing anchor.
const searchStarted = Date.now();
const searchDir = path.join(OUT, 'search-index');
const searchFiles = existsSync(searchDir) ? readdirSync(searchDir).filter((f) => f.endsWith('.json')) : [];
let searchSections = 0;
const missingSections = [];
for (const file of searchFiles) {
  const data = JSON.parse(readFileSync(path.join(searchDir, file), 'utf8'));
  for (const section of data.sections) {
    searchSections++;
    const [route, anchor] = section.url.split('#');
    const page = site.get(route);
    if (!page || (anchor && !page.ids.has(anchor))) missingSections.push(`${file}: ${section.url}`);
  }
}
if (searchFiles.length === 0 || missingSections.length) {
  console.error(
    `postbuild: the search data links to ${missingSections.length} missing page(s) or anchor(s)${searchFiles.length ? '' : ' (no search data was written)'}:`,
  );
  for (const m of missingSections.slice(0, 50)) console.error(`  ${m}`);
  process.exit(1);
}
const searchMs = Date.now() - searchStarted;

console.log(
  `postbuild: Content-Security-Policy with inline script hashes on ${policies} pages (csp in ${cspMs} ms, beside the text export)`,
);
console.log(
  `postbuild: search data of ${searchFiles.length} versions, ${searchSections} sections, every anchor found (check in ${searchMs} ms)`,
);

const warnings = prepared.warnings ?? [];
if (warnings.length) {
  console.warn(
    `\npostbuild: ${warnings.length} broken anchor(s) in the content (warnings; CONTENT_BROKEN_ANCHORS=throw fails on them):`,
  );
  for (const warning of warnings) console.warn(`  ${warning}`);
}
