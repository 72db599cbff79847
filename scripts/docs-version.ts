/**
 * `npm run docs:version -- <version>`: freeze the unreleased docs
 * (content/docs/next) as a new version, make it the latest and move the
 * previous latest under its own prefix, by updating content/versions.json
 * (and content/api-packages.json, so the new version keeps its type-checks).
 * An existing version name fails without touching anything.
 * CONTENT_LOCAL_DIR points it at another content folder (tests use a copy).
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cutPackages, cutVersion } from '../lib/content-source/cut-version';
import { UNRELEASED_FOLDER, type VersionManifest } from '../lib/versions/version-manifest';

const name = process.argv[2];
const dir = path.resolve(process.env.CONTENT_LOCAL_DIR ?? 'content');
try {
  if (!name) throw new Error('Usage: npm run docs:version -- <version>, e.g. npm run docs:version -- 4.2');
  const manifestFile = path.join(dir, 'versions.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as VersionManifest;
  const next = cutVersion(manifest, name);
  const from = path.join(dir, 'docs', UNRELEASED_FOLDER);
  const to = path.join(dir, 'docs', name);
  if (!existsSync(from)) throw new Error(`${from} does not exist: there are no unreleased docs to freeze.`);
  if (existsSync(to)) throw new Error(`${to} already exists; nothing was changed.`);
  cpSync(from, to, { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(next, null, 2)}\n`);
  // The frozen docs were checked against the unreleased docs' package: keep checking them against it.
  const packagesFile = path.join(dir, 'api-packages.json');
  if (existsSync(packagesFile)) {
    const packages = JSON.parse(readFileSync(packagesFile, 'utf8')) as Record<string, string>;
    writeFileSync(packagesFile, `${JSON.stringify(cutPackages(packages, manifest.current!.path, name), null, 2)}\n`);
  }
  console.log(
    `docs:version: froze next as ${name} (now the latest; ${manifest.versions[0]} moves to /docs/${manifest.versions[0]}/).`,
  );
} catch (error) {
  console.error(`docs:version: ${(error as Error).message}`);
  process.exit(1);
}
