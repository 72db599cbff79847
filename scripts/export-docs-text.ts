/**
 * Build step (run by scripts/postbuild.mjs after `next build`): the docs as
 * text for people's tools, and the share cards, written into the export only.
 * - every doc page as Markdown at its route plus `.md`;
 * - per version an `llms.txt` and an `llms-full.txt` (the latest version's at
 *   the root, the others' under `/docs/<version>/`), listed in robots.txt;
 * - one share-card image per version at `/og/<version>.png`;
 * - per version the local search data (heading sections, API symbols, where
 *   other versions' symbols are) at `/search-index/<version>.json`.
 * Run with scripts/tsconfig.build-step.json, which points `contentlayer/generated`
 * at contentlayer's output for tsx.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docsModel, versionIntelligence } from '../lib/docs/doc-index';
import { siteConfig } from '../lib/site-config';
import { versionText, robotsComment } from '../lib/markdown-export/version-text';
import { exportFile, markdownRoute } from '../lib/markdown-export/routes';
import { cardPng, cardSvg, cardText, shareCardRoute } from '../lib/share/share-card';
import { versionSearchData, type SymbolLocation } from '../lib/search/search-data';
import { changesSectionsFor } from '../lib/search/changes-sections';
import type { LifecycleBadge } from '../lib/api-model/changes';
import { docRoute } from '../lib/versions/versions';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.resolve(ROOT, process.env.OUT_DIR ?? 'out');
const started = Date.now();

/** What every llms.txt says the site is about (our words). */
const SUMMARY =
  'Documentation of React Native Track Player, a library that plays audio in React Native apps: setting up the player and its background service, building and changing a queue, showing media controls on the lock screen and in notifications, and the reference of every function, event, hook, constant and object.';

function contentDir(): string {
  if (process.env.CONTENT_DIR) return path.resolve(process.env.CONTENT_DIR);
  const prepared = path.join(ROOT, '.generated/content.json');
  return existsSync(prepared)
    ? (JSON.parse(readFileSync(prepared, 'utf8')) as { contentDir: string }).contentDir
    : path.join(ROOT, 'content');
}

function write(route: string, text: string | Buffer): void {
  const file = path.join(OUT, exportFile(route));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** An SVG renderer, when the optional `sharp` package (installed with Next on most platforms) loads. */
type SvgToPng = (svg: string) => Promise<Buffer>;
async function svgRenderer(): Promise<SvgToPng | null> {
  try {
    // A name in a variable: sharp is optional, so its types may be absent too.
    const name = 'sharp';
    const sharp = ((await import(name)) as { default: (input: Buffer) => { png(): { toBuffer(): Promise<Buffer> } } })
      .default;
    return (svg) => sharp(Buffer.from(svg)).png().toBuffer();
  } catch {
    return null;
  }
}

if (!existsSync(path.join(OUT, 'index.html'))) {
  console.error(`export-docs-text: ${OUT} has no index.html; run next build first.`);
  process.exit(1);
}

const dir = contentDir();
mkdirSync(path.join(OUT, 'search-index'), { recursive: true });
const site = { title: siteConfig.title, url: siteConfig.url, baseUrl: siteConfig.baseUrl };
const sizes: string[] = [];
let pages = 0;

const locationsFile = path.join(ROOT, '.generated/api-locations.json');
const locations = existsSync(locationsFile)
  ? (JSON.parse(readFileSync(locationsFile, 'utf8')) as Record<string, SymbolLocation[]>)
  : {};
/** Versions with an API model, oldest first, with their entries' lifecycle badges by key. */
const models = versionIntelligence.versions
  .filter((v) => locations[v.name])
  .map((v) => {
    const badges: Record<string, LifecycleBadge[]> = {};
    for (const placed of Object.values(versionIntelligence.badges[v.name] ?? {}))
      for (const p of placed) badges[p.key] = p.badges;
    return { name: v.name, label: v.label, locations: locations[v.name]!, badges };
  });
const searchSizes: string[] = [];
for (const version of docsModel.versions) {
  const docs = docsModel.docs(version).map((doc) => {
    const file = path.join(dir, 'docs', version.name, doc.pathInVersion);
    return {
      docId: doc.docId,
      title: doc.title,
      description: doc.description,
      summary: doc.summary,
      route: doc.route,
      source: readFileSync(file, 'utf8'),
      file: path.relative(ROOT, file),
    };
  });
  const text = versionText({
    site,
    summary: SUMMARY,
    version,
    versions: docsModel.versions,
    sidebar: docsModel.sidebar(version, null),
    docs,
    badges: versionIntelligence.badges?.[version.name],
  });
  for (const page of text.pages) write(page.route, page.markdown);
  const markdownOf = new Map(text.pages.map((page) => [page.route, page.markdown]));
  const search = versionSearchData({
    version,
    pages: docs.map((doc) => ({
      title: doc.title,
      route: doc.route,
      markdown: markdownOf.get(markdownRoute(doc.route))!,
    })),
    docRoute: (name, docId) =>
      docRoute(
        docsModel.versions.find((v) => v.name === name)!,
        docId,
      ),
    models,
    extraSections: changesSectionsFor(version.name, versionIntelligence.pairs ?? []),
  });
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

const render = await svgRenderer();
for (const version of docsModel.versions) {
  const card = cardText(version, site);
  write(shareCardRoute(version.name), render ? await render(cardSvg(card)) : cardPng(card));
}

console.log(
  `export-docs-text: ${pages} pages as Markdown, llms.txt and llms-full.txt for ${docsModel.versions.length} versions (llms-full: ${sizes.join(', ')}), ${docsModel.versions.length} share cards${render ? '' : ' (drawn without sharp)'}; search data: ${searchSizes.join(', ')}; in ${Date.now() - started} ms`,
);
