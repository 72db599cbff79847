/**
 * After scripts/prepare-content.ts: read each version's API model from its
 * package (content/api-packages.json names them) and write what the version
 * intelligence needs (changes pages, lifecycle badges, page comparisons) to
 * .generated/api-changes.json, and where the docs document each entry to
 * .generated/api-locations.json (for the local search). A content source without package entries gets
 * empty data: no badges, no changes pages.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocPage } from '../lib/api-model/doc-sections';
import { locateEntries } from '../lib/api-model/locate';
import { versionIntelligence, type VersionIntelligence } from '../lib/api-model/version-intelligence';
import { versionsFromManifest, type VersionManifest } from '../lib/versions/version-manifest';
import { docRoute } from '../lib/versions/versions';
import { apiModelFor, contentFiles, installedPackage, packageFor, ROOT } from './lib/content-check';

const generated = path.join(ROOT, '.generated');
const { contentDir } = JSON.parse(readFileSync(path.join(generated, 'content.json'), 'utf8')) as { contentDir: string };
const manifest = JSON.parse(readFileSync(path.join(generated, 'versions.json'), 'utf8')) as VersionManifest;
const versions = versionsFromManifest(manifest, '.generated/versions.json');
const started = Date.now();

const withModels = [...versions].reverse().flatMap((v) => {
  const alias = packageFor(v.name, contentDir);
  if (!alias || !existsSync(path.join(contentDir, 'docs', v.name))) return [];
  const model = apiModelFor(installedPackage(alias));
  const pages = contentFiles(v.name, contentDir).map((f) => parseDocPage(f.file, f.docId, f.source));
  return [
    {
      name: v.name,
      label: v.label,
      unreleased: v.status === 'unreleased',
      path: v.path,
      slug: v.status === 'unreleased' ? v.prefix : v.name,
      model,
      locations: locateEntries(model, pages),
    },
  ];
});

const data: VersionIntelligence =
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
mkdirSync(generated, { recursive: true });
writeFileSync(path.join(generated, 'api-changes.json'), JSON.stringify(data));
// Where each version's docs document each API entry: the local search jumps to that section.
writeFileSync(
  path.join(generated, 'api-locations.json'),
  JSON.stringify(
    Object.fromEntries(
      withModels.map((v) => [v.name, v.locations.map(({ key, docId, anchor }) => ({ key, docId, anchor }))]),
    ),
  ),
);
console.log(
  `prepare-api: ${data.pairs.map((p) => `${p.slug} ${p.changes.length}`).join(', ') || 'no package models'} (${Date.now() - started} ms)`,
);
