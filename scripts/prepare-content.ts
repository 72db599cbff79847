/**
 * First build step: settle where the docs come from, lay them out the way
 * contentlayer2 reads them, compute the version records once, read each
 * version's API from its published package, and check what can be checked
 * before the content build parses the docs: where each file sits, its front
 * matter, the category files (the check after the content build,
 * scripts/check-docs.ts, does the rest). Writes .generated/content.json
 * (lib/generated/prepared-content.ts: the content folder, the version records,
 * what broken anchors do), .generated/api-models.json,
 * .generated/package-facts.json and, when missing, .generated/content-generation.json.
 *   local: the local folder (CONTENT_LOCAL_DIR, else content/) as it is.
 *   git:   the configured folder of a repository at a ref, fetched into
 *          .cache/content-sources (reused while the ref has not moved); a
 *          Docusaurus layout is mapped onto docs/<version>/.
 * A failed fetch stops the build with the URL, the ref and git's message;
 * problems stop it with every problem listed by file and line.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, isStale } from '../mcp/build.mjs';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { siteConfig } from '../lib/site-config';
import { resolveContentSource } from '../lib/content-source/source-config';
import {
  convertDocusaurusPage,
  docusaurusTarget,
  docusaurusVersionFolder,
  manifestFromDocusaurus,
  unlistedVersionFolders,
} from '../lib/content-source/docusaurus';
import { versionsFromManifest, UNRELEASED_FOLDER, type VersionManifest } from '../lib/versions/version-manifest';
import type { DocsVersion } from '../lib/versions/versions';
import type { Platform } from '../lib/api-model/native-platforms';
import { contentCheck, runChecks } from '../lib/content/content-checks';
import { CATEGORY_FILE, DOC_FILE, contentAssetLookup, readContentFiles } from '../lib/docs/content-files';
import type { AssetLookup } from '../lib/content/assets';
import { ContentErrors, type ContentProblem } from '../lib/content/content-problems';
import { originOf, writePreparedContent, type PreparedContent } from '../lib/generated/prepared-content';
import { writeApiModels } from '../lib/generated/api-models';
import { writeApiLifecycle } from '../lib/generated/api-lifecycle';
import { checkedLifecycle, releasesOf } from './lib/api-lifecycle';
import { datingReleases } from '../lib/api-model/lifecycle';
import { writeApiReleases } from '../lib/generated/api-releases';
import { writePackageFacts } from '../lib/generated/package-facts';
import { ensureContentGeneration } from '../lib/generated/dev-content';
import { fetchGitFolder, GitSourceError } from './lib/git-source';
import {
  apiModelFor,
  installedPackage,
  onlyVersions,
  readReviewedPlatforms,
  versionPackages,
  versionPlatforms,
} from './lib/content-check';

const THIS_FILE = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(THIS_FILE), '..');

/** Every file under `dir` (not under .git), by its path relative to `dir`, with `/` separators. */
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((rel) => !rel.split('/').includes('.git'))
    .sort();
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function readManifest(file: string): VersionManifest {
  if (!existsSync(file))
    throw new Error(`${path.relative(ROOT, file)} is missing: the content source must list its versions.`);
  return JSON.parse(readFileSync(file, 'utf8')) as VersionManifest;
}

/** A JSON file of the content folder that may be absent (`fallback` then). */
function optionalJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

/**
 * The version records, computed here once for every later step: the manifest's versions, each with the package
 * it documents (`api-packages.json`, absent for a source without one).
 */
function versionRecords(manifest: VersionManifest, contentDir: string): DocsVersion[] {
  const packages = optionalJson<Record<string, string>>(path.join(contentDir, 'api-packages.json'), {});
  return versionsFromManifest(manifest, 'the content source').map((v) =>
    packages[v.name] ? { ...v, package: packages[v.name] } : v,
  );
}

interface Imported {
  manifest: VersionManifest;
  /** Prepared path → the source file (as named in the repository) and the source line of each prepared line. */
  origins: NonNullable<PreparedContent['origins']>;
  problems: ContentProblem[];
  notes: string[];
}

/**
 * A Docusaurus site folder mapped onto docs/<version>/, its static/ folder
 * kept as static/ (with the files pages keep beside them, at the URL their
 * pages now name). Every page is converted; problems are collected, not thrown.
 * @param label how the folder is named in messages (its path in the repository)
 */
function importDocusaurus(sourceDir: string, targetDir: string, label: string): Imported {
  rmSync(targetDir, { recursive: true, force: true });
  mkdirSync(targetDir, { recursive: true });
  const all = files(sourceDir);
  const versionsFile = path.join(sourceDir, 'versions.json');
  const versionsJson = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : undefined;
  const manifest = manifestFromDocusaurus(versionsJson, existsSync(path.join(sourceDir, 'docs')));
  const released = new Set(manifest.versions);
  const versions = versionRecords(manifest, sourceDir);
  const named = (rel: string) => (label ? `${label}/${rel}` : rel);
  const lookup: AssetLookup = {
    exists: (rel) => !rel.startsWith('..') && isFile(path.join(sourceDir, rel)),
    versionFolder: (rel) => {
      const folder = docusaurusVersionFolder(rel);
      if (!folder) return null;
      if (folder.version === 'current')
        return existsSync(path.join(sourceDir, 'docs')) ? { version: UNRELEASED_FOLDER, rest: folder.rest } : null;
      return released.has(folder.version) ? { version: folder.version, rest: folder.rest } : null;
    },
    versionBase: (version) => versions.find((v) => v.name === version)?.path ?? '',
  };
  const origins: Imported['origins'] = {};
  const problems: ContentProblem[] = [];
  const assets = new Map<string, { from: string; to: string }>();
  let count = 0;
  for (const rel of all) {
    const to = docusaurusTarget(rel, UNRELEASED_FOLDER, released);
    if (!to) continue;
    const out = path.join(targetDir, to);
    mkdirSync(path.dirname(out), { recursive: true });
    const text = readFileSync(path.join(sourceDir, rel), 'utf8');
    if (/\.mdx?$/.test(rel)) {
      const page = convertDocusaurusPage(text, rel, lookup);
      writeFileSync(out, page.text);
      origins[to] = { file: named(rel), lines: page.lines };
      problems.push(...page.problems.map((p) => ({ ...p, file: named(p.file) })));
      for (const asset of page.assets) assets.set(asset.to, { from: path.join(sourceDir, asset.from), to: asset.to });
    } else if (/\.ya?ml$/.test(rel)) {
      const category = parseDocument(text);
      for (const e of category.errors) {
        problems.push({
          file: named(rel),
          line: e.linePos?.[0].line ?? 0,
          message: `not valid YAML: ${e.message.split('\n')[0]}`,
        });
      }
      writeFileSync(out, `${JSON.stringify(category.toJS() ?? {}, null, 2)}\n`);
      origins[to] = { file: named(rel), lines: [] };
    } else {
      writeFileSync(out, text);
      origins[to] = { file: named(rel), lines: [] };
    }
    count++;
  }
  if (count === 0) throw new Error(`${sourceDir} holds no Docusaurus docs (docs/ or versioned_docs/).`);
  if (existsSync(path.join(sourceDir, 'static'))) {
    cpSync(path.join(sourceDir, 'static'), path.join(targetDir, 'static'), { recursive: true });
  }
  // Files kept beside the docs are served at the URL their pages now name, like static/ files.
  for (const asset of assets.values()) {
    mkdirSync(path.dirname(path.join(targetDir, 'static', asset.to)), { recursive: true });
    cpSync(asset.from, path.join(targetDir, 'static', asset.to));
  }
  const notes = unlistedVersionFolders(all, released).map(
    (folder) => `${named(folder)} ignored: versions.json does not list it (Docusaurus ignores it too)`,
  );
  return { manifest, origins, problems, notes };
}

export function prepareContent(env: Record<string, string | undefined> = process.env) {
  const source = resolveContentSource(siteConfig.contentSource, env);
  let contentDir: string;
  let manifest: VersionManifest;
  let note: string;
  let imported: Imported | undefined;
  if (source.type === 'local') {
    contentDir = path.resolve(ROOT, source.dir);
    manifest = readManifest(path.join(contentDir, 'versions.json'));
    note = `local folder ${source.dir}`;
  } else {
    const fetched = fetchGitFolder({
      url: source.url,
      ref: source.ref,
      dir: source.dir,
      cacheRoot: path.join(ROOT, '.cache/content-sources'),
    });
    contentDir = path.join(path.dirname(fetched.path), `.prepared-${path.basename(source.dir || 'root')}`);
    if (source.layout === 'docusaurus') {
      imported = importDocusaurus(fetched.path, contentDir, source.dir);
      manifest = imported.manifest;
    } else {
      rmSync(contentDir, { recursive: true, force: true });
      cpSync(fetched.path, contentDir, { recursive: true });
      manifest = readManifest(path.join(contentDir, 'versions.json'));
    }
    note = `${source.url} at ${source.ref} (${fetched.commit.slice(0, 12)}, ${fetched.reused ? 'cached' : 'fetched'}), folder ${source.dir || '/'}, ${source.layout} layout`;
  }
  const versions = versionRecords(manifest, contentDir);
  for (const v of versions) {
    if (!existsSync(path.join(contentDir, 'docs', v.name))) {
      throw new Error(`Version ${v.name} is listed but ${path.join(contentDir, 'docs', v.name)} does not exist.`);
    }
  }
  const prepared: PreparedContent = {
    contentDir,
    source: note,
    manifest,
    versions,
    guides: optionalJson(path.join(contentDir, 'migration-guides.json'), {}),
    softProblems: source.onSoftProblems,
    ...(imported ? { origins: imported.origins } : {}),
  };
  const docs = readContentFiles(contentDir, DOC_FILE);
  const errors = [
    ...(imported?.problems ?? []),
    // The registry's check of the files alone (lib/content/content-checks.ts): the docs are not built yet.
    ...runChecks([contentCheck('files')], {
      versions,
      files: docs,
      categories: readContentFiles(contentDir, CATEGORY_FILE),
      docs: [],
      packages: {},
      packagesKey: '',
      assets: contentAssetLookup(contentDir, versions),
      origin: originOf(prepared),
    }).errors,
  ];
  if (errors.length > 0) throw new ContentErrors(errors);
  // Each version's API, from the package it documents (cached by package in .generated/api-model/), and for the
  // docs server for assistants that package's facts and the platforms of its functions (from its native sources).
  const installed = versions.flatMap((v) => (v.package ? [{ v, pkg: installedPackage(v.package) }] : []));
  const models = Object.fromEntries(installed.map(({ v, pkg }) => [v.name, apiModelFor(pkg)]));
  writeApiModels(models, ROOT);
  writeApiLifecycle(checkedLifecycle(versions, models, contentDir), ROOT);
  // Every release the docs' prose dates are checked against (the registry's `lifecycle-prose` check).
  const dating = datingReleases(releasesOf(versions, models, contentDir));
  writeApiReleases(
    {
      order: dating.map((r) => ({ name: r.name, label: r.label })),
      between: Object.fromEntries(dating.filter((r) => !models[r.name]).map((r) => [r.name, r.model])),
    },
    ROOT,
  );
  // Platforms from what each platform's code does, with the reviewed file (api-facts/platforms.json) applied; a mark
  // without an implementation fails the build, naming the function, version, platform and evidence.
  const platforms = versionPlatforms(
    installed.map(({ v, pkg }) => ({ version: v.name, pkg })),
    onlyVersions(
      readReviewedPlatforms(),
      installed.map(({ v }) => v.name),
    ),
  );
  const unimplemented = [...platforms.values()].flatMap((p) => p.problems);
  if (unimplemented.length)
    throw new Error(`platform marks without an implementation:\n  ${unimplemented.join('\n  ')}`);
  // What the content checks compare the pages with (lib/content/content-checks.ts), beside the docs server's facts.
  const checked = versionPackages(
    installed.map(({ v, pkg }) => ({ version: v.name, pkg })),
    platforms,
  );
  writePackageFacts(
    Object.fromEntries(
      installed.map(({ v, pkg }) => {
        const { platforms: marks, modules, commonMetadata, exceptions } = checked[v.name]!;
        return [
          v.name,
          {
            package: {
              alias: pkg.alias,
              name: pkg.name,
              version: pkg.version,
              types: path
                .relative(path.join(ROOT, 'node_modules', pkg.alias), pkg.typesEntry)
                .split(path.sep)
                .join('/'),
            },
            platforms: marks as Record<string, Platform[]>,
            platformEvidence: platforms.get(v.name)!.evidence,
            modules: [...modules],
            ...(commonMetadata ? { commonMetadata: [...commonMetadata] } : {}),
            exceptions: [...exceptions],
          },
        ];
      }),
    ),
    ROOT,
  );
  // The stamp the site imports to learn of a new content build under `npm run dev` (lib/generated/dev-content.ts).
  ensureContentGeneration(ROOT);
  // Last: under `npm run dev` the site loads its docs index again when this file changes (lib/docs/doc-index.ts), and
  // the files above must be there by then.
  writePreparedContent(prepared, ROOT);
  return { contentDir, manifest, note, docs: docs.length, notes: imported?.notes ?? [] };
}

/** Prepare the content, report it on the console; false (with the reason printed) when it failed. */
export function prepareContentCli(): boolean {
  try {
    const { note, manifest, docs, notes } = prepareContent();
    console.log(
      `prepare-content: ${note}; versions: ${[manifest.current ? `${manifest.current.label} (/docs/${manifest.current.path})` : null, ...manifest.versions].filter(Boolean).join(', ')}; ${docs} docs checked`,
    );
    for (const line of notes) console.log(`prepare-content: ${line}`);
  } catch (error) {
    console.error(`prepare-content: ${error instanceof GitSourceError ? '' : 'error: '}${(error as Error).message}`);
    return false;
  }
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === THIS_FILE) {
  if (!prepareContentCli()) process.exit(1);
  // The docs server's bundle, which the site publishes inside its tarball (lib/docs/server-package.ts): made here,
  // in both modes, so that esbuild (a native binary) stays out of the route handlers Turbopack compiles.
  if (isStale()) await buildServer();
}
