/**
 * A version's pages as text and its local search data, from the docs model
 * and each doc's tree: written into the export by
 * scripts/export-docs-text.ts, and served live under `npm run dev` by
 * app/search-index/ (so that the dev site's search follows every edit, page
 * created, renamed or deleted in the writers' editor).
 */
import { apiLocations, docsModel, versionIntelligence } from './doc-index';
import { siteConfig } from '../site-config';
import { versionText, type VersionText } from '../markdown-export/version-text';
import { isMigrationDoc, versionSearchData, type SymbolLocation } from '../search/search-data';
import { changesSectionsFor } from '../search/changes-sections';
import { assistantRoutes } from '../assistants/assistant-data';
import type { LifecycleBadge } from '../api-model/changes';
import { docRoute, type DocsVersion } from '../versions/versions';

/** What every llms.txt says the site is about (our words). */
export const SITE_SUMMARY =
  'Documentation of React Native Track Player, a library that plays audio in React Native apps: setting up the player and its background service, building and changing a queue, showing media controls on the lock screen and in notifications, and the reference of every function, event, hook, constant and object.';

export const site = { title: siteConfig.title, url: siteConfig.url, baseUrl: siteConfig.baseUrl };

/** Versions with an API model, oldest first, with their entries' lifecycle badges by key. */
function apiModels() {
  const locations: Record<string, SymbolLocation[]> = apiLocations;
  return versionIntelligence.versions
    .filter((v) => locations[v.name])
    .map((v) => {
      const badges: Record<string, LifecycleBadge[]> = {};
      for (const placed of Object.values(versionIntelligence.badges[v.name] ?? {}))
        for (const p of placed) badges[p.key] = p.badges;
      return { name: v.name, label: v.label, locations: locations[v.name]!, badges };
    });
}

/** The version's pages as Markdown, its llms.txt files and its local search data. */
export function versionOutputs(version: DocsVersion) {
  const docs = docsModel.docs(version).map((doc) => ({
    docId: doc.docId,
    title: doc.title,
    description: doc.description,
    summary: doc.summary,
    route: doc.route,
    tree: doc.tree,
    file: doc.path,
  }));
  const text: VersionText = versionText({
    site,
    summary: SITE_SUMMARY,
    version,
    versions: docsModel.versions,
    sidebar: docsModel.sidebar(version, null),
    docs,
    badges: versionIntelligence.badges?.[version.name],
    assistants: { server: siteConfig.assistants.mcpPackage, agentsRoute: assistantRoutes(version.name).agents },
  });
  const search = versionSearchData({
    version,
    pages: docs.map((doc) => ({
      title: doc.title,
      route: doc.route,
      tree: doc.tree,
      migration: isMigrationDoc(doc.docId),
    })),
    docRoute: (name, docId) =>
      docRoute(
        docsModel.versions.find((v) => v.name === name)!,
        docId,
      ),
    models: apiModels(),
    extraSections: changesSectionsFor(version.name, versionIntelligence.pairs ?? []),
  });
  return { text, search };
}
