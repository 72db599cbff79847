/**
 * The site's binding to the build's data: the docs and categories the content
 * build wrote (lib/docs/built-docs.ts), the prepared content's version records
 * (lib/generated/prepared-content.ts), each version's API model
 * (lib/generated/api-models.ts) and the site configuration. It builds the
 * docs model once, and the version intelligence (changes, badges, page
 * comparisons) from the models and the reference pages as built: both modes
 * load this module the same way, and under `npm run dev` Next loads it again
 * whenever the content build rewrites a doc, so nothing here is ever stale.
 * Pages and components receive the model (or its fields) and compute nothing
 * about versions or routes. Under `npm run dev` it also runs the content
 * check on the docs as they are now, for the banner every page shows.
 */
import type { ContentProblem } from '../content/content-problems';
import { siteConfig } from '../site-config';
import { createDocsModel } from '../docs-model/create-docs-model';
import { frameData, type FrameData } from '../docs-model/frame';
import type { DocsVersion } from '../versions/versions';
import { siteIntelligence } from '../api-model/site-intelligence';
import { builtCategories, builtDocs, type GeneratedDoc } from './built-docs';
import { readPreparedContent, type PreparedContent } from '../generated/prepared-content';
import { readApiModels } from '../generated/api-models';
import { readPackageFacts } from '../generated/package-facts';
import { readApiLifecycle } from '../generated/api-lifecycle';
import { devContentProblems } from './check-built-docs';

/** A doc as pages use it. */
export type Doc = GeneratedDoc;

// Under `npm run dev` the prepared content is imported, not read: that import is what makes Next load this module
// again when a changed version list is prepared (the prepare step writes it last, after the API models and package
// facts read below). A build reads the file, as it does the docs (built-docs.ts).
const prepared: PreparedContent =
  process.env.NODE_ENV === 'development'
    ? (await import('../generated/editor-content')).editorContent
    : readPreparedContent();

/** The folder of the content being built (absolute): the files pages refer to are read from it. */
export const contentDir = prepared.contentDir;

/** The site's docs: versions, docs, sidebars, routes and links between versions. */
export const docsModel = createDocsModel<Doc>({
  versions: prepared.versions,
  manifest: prepared.manifest,
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

/**
 * A value worked out again only when one of its inputs is another object. Under `npm run dev` Next loads this module
 * again on each save of a doc, and the records that did not change stay the same objects (built-docs.ts): the API
 * models and the site's intelligence, read or worked out over every version, are then kept, unless the version list
 * was prepared again or a reference page changed.
 */
type KeptValue = { inputs: unknown[]; value: unknown };
const keptValues: Map<string, KeptValue> = ((globalThis as { __rntpKept?: Map<string, KeptValue> }).__rntpKept ??=
  new Map());
function kept<T>(name: string, inputs: unknown[], compute: () => T): T {
  const known = keptValues.get(name);
  if (known && known.inputs.length === inputs.length && known.inputs.every((input, i) => input === inputs[i]))
    return known.value as T;
  const value = compute();
  keptValues.set(name, { inputs, value });
  return value;
}

const {
  apiModels,
  apiLifecycle: lifecycle,
  packageFacts,
} = kept('generated', [prepared], () => ({
  apiModels: readApiModels(),
  apiLifecycle: readApiLifecycle(),
  packageFacts: readPackageFacts(),
}));

/** The lifecycle of every entry from every release read: the one record badges, changes and assistants read. */
export const apiLifecycle = lifecycle;

const referencePages = builtDocs.flatMap((doc) => (doc.apiPage ? [doc] : []));
const site = kept('site', [prepared, apiModels, apiLifecycle, ...referencePages.map((doc) => doc.apiPage)], () =>
  siteIntelligence({
    versions: prepared.versions,
    models: apiModels,
    pages: (version) => referencePages.flatMap((doc) => (doc.version === version ? [doc.apiPage!] : [])),
    guides: prepared.guides,
    lifecycle: apiLifecycle,
  }),
);

/** What changed between versions, badges and page comparisons (empty without package models). */
export const versionIntelligence = site.intelligence;

/** Where each version's docs document each API entry (for the local search). */
export const apiLocations = site.locations;

/** Each version's package, API model and the platforms of its functions (for the docs server for assistants). */
export const apiPackages = (() => {
  const packages = packageFacts;
  return {
    models: apiModels,
    packages: Object.fromEntries(Object.entries(packages).map(([name, p]) => [name, p.package])),
    platforms: Object.fromEntries(Object.entries(packages).map(([name, p]) => [name, p.platforms])),
  };
})();

/**
 * Content problems to show on every page: none in a build (its check step fails on any), the current ones while
 * `npm run dev` sees broken content.
 */
export const contentProblems: ContentProblem[] =
  process.env.NODE_ENV === 'development' ? devContentProblems(prepared, builtDocs) : [];
