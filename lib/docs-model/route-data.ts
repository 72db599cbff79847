/**
 * Everything the docs route (`/docs/[[...slug]]`) needs for one URL, computed
 * in one place from the docs model, the version intelligence and the site
 * configuration: which page it is (a doc, a version's landing page, the API
 * changes index or one step, or nothing), the data it renders and its
 * metadata. The route and the sitemap only call these functions and render.
 */
import {
  changesPageOf,
  changesPageText,
  changesRoutes,
  pageComparisons,
  type ChangesPair,
  type IntelligenceVersion,
  type PageComparison,
  type PlacedBadges,
  type VersionIntelligence,
} from '../api-model/version-intelligence';
import { editorUrlOfDoc, editUrl } from '../docs/edit-url';
import { markdownRoute } from '../markdown-export/routes';
import { pageDescription } from '../markdown-export/summary';
import type { NavbarItemConfig } from '../site-config';
import { shareMetadata } from '../share/share-meta';
import { pageTitle } from '../site/page-title';
import { sitemapEntries, type SitemapEntry } from '../site/sitemap';
import { DOCS_BASE, parseDocPath, type DocsVersion, type VersionBanner } from '../versions/versions';
import type { DocRecord, DocsModel, PagerLink, SidebarViewItem } from './create-docs-model';
import { frameData, type FrameData } from './frame';

/** What the route needs of a doc besides what the model needs. */
export interface RouteDoc extends DocRecord {
  route: string;
  description: string | undefined;
  summary: string | undefined;
  /** Path inside the version folder, e.g. `basics/installation.mdx`. */
  pathInVersion: string;
}

/** The site configuration the route reads (the site's `siteConfig` fits). */
export interface RouteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  editUrlBase: string;
  i18n: { defaultLocale: string };
  navbar: { items: readonly NavbarItemConfig[] };
  search: { searchPagePath: string };
}

/** What a route renders from. */
export interface RouteInput<D extends RouteDoc> {
  model: DocsModel<D>;
  intelligence: VersionIntelligence;
  config: RouteConfig;
}

/** A page's metadata, shaped like the matching fields of Next's `Metadata`. */
export interface RouteMetadata extends ReturnType<typeof shareMetadata> {
  /** The full `<title>`, site title included. */
  title: string;
  description: string;
  other?: Record<string, string>;
  robots?: { index: boolean; follow: boolean } | undefined;
}

/** A version's landing page (`/docs`, `/docs/3.2`) and a doc share these. */
interface VersionPage {
  version: DocsVersion;
  frame: FrameData;
  sidebar: SidebarViewItem[];
  banner: VersionBanner | null;
  metadata: RouteMetadata;
}

/** What one URL of the docs route shows. */
export type RouteData<D extends RouteDoc> =
  | (VersionPage & {
      kind: 'doc';
      doc: D;
      breadcrumbs: { label: string; href: string | null }[];
      pager: { previous: PagerLink | null; next: PagerLink | null };
      /** "Edit this page": the file in the library repository, or the page in the writers' editor. */
      editHref: string;
      editInEditor: boolean;
      /** This page's API differences with every other version (API pages only). */
      comparisons: PageComparison[];
      /** The version as the version intelligence knows it; undefined without package models. */
      intelligenceVersion: IntelligenceVersion | undefined;
      /** The lifecycle badges of the page's API entries, at the places the content build marked (lib/content/places.ts). */
      badges: readonly PlacedBadges[];
    })
  | (VersionPage & {
      kind: 'landing';
      /** The API changes pages this version is part of. */
      changes: ChangesPair[];
    })
  | { kind: 'changes-index'; pairs: readonly ChangesPair[]; frame: FrameData; metadata: RouteMetadata }
  | { kind: 'changes-pair'; pair: ChangesPair; frame: FrameData; metadata: RouteMetadata }
  | { kind: 'not-found'; path: string };

export interface RouteOptions {
  /** "Edit this page" opens the writers' editor (`npm run dev`) instead of the repository. @defaultValue false */
  editor?: boolean;
}

/** `[]` → `/docs`, `['3.2', 'api', 'events']` → `/docs/3.2/api/events`. */
export function slugPath(slug: readonly string[] | undefined): string {
  return slug && slug.length > 0 ? `${DOCS_BASE}/${slug.join('/')}` : DOCS_BASE;
}

/** `/docs/3.2/api/events` → `['3.2', 'api', 'events']`, `/docs` → `[]`. */
export function pathSlug(route: string): string[] {
  return route
    .slice(DOCS_BASE.length + 1)
    .split('/')
    .filter(Boolean);
}

/** Every URL of the docs route: each version's landing page and docs, then the changes pages (when there are any). */
export function docsRoutes<D extends RouteDoc>({ model, intelligence }: RouteInput<D>): string[] {
  return [...model.routes(), ...changesRoutes(intelligence)];
}

/** The sitemap: the home and search pages and every URL of the docs route. */
export function sitemapData<D extends RouteDoc>(input: RouteInput<D>): SitemapEntry[] {
  const { config } = input;
  return sitemapEntries(['/', `/${config.search.searchPagePath}`, ...docsRoutes(input)], config.url, config.baseUrl);
}

/** What the URL of `slug` under `/docs` shows, with everything its page renders. */
export function routeData<D extends RouteDoc>(
  input: RouteInput<D>,
  slug: readonly string[] | undefined,
  options: RouteOptions = {},
): RouteData<D> {
  const { model, intelligence, config } = input;
  const path = slugPath(slug);
  const navbarDocIds = config.navbar.items.flatMap((item) => (item.type === 'doc' ? [item.docId] : []));
  const frame = (version: DocsVersion | null, docId: string | null) => frameData(model, version, docId, navbarDocIds);
  const site = { title: config.title, url: config.url };

  const changes = changesPageOf(path, intelligence);
  if (changes) {
    const { title, description } = changesPageText(changes.pair, config.title);
    const version = changes.pair ? model.version(changes.pair.to.name) : model.latest;
    const metadata = {
      title: pageTitle(title, config.title),
      description,
      ...shareMetadata({ title, description, route: path, type: 'website', version, site }),
    };
    return changes.pair
      ? { kind: 'changes-pair', pair: changes.pair, frame: frame(version, null), metadata }
      : { kind: 'changes-index', pairs: intelligence.pairs, frame: frame(null, null), metadata };
  }

  const location = parseDocPath(path, model.versions);
  if (!location || (location.docId !== null && !model.hasDoc(location.version, location.docId)))
    return { kind: 'not-found', path };
  const { version, docId } = location;
  const doc = docId === null ? null : model.doc(version, docId);
  const title = doc ? doc.title : version.landingTitle;
  const description =
    (doc && pageDescription(doc.description, doc.summary)) ??
    `${config.title} ${version.label} documentation: ${config.tagline}.`;
  const page: VersionPage = {
    version,
    frame: frame(version, docId),
    sidebar: model.sidebar(version, docId),
    banner: model.banner(version, docId),
    metadata: {
      title: pageTitle(title, config.title),
      description,
      ...shareMetadata({
        title,
        description,
        route: path,
        type: doc ? 'article' : 'website',
        version,
        site,
        markdownRoute: doc ? markdownRoute(doc.route) : undefined,
      }),
      other: {
        'docsearch:language': config.i18n.defaultLocale,
        'docsearch:version': version.name,
        'docsearch:docusaurus_tag': version.searchTag,
      },
      robots: version.status === 'latest' ? undefined : { index: true, follow: true },
    },
  };
  if (!doc)
    return {
      kind: 'landing',
      ...page,
      changes: intelligence.pairs.filter((p) => p.from.name === version.name || p.to.name === version.name),
    };
  const editor = options.editor ?? false;
  return {
    kind: 'doc',
    ...page,
    doc,
    breadcrumbs: model.breadcrumbs(version, doc.docId),
    pager: model.pager(version, doc.docId),
    editHref: editor
      ? editorUrlOfDoc(config.baseUrl.replace(/\/$/, ''), version.name, doc.pathInVersion)
      : editUrl(config.editUrlBase, version.editFolder, doc.pathInVersion),
    editInEditor: editor,
    comparisons: pageComparisons(intelligence, version.name, doc.docId),
    intelligenceVersion: intelligence.versions.find((v) => v.name === version.name),
    badges: intelligence.badges[version.name]?.[doc.docId] ?? [],
  };
}
