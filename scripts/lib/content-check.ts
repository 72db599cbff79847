/**
 * What the content checks that need no site build read: each version's pages and installed package (its API model,
 * native sources and platforms), the registry's input for the live content (`liveCheckInput`), and the type-check
 * of code blocks against the package, which is not a registry check. Shared by `scripts/check-content.ts` (the CLI)
 * and `test/content/` (Vitest).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { extractApiModel } from '../../lib/api-model/extract';
import { checkDrift, type ApiException, type DriftProblem } from '../../lib/api-model/drift';
import { docPageOf, type DocPage } from '../../lib/api-model/doc-sections';
import { typecheckBlocks, type TypecheckCache, type TypecheckResult } from '../../lib/node/typecheck-blocks';
import type { ApiModel } from '../../lib/api-model/types';
import { blocksOf } from '../../lib/quality/markdown-blocks';
import { parseDocFile } from '../../lib/content/parse-markdown';
import { titleOf } from '../../lib/content/doc-tree';
import type { Root } from 'mdast';
import {
  androidCommonMetadataKeys,
  commonMetadataRowProblems,
  iosCommonMetadataKeys,
  type NativeKeys,
} from '../../lib/api-model/native-metadata';
import {
  androidImplementations,
  functionVerdicts,
  iosImplementations,
  markEvidence,
  nativeCalls,
  platformMarkProblems,
  platformMarks,
  webImplementations,
  type FunctionVerdicts,
  type Modules,
  type Platform,
  type PlatformCalls,
  type SourceText,
} from '../../lib/api-model/native-platforms';
import { platformTableProblems } from '../../lib/api-model/platform-table';
import {
  applyReviewedPlatforms,
  parseReviewedPlatforms,
  reviewedExclusions,
  type ReviewedContext,
  type ReviewedPlatforms,
} from '../../lib/api-model/reviewed-platforms';
import { LIBRARY, ROOT, contentVersionRecords, contentVersions } from './content-versions';
import type { CheckedBuiltDoc, ContentCheckInput, VersionPackage } from '../../lib/content/content-checks';
import { CATEGORY_FILE, DOC_FILE, contentAssetLookup, readContentFiles } from '../../lib/docs/content-files';
import { parseDocFilePath } from '../../lib/docs/doc-path';
import { datingReleases } from '../../lib/api-model/lifecycle';
import { releasesOf } from './api-lifecycle';

export { ROOT, LIBRARY, contentVersionRecords, contentVersions } from './content-versions';

export interface ContentFile {
  /** Path from the repository root (`content/docs/4.1/api/events.md`). */
  file: string;
  docId: string;
  source: string;
}

/** Every page of a version folder, in path order. */
export function contentFiles(version: string, contentDir = path.join(ROOT, 'content')): ContentFile[] {
  const dir = path.join(contentDir, 'docs', version);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((file) => ({
      file: path.relative(ROOT, file),
      docId: path
        .relative(dir, file)
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, ''),
      source: readFileSync(file, 'utf8'),
    }));
}

interface ParsedFile {
  tree: Root;
  title: string;
}
const parsed = new Map<string, ParsedFile>();

/**
 * A page's tree and title, parsed as the content build parses it (these
 * checks run without a build), once per text.
 */
export function parsedFile(f: ContentFile): ParsedFile {
  let found = parsed.get(f.source);
  if (!found) {
    const { tree, frontMatter } = parseDocFile(f.source);
    const title = frontMatter.title;
    found = { tree, title: titleOf(typeof title === 'string' ? title : undefined, tree) };
    parsed.set(f.source, found);
  }
  return found;
}

/** The page's headings and tables, for the drift check and the API locations. */
function docPage(f: ContentFile): DocPage {
  const { tree, title } = parsedFile(f);
  return docPageOf(tree, f.file, f.docId, title);
}

/** `content/api-packages.json`: which installed package (npm alias) each version documents. */
export function packageFor(version: string, contentDir = path.join(ROOT, 'content')): string | undefined {
  const file = path.join(contentDir, 'api-packages.json');
  if (!existsSync(file)) return undefined;
  const map = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return map[version];
}

export interface InstalledPackage {
  alias: string;
  name: string;
  version: string;
  typesEntry: string;
}

export function installedPackage(alias: string): InstalledPackage {
  const dir = path.join(ROOT, 'node_modules', alias);
  const manifestFile = path.join(dir, 'package.json');
  if (!existsSync(manifestFile))
    throw new Error(`content/api-packages.json names "${alias}", which is not installed (run npm install).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    name: string;
    version: string;
    types?: string;
    typings?: string;
  };
  const types = manifest.types ?? manifest.typings;
  if (!types) throw new Error(`${manifestFile}: the package declares no "types" entry.`);
  return { alias, name: manifest.name, version: manifest.version, typesEntry: path.join(dir, types) };
}

const MODEL_FORMAT = 1;

/** The version's API model, read from the package or from `.generated/api-model/` when the package is unchanged. */
export function apiModelFor(pkg: InstalledPackage): ApiModel {
  const extractor = ['extract.ts', 'types.ts']
    .map((f) => readFileSync(path.join(ROOT, 'lib/api-model', f), 'utf8'))
    .join('\n');
  const key = createHash('sha256')
    .update(`${MODEL_FORMAT}\n${pkg.name}@${pkg.version}\n${extractor}`)
    .digest('hex')
    .slice(0, 16);
  const cacheDir = path.join(ROOT, '.generated', 'api-model');
  const cacheFile = path.join(cacheDir, `${pkg.alias}.json`);
  if (existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { key: string; model: ApiModel };
    if (cached.key === key) return cached.model;
  }
  const model = extractApiModel(pkg.typesEntry, { package: { name: pkg.name, version: pkg.version } });
  mkdirSync(cacheDir, { recursive: true });
  const tmp = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ key, model }, null, 1));
  renameSync(tmp, cacheFile);
  return model;
}

/**
 * The exports left undocumented on purpose, each with its reason (`*` for every version): reviewed facts about the
 * packages, in api-facts/ with the others, read by the build and the content tests alike.
 */
export function readExceptions(version: string): ApiException[] {
  const file = path.join(ROOT, 'api-facts/exceptions.json');
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ApiException[]>;
  return [...(all['*'] ?? []), ...(all[version] ?? [])];
}

/**
 * The declaration files every version's check reads (TypeScript's own, React's, React Native's, each version's
 * package), parsed once per process instead of once per check: installed packages do not change while it runs.
 * Programs are not kept (a fresh map each check), so the memory held is these files alone.
 */
const declarationFiles: TypecheckCache['sourceFiles'] = new Map();

/** Type-check every ts/tsx block (and js blocks that import the library) of a version. */
export function typecheckVersion(
  version: string,
  files: readonly ContentFile[],
  pkg: InstalledPackage,
): TypecheckResult {
  const blocks = files.flatMap((f) =>
    blocksOf(parsedFile(f).tree).code.map((block) => ({
      file: f.file,
      line: block.line,
      lang: block.lang,
      meta: block.meta,
      code: block.code,
    })),
  );
  return typecheckBlocks(blocks, {
    moduleName: LIBRARY,
    typesEntry: pkg.typesEntry,
    projectRoot: ROOT,
    label: version,
    cache: { sourceFiles: declarationFiles, programs: new Map() },
  });
}

export function driftOfVersion(version: string, files: readonly ContentFile[], model: ApiModel): DriftProblem[] {
  const pages: DocPage[] = files.map(docPage);
  return checkDrift(model, pages, { versionDir: `content/docs/${version}`, exceptions: readExceptions(version) });
}

/** The API models of every version that names a package, by version. */
export function allModels(versions: readonly string[]): Map<string, ApiModel> {
  const models = new Map<string, ApiModel>();
  for (const version of versions) {
    const alias = packageFor(version);
    if (alias) models.set(version, apiModelFor(installedPackage(alias)));
  }
  return models;
}

/** The first file called `name` under `dir` (in path order), skipping build output. */
function findFile(dir: string, name: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === name)
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part === 'build' || part === 'node_modules'),
    )
    .sort()[0];
}

/**
 * What Android and iOS send as common metadata, read from the package's
 * native `MetadataAdapter` sources; `undefined` for packages without them (before 4.0).
 */
export function nativeCommonMetadata(pkg: InstalledPackage): NativeKeys[] | undefined {
  const dir = path.join(ROOT, 'node_modules', pkg.alias);
  const kotlin = findFile(path.join(dir, 'android'), 'MetadataAdapter.kt');
  const swift = findFile(path.join(dir, 'ios'), 'MetadataAdapter.swift');
  if (!kotlin && !swift) return undefined;
  if (!kotlin || !swift)
    throw new Error(`${pkg.name}@${pkg.version} has only ${kotlin ?? swift}; expected both adapters.`);
  return [
    { platform: 'Android', keys: androidCommonMetadataKeys(readFileSync(kotlin, 'utf8')) },
    { platform: 'iOS', keys: iosCommonMetadataKeys(readFileSync(swift, 'utf8')) },
  ];
}

/** Rows of the version's `api/objects/metadata` page that the native code contradicts (see lib/api-model/native-metadata.ts). */
export function nativeMetadataProblems(
  version: string,
  files: readonly ContentFile[],
  sent: readonly NativeKeys[],
): DriftProblem[] {
  const page = files.find((f) => f.docId === 'api/objects/metadata');
  if (!page)
    return [
      {
        file: `content/docs/${version}/api/objects/`,
        message: 'the package sends common metadata, but the version has no api/objects/metadata page.',
      },
    ];
  return commonMetadataRowProblems(docPage(page), sent);
}

/** Every file under `dir` whose name matches, in path order, skipping build output and vendored code; paths relative to `base`. */
function filesUnder(dir: string, name: RegExp, base = dir): SourceText[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part === 'build' || part === 'node_modules' || part === 'Vendor'),
    )
    .sort()
    .map((file) => ({ file: path.relative(base, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));
}

/** What the platform analysis reads of a package: each function's native calls per platform, and each platform's module. */
export interface PackageCode {
  /** The JavaScript file the calls come from, relative to the package. */
  js: string;
  calls: PlatformCalls;
  modules: Modules;
}

/**
 * The code of the package the platform analysis reads (see lib/api-model/native-platforms.ts): its JavaScript
 * (`trackPlayer.ts` in `src/`, else the built `trackPlayer.js`) and its Android, iOS and web modules.
 */
export function packageCode(pkg: InstalledPackage): PackageCode {
  const dir = path.join(ROOT, 'node_modules', pkg.alias);
  const js =
    filesUnder(path.join(dir, 'src'), /^trackPlayer\.ts$/, dir)[0] ??
    filesUnder(path.join(dir, 'lib'), /^trackPlayer\.js$/, dir)[0];
  if (!js) throw new Error(`${pkg.name}@${pkg.version}: no trackPlayer.ts in src/ nor trackPlayer.js in lib/.`);
  const android = filesUnder(path.join(dir, 'android'), /\.(kt|java)$/, dir);
  const ios = filesUnder(path.join(dir, 'ios'), /\.(mm?|swift)$/, dir);
  const web = filesUnder(path.join(dir, 'web'), /\.tsx?$/, dir);
  return {
    js: js.file,
    calls: nativeCalls(js),
    modules: {
      ...(android.length ? { android: androidImplementations(android) } : {}),
      ...(ios.some((f) => /\.mm?$/.test(f.file)) ? { ios: iosImplementations(ios) } : {}),
      ...(web.length ? { web: webImplementations(web) } : {}),
    },
  };
}

/** The reviewed platform facts (lib/api-model/reviewed-platforms.ts), by path from the repository root. */
export const REVIEWED_PLATFORMS = 'api-facts/platforms.json';

export function readReviewedPlatforms(root = ROOT): ReviewedPlatforms {
  const file = path.join(root, REVIEWED_PLATFORMS);
  if (!existsSync(file)) throw new Error(`${REVIEWED_PLATFORMS} is missing.`);
  return parseReviewedPlatforms(readFileSync(file, 'utf8'), REVIEWED_PLATFORMS);
}

/** One version's platform facts: the marks the docs server shows, their evidence, and the invariant's problems. */
export interface VersionPlatforms {
  marks: Record<string, Platform[]>;
  evidence: Record<string, Partial<Record<Platform, string>>>;
  verdicts: FunctionVerdicts;
  /** The platforms the package has a module for. */
  modules: Platform[];
  /** Marks without an implementation (platformMarkProblems): empty unless something is wrong. */
  problems: string[];
}

/**
 * Each documented version's platforms: the analysis of its package's code with the reviewed file applied (an
 * error naming the file and entry when an entry is malformed or stale), and the invariant checked on the result.
 * @param marksOf for tests: how marks are made from the verdicts (the real rule by default)
 */
export function versionPlatforms(
  installed: readonly { version: string; pkg: InstalledPackage }[],
  reviewed: ReviewedPlatforms = readReviewedPlatforms(),
  marksOf: (verdicts: FunctionVerdicts, code: PackageCode) => Record<string, Platform[]> = platformMarks,
): Map<string, VersionPlatforms> {
  const code = new Map(installed.map(({ version, pkg }) => [version, packageCode(pkg)]));
  const contexts = new Map<string, ReviewedContext>(
    installed.map(({ version, pkg }) => {
      const c = code.get(version)!;
      const dir = path.join(ROOT, 'node_modules', pkg.alias);
      return [
        version,
        {
          package: `${pkg.name}@${pkg.version}`,
          verdicts: functionVerdicts(c.calls, c.modules, c.js),
          lines: (file: string) => {
            const full = path.join(dir, file);
            return full.startsWith(dir + path.sep) && existsSync(full)
              ? readFileSync(full, 'utf8').split('\n')
              : undefined;
          },
        },
      ];
    }),
  );
  const applied = applyReviewedPlatforms(reviewed, REVIEWED_PLATFORMS, contexts);
  return new Map(
    installed.map(({ version }) => {
      const verdicts = applied.get(version)!;
      const c = code.get(version)!;
      const marks = marksOf(verdicts, c);
      return [
        version,
        {
          marks,
          evidence: markEvidence(verdicts),
          verdicts,
          modules: Object.keys(c.modules) as Platform[],
          problems: platformMarkProblems(
            version,
            marks,
            c.calls,
            c.modules,
            reviewedExclusions(reviewed, version, REVIEWED_PLATFORMS),
          ),
        },
      ];
    }),
  );
}

/**
 * The platforms of each function of one package (see versionPlatforms), with the reviewed entries of the version
 * that documents it (by default the one `content/api-packages.json` maps to the package); throws when the
 * invariant fails.
 */
export function nativePlatforms(
  pkg: InstalledPackage,
  version = contentVersions().find((v) => packageFor(v) === pkg.alias) ?? pkg.alias,
): Record<string, Platform[]> {
  const found = versionPlatforms([{ version, pkg }], onlyVersion(readReviewedPlatforms(), version)).get(version)!;
  if (found.problems.length) throw new Error(found.problems.join('\n'));
  return found.marks;
}

/** The reviewed entries of one version only (the others are checked where every version is read). */
function onlyVersion(reviewed: ReviewedPlatforms, version: string): ReviewedPlatforms {
  return onlyVersions(reviewed, [version]);
}

/**
 * The reviewed entries of the versions a content source documents: a fixture or a maintainer's repository with
 * other versions needs none of the others (the live content's checks hold every entry to the installed packages).
 */
export function onlyVersions(reviewed: ReviewedPlatforms, versions: readonly string[]): ReviewedPlatforms {
  return { notWorking: reviewed.notWorking.filter((e) => versions.includes(e.version)) };
}

/** The function table of the version's basics/platform-support page against its computed marks (lib/api-model/platform-table.ts). */
export function platformSupportProblems(
  version: string,
  files: readonly ContentFile[],
  marks: Readonly<Record<string, readonly Platform[]>>,
  pkg: InstalledPackage,
): DriftProblem[] {
  const page = files.find((f) => f.docId === 'basics/platform-support');
  if (!page) return [{ file: `content/docs/${version}/basics/`, message: 'the version has no platform-support page.' }];
  const withModule = Object.keys(packageCode(pkg).modules) as Platform[];
  return platformTableProblems(docPage(page), marks, withModule);
}

/**
 * What the registry's checks (lib/content/content-checks.ts) read of each version's package, from the installed
 * packages: the prepare step writes it to .generated/package-facts.json, and `test:content` reads it here.
 */
export function versionPackages(
  installed: readonly { version: string; pkg: InstalledPackage }[],
  platforms: ReadonlyMap<string, VersionPlatforms> = versionPlatforms(
    installed,
    onlyVersions(
      readReviewedPlatforms(),
      installed.map((i) => i.version),
    ),
  ),
): Record<string, VersionPackage> {
  return Object.fromEntries(
    installed.map(({ version, pkg }) => {
      const sent = nativeCommonMetadata(pkg);
      const found = platforms.get(version)!;
      return [
        version,
        {
          model: apiModelFor(pkg),
          platforms: found.marks,
          modules: found.modules,
          ...(sent ? { commonMetadata: sent } : {}),
          exceptions: readExceptions(version),
        },
      ];
    }),
  );
}

/**
 * The registry's input for the live content (content/), read and parsed here without a build, for `test:content`
 * and `npx tsx scripts/check-content.ts`: each doc parsed as the content build parses it, keyed by its text.
 */
export function liveCheckInput(contentDir = path.join(ROOT, 'content')): ContentCheckInput {
  const versions = contentVersionRecords(contentDir);
  const files = readContentFiles(contentDir, DOC_FILE);
  const docs = files.map(({ path: file, raw }): CheckedBuiltDoc => {
    const { version, docId } = parseDocFilePath(file);
    const { tree, title } = parsedFile({ file, docId, source: raw });
    return {
      path: file,
      version,
      docId,
      title,
      tree,
      key: raw,
      ...(docId.startsWith('api/') ? { apiPage: docPageOf(tree, file, docId, title) } : {}),
    };
  });
  const installed = versions.flatMap((v) => {
    const alias = packageFor(v.name, contentDir);
    return alias ? [{ version: v.name, pkg: installedPackage(alias) }] : [];
  });
  const packages = versionPackages(installed);
  const models = Object.fromEntries(Object.entries(packages).map(([v, p]) => [v, p.model]));
  // Every release read, oldest first (the documented ones and those between them), with the labels readers see.
  const releases = datingReleases(releasesOf(versions, models, contentDir));
  return {
    versions,
    files,
    categories: readContentFiles(contentDir, CATEGORY_FILE),
    docs,
    packages,
    releases: {
      order: releases.map((r) => ({ name: r.name, label: r.label })),
      models: new Map(releases.map((r) => [r.name, r.model])),
    },
    packagesKey: installed.map(({ pkg }) => `${pkg.name}@${pkg.version}`).join(' '),
    assets: contentAssetLookup(contentDir, versions, path.join(ROOT, 'public')),
  };
}
