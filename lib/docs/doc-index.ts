/**
 * The site's binding to the build's data: the docs and categories the content
 * build wrote (lib/docs/built-docs.ts), the prepared content's version list
 * (lib/generated/prepared-content.ts), the API data (lib/generated/api-data.ts)
 * and the site configuration. It builds the docs model once; pages and
 * components receive the model (or its fields) and compute nothing about
 * versions or routes. Under `npm run dev` it also runs the content check on
 * the docs as they are now, for the banner every page shows.
 */
import type { ContentProblem } from '../content/content-problems';
import { siteConfig } from '../site-config';
import { createDocsModel } from '../docs-model/create-docs-model';
import { frameData, type FrameData } from '../docs-model/frame';
import type { DocsVersion } from '../versions/versions';
import { builtCategories, builtDocs, type GeneratedDoc } from './built-docs';
import { readPreparedContent } from '../generated/prepared-content';
import { readApiData } from '../generated/api-data';
import { devContentProblems } from './dev-problems';

/** A doc as pages use it. */
export type Doc = GeneratedDoc;

const prepared = readPreparedContent();
const apiData = readApiData();

/** The site's docs: versions, docs, sidebars, routes and links between versions. */
export const docsModel = createDocsModel<Doc>({
  manifest: prepared.manifest,
  manifestSource: '.generated/content.json',
  docs: builtDocs,
  categories: builtCategories,
  config: {
    title: siteConfig.title,
    sidebarId: siteConfig.docs.sidebarId,
    navbarItems: siteConfig.navbar.items,
    footerColumns: siteConfig.footer.columns,
  },
});

const navbarDocIds = siteConfig.navbar.items.flatMap((item) => (item.type === 'doc' ? [item.docId] : []));

/** The site frame's data for a page: the version and doc being read (null outside the docs). */
export function pageFrame(version: DocsVersion | null, docId: string | null): FrameData {
  return frameData(docsModel, version, docId, navbarDocIds);
}

/** What changed between versions, badges and page comparisons (scripts/prepare-api.ts; empty without package models). */
export const versionIntelligence = apiData.intelligence;

/** Where each version's docs document each API entry (for the local search). */
export const apiLocations = apiData.locations;

/** Each version's package, API model and the platforms of its functions (for the docs server for assistants). */
export const apiPackages = { packages: apiData.packages, models: apiData.models, platforms: apiData.platforms };

/**
 * Content problems to show on every page: none in a build (its check fails on
 * any), the current ones while `npm run dev` sees broken content.
 */
export const contentProblems: ContentProblem[] =
  process.env.NODE_ENV === 'development' ? devContentProblems(prepared, builtDocs) : [];
