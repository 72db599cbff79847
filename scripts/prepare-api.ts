/**
 * Build step after the content check: read each version's API model from its
 * package (content/api-packages.json names them), find where the built docs
 * document each entry (from the trees the content build parsed), and write
 * what the version intelligence needs (changes pages, lifecycle badges, page
 * comparisons), those locations (for the local search) and, for the docs
 * server for assistants, each package, model and its functions' platforms to
 * .generated/api-data.json (lib/generated/api-data.ts). A content source
 * without package entries gets empty data: no badges, no changes pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docPageOf } from '../lib/api-model/doc-sections';
import { locateEntries } from '../lib/api-model/locate';
import { versionIntelligence, type VersionIntelligence } from '../lib/api-model/version-intelligence';
import { builtDocs } from '../lib/docs/built-docs';
import { readPreparedContent } from '../lib/generated/prepared-content';
import { writeApiData } from '../lib/generated/api-data';
import { versionsFromManifest } from '../lib/versions/version-manifest';
import { docRoute } from '../lib/versions/versions';
import { apiModelFor, installedPackage, nativePlatforms, packageFor, ROOT } from './lib/content-check';

const started = Date.now();
const { contentDir, manifest } = readPreparedContent(ROOT);
const versions = versionsFromManifest(manifest, '.generated/content.json');

const withModels = [...versions].reverse().flatMap((v) => {
  const alias = packageFor(v.name, contentDir);
  if (!alias) return [];
  const pkg = installedPackage(alias);
  const model = apiModelFor(pkg);
  const pages = builtDocs
    .filter((doc) => doc.version === v.name)
    .map((doc) => docPageOf(doc.tree, doc.path, doc.docId, doc.title));
  return [
    {
      name: v.name,
      label: v.label,
      unreleased: v.status === 'unreleased',
      path: v.path,
      slug: v.status === 'unreleased' ? v.prefix : v.name,
      model,
      locations: locateEntries(model, pages),
      pkg: {
        alias,
        name: pkg.name,
        version: pkg.version,
        types: path
          .relative(path.join(ROOT, 'node_modules', alias), pkg.typesEntry)
          .split(path.sep)
          .join('/'),
      },
      platforms: nativePlatforms(pkg),
    },
  ];
});

const intelligence: VersionIntelligence =
  withModels.length > 1
    ? versionIntelligence({
        versions: withModels,
        docHref: (name, docId) =>
          docRoute(
            versions.find((v) => v.name === name)!,
            docId,
          ),
        guides: existsSync(path.join(contentDir, 'migration-guides.json'))
          ? (JSON.parse(readFileSync(path.join(contentDir, 'migration-guides.json'), 'utf8')) as Record<string, string>)
          : {},
      })
    : { versions: [], pairs: [], badges: {}, compare: {} };
writeApiData(
  {
    intelligence,
    locations: Object.fromEntries(
      withModels.map((v) => [v.name, v.locations.map(({ key, docId, anchor }) => ({ key, docId, anchor }))]),
    ),
    packages: Object.fromEntries(withModels.map((v) => [v.name, v.pkg])),
    models: Object.fromEntries(withModels.map((v) => [v.name, v.model])),
    platforms: Object.fromEntries(withModels.map((v) => [v.name, v.platforms])),
  },
  ROOT,
);
console.log(
  `prepare-api: ${intelligence.pairs.map((p) => `${p.slug} ${p.changes.length}`).join(', ') || 'no package models'} (${Date.now() - started} ms)`,
);
