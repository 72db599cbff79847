/**
 * Every file of the site besides its pages, each made by one function from
 * the docs model, and served by Next's route handlers in both modes, so that
 * `npm run dev` answers every address with the bytes the export holds:
 * - `/search-index/<version>.json`, the local search data (app/search-index/);
 * - `/og/<version>.png`, the share cards (app/og/);
 * - `/robots.txt`, naming the llms files (app/robots.txt/);
 * - the files at addresses under the docs' own routes or anywhere else
 *   (app/raw/, see `rawFiles`): each page's Markdown at its route plus `.md`,
 *   each version's `llms.txt` and `llms-full.txt`, the pictures and files the
 *   pages refer to, and a Docusaurus source's `static/` folder.
 * Each version's text and search data are made once per load of the docs
 * (the export renders them in Next's page threads; under `npm run dev` this
 * module is loaded again whenever the docs change).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiLocations, contentDir, docsModel, versionIntelligence } from './doc-index';
import { siteConfig } from '../site-config';
import { robotsText, versionText, type VersionText } from '../markdown-export/version-text';
import { llmsFullRoute, llmsRoute, markdownRoute } from '../markdown-export/routes';
import { isMigrationDoc, versionSearchData } from '../search/search-data';
import { changesSectionsFor } from '../search/changes-sections';
import { assistantRoutes } from '../assistants/assistant-data';
import { MCP_SERVER_PACKAGE } from '../assistants/types';
import type { LifecycleBadge } from '../api-model/lifecycle';
import { cardText } from '../share/share-card';
import { cardPng } from '../node/card-image';
import { docRoute, type DocsVersion } from '../versions/versions';

/** What every llms.txt says the site is about (our words). */
export const SITE_SUMMARY =
  'Documentation of React Native Track Player, a library that plays audio in React Native apps: setting up the player and its background service, building and changing a queue, showing media controls on the lock screen and in notifications, and the reference of every function, event, hook, constant and object.';

export const site = { title: siteConfig.title, url: siteConfig.url, baseUrl: siteConfig.baseUrl };

/** `make(version)`, made once per version. */
function perVersion<T>(make: (version: DocsVersion) => T): (version: DocsVersion) => T {
  const made = new Map<string, T>();
  return (version) => {
    if (!made.has(version.name)) made.set(version.name, make(version));
    return made.get(version.name)!;
  };
}

/** The version's docs as the text forms and the search read them. */
function textDocs(version: DocsVersion) {
  return docsModel.docs(version).map((doc) => ({
    docId: doc.docId,
    title: doc.title,
    description: doc.description,
    summary: doc.summary,
    route: doc.route,
    tree: doc.tree,
    file: doc.path,
  }));
}

/** A version's pages as Markdown and its `llms.txt` and `llms-full.txt`. */
export const textOf = perVersion((version): VersionText =>
  versionText({
    site,
    summary: SITE_SUMMARY,
    version,
    versions: docsModel.versions,
    sidebar: docsModel.sidebar(version, null),
    docs: textDocs(version),
    badges: versionIntelligence.badges[version.name],
    assistants: { server: MCP_SERVER_PACKAGE, agentsRoute: assistantRoutes(version.name).agents },
  }),
);

/** Versions with an API model, oldest first, with their entries' lifecycle badges by key. */
function apiModels() {
  return versionIntelligence.versions
    .filter((v) => apiLocations[v.name])
    .map((v) => {
      const badges: Record<string, LifecycleBadge[]> = {};
      for (const placed of Object.values(versionIntelligence.badges[v.name] ?? {}))
        for (const p of placed) badges[p.key] = p.badges;
      return { name: v.name, label: v.label, locations: apiLocations[v.name]!, badges };
    });
}

/** A version's local search data: heading sections, API symbols, where other versions' symbols are. */
export const searchDataOf = perVersion((version) =>
  versionSearchData({
    version,
    pages: textDocs(version).map((doc) => ({
      title: doc.title,
      route: doc.route,
      tree: doc.tree,
      migration: isMigrationDoc(doc.docId),
    })),
    docRoute: (name, docId) => docRoute(docsModel.version(name), docId),
    models: apiModels(),
    extraSections: changesSectionsFor(version.name, versionIntelligence.pairs),
  }),
);

/** A version's text forms by address. */
export const textFilesOf = perVersion((version) => {
  const { pages, llms, llmsFull } = textOf(version);
  return new Map([
    ...pages.map((p) => [p.route, p.markdown] as const),
    [llms.route, llms.text],
    [llmsFull.route, llmsFull.text],
  ]);
});

/** A version's share card, a PNG (`/og/<version>.png`). */
export const shareCardOf = (version: DocsVersion): Promise<Buffer> => cardPng(cardText(version, site));

/** `/robots.txt`: the sitemap, and comment lines naming every version's llms files. */
export const robotsTxt = (): string => robotsText(site, docsModel.versions);

/** A file served at its own address. */
export interface RawFile {
  /** Its address (`/docs/3.2/api/events.md`, `/llms.txt`, `/docs/img/queue.png`). */
  address: string;
  make: () => string | Buffer;
}

/** Every file of a folder, by path relative to it with `/` separators (none when it does not exist). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/**
 * The files served at their own address, which Next cannot route by itself
 * (the `.md` twins and a version's llms files live under the docs' catch-all
 * route): app/raw/ serves each at `/raw` + its address, and the address is
 * `/raw` + it (rewritten under `npm run dev`, moved into place in the export).
 * Listing them costs no rendering: each is made when asked for.
 */
export function rawFiles(): RawFile[] {
  const file = (from: string) => () => readFileSync(path.join(contentDir, from));
  const referenced = new Map(
    docsModel.versions.flatMap((v) => docsModel.docs(v).flatMap((doc) => doc.assets.map((a) => [`/${a.to}`, a.from]))),
  );
  return [
    ...docsModel.versions.flatMap((version) =>
      [
        ...docsModel.docs(version).map((doc) => markdownRoute(doc.route)),
        llmsRoute(version),
        llmsFullRoute(version),
      ].map((address) => ({ address, make: () => textFilesOf(version).get(address)! })),
    ),
    ...[...referenced].map(([address, from]) => ({ address, make: file(from) })),
    ...filesUnder(path.join(contentDir, 'static')).map((rel) => ({ address: `/${rel}`, make: file(`static/${rel}`) })),
  ];
}

const TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

/** The Content-Type of an address, by its extension. */
export function contentTypeOf(address: string): string {
  return TYPES[path.extname(address).toLowerCase()] ?? 'application/octet-stream';
}
