/**
 * The version intelligence of a site as it is now: where each version's docs
 * document each API entry, worked out from the reference pages as built, and
 * the changes, badges and comparisons that follow (version-intelligence.ts).
 * Apart from version-intelligence.ts, which the browser's bundles import for
 * its types: this one reads the pages.
 */
import { versionIntelligence, type VersionIntelligence } from './version-intelligence';
import { locateEntries, type EntryLocation } from './locate';
import type { DocPage } from './doc-sections';
import type { ApiModel } from './types';
import type { ApiLifecycle } from './lifecycle';
import { docRoute, type DocsVersion } from '../versions/versions';

/** What a site's versions, their package models and their reference pages as they are now give. */
export interface SiteIntelligence {
  intelligence: VersionIntelligence;
  /** Version name → where its docs document each API entry. */
  locations: Record<string, EntryLocation[]>;
}

/**
 * The version intelligence of a site, from its version records (dropdown order), the API model of each version
 * that has a package, and each version's reference pages as they are now: no badge or change depends on where in
 * a file an entry is, and an edit is reflected as soon as the pages are built again.
 * @param guides changes slug → doc id of the migration guide in the newer version
 */
export function siteIntelligence(input: {
  versions: readonly DocsVersion[];
  models: Readonly<Record<string, ApiModel>>;
  pages: (version: string) => DocPage[];
  guides: Readonly<Record<string, string>>;
  /** The lifecycle of every entry from every release read (the prepare step's). */
  lifecycle: ApiLifecycle;
}): SiteIntelligence {
  const withModels = [...input.versions].reverse().flatMap((v) => {
    const model = input.models[v.name];
    if (!model) return [];
    const unreleased = v.status === 'unreleased';
    const locations = locateEntries(model, input.pages(v.name));
    return [
      {
        name: v.name,
        label: v.label,
        unreleased,
        path: v.path,
        slug: unreleased ? v.prefix : v.name,
        model,
        locations,
      },
    ];
  });
  const intelligence: VersionIntelligence =
    withModels.length > 1
      ? versionIntelligence({
          versions: withModels,
          docHref: (name, docId) =>
            docRoute(
              input.versions.find((v) => v.name === name)!,
              docId,
            ),
          guides: input.guides,
          lifecycle: input.lifecycle,
        })
      : { versions: [], pairs: [], badges: {}, compare: {} };
  return { intelligence, locations: Object.fromEntries(withModels.map((v) => [v.name, v.locations])) };
}
