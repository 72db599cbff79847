/**
 * Build step (run by scripts/postbuild.ts after `next build`): the docs as
 * text for people's tools, and the share cards, written into the export only.
 * - every doc page as Markdown at its route plus `.md`;
 * - per version an `llms.txt` and an `llms-full.txt` (the latest version's at
 *   the root, the others' under `/docs/<version>/`), listed in robots.txt;
 * - one share-card image per version at `/og/<version>.png`;
 * - per version the local search data (heading sections, API symbols, where
 *   other versions' symbols are) at `/search-index/<version>.json`.
 * All of it comes from the docs' trees as the content build parsed them.
 */
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docsModel } from '../lib/docs/doc-index';
import { site, versionOutputs } from '../lib/docs/version-outputs';
import { robotsComment } from '../lib/markdown-export/version-text';
import { exportFile } from '../lib/markdown-export/routes';
import { cardText, shareCardRoute } from '../lib/share/share-card';
import { cardPng } from '../lib/share/card-image';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.resolve(ROOT, process.env.OUT_DIR ?? 'out');
const started = Date.now();

function write(route: string, text: string | Buffer): void {
  const file = path.join(OUT, exportFile(route));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

if (!existsSync(path.join(OUT, 'index.html'))) {
  console.error(`export-docs-text: ${OUT} has no index.html; run next build first.`);
  process.exit(1);
}

mkdirSync(path.join(OUT, 'search-index'), { recursive: true });
const sizes: string[] = [];
const searchSizes: string[] = [];
let pages = 0;
for (const version of docsModel.versions) {
  const { text, search } = versionOutputs(version);
  for (const page of text.pages) write(page.route, page.markdown);
  const searchJson = JSON.stringify(search);
  writeFileSync(path.join(OUT, 'search-index', `${version.name}.json`), searchJson);
  searchSizes.push(`${version.label} ${search.sections.length} sections ${(searchJson.length / 1024).toFixed(0)} KB`);
  write(text.llms.route, text.llms.text);
  write(text.llmsFull.route, text.llmsFull.text);
  pages += text.pages.length;
  sizes.push(`${version.label} ${(Buffer.byteLength(text.llmsFull.text) / 1024).toFixed(0)} KB`);
}

const robots = path.join(OUT, 'robots.txt');
if (existsSync(robots)) appendFileSync(robots, `\n${robotsComment(site, docsModel.versions)}\n`);

const cardsStarted = Date.now();
for (const version of docsModel.versions) write(shareCardRoute(version.name), await cardPng(cardText(version, site)));
const cardsMs = Date.now() - cardsStarted;

console.log(
  `export-docs-text: ${pages} pages as Markdown, llms.txt and llms-full.txt for ${docsModel.versions.length} versions (llms-full: ${sizes.join(', ')}), ${docsModel.versions.length} share cards (${cardsMs} ms); search data: ${searchSizes.join(', ')}; in ${Date.now() - started} ms`,
);
