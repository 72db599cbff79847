/**
 * First build step: settle where the docs come from, lay them out the way
 * contentlayer2 reads them, and check every doc before the content build.
 * Writes .generated/content.json (the content folder to build, the files to
 * publish at the site root, what broken anchors do and the warnings to list at
 * the end of the build), .generated/versions.json (the version list) and
 * .generated/public/ (the source's static/ folder and the files pages refer to).
 *   local: content/ as it is.
 *   git:   the configured folder of a repository at a ref, fetched into
 *          .cache/content-sources (reused while the ref has not moved); a
 *          Docusaurus layout is mapped onto docs/<version>/.
 * A failed fetch stops the build with the URL, the ref and git's message;
 * content problems stop it with every problem listed by file and line.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { siteConfig } from '../lib/site-config';
import { resolveContentSource, type BrokenAnchorsSetting } from '../lib/content-source/source-config';
import {
  convertDocusaurusPage,
  docusaurusTarget,
  docusaurusVersionFolder,
  manifestFromDocusaurus,
  unlistedVersionFolders,
} from '../lib/content-source/docusaurus';
import { versionsFromManifest, UNRELEASED_FOLDER, type VersionManifest } from '../lib/versions/version-manifest';
import { versionPath } from '../lib/versions/versions';
import { checkContent, type ContentFile } from '../lib/content/check-content';
import { contentAssetLookup, type AssetLookup } from '../lib/content/assets';
import { ContentErrors, formatProblem, sortProblems, type ContentProblem } from '../lib/content/content-problems';
import { fetchGitFolder, GitSourceError } from './lib/git-source';

const THIS_FILE = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(THIS_FILE), '..');
const GENERATED = path.join(ROOT, '.generated');

/** What .generated/content.json holds, for contentlayer.config.ts and scripts/postbuild.mjs. */
export interface PreparedContent {
  contentDir: string;
  /** One line saying where the content came from. */
  source: string;
  /** Files to copy to the site root after `next build` (static/ and the files pages refer to). */
  publicDir: string;
  brokenAnchors: BrokenAnchorsSetting;
  /** Broken anchors that only warn, `file:line: message`, listed at the end of the build. */
  warnings: string[];
  /** `route#id` of each of those: the export's link check lets exactly these pass. */
  toleratedAnchors: string[];
}

function files(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === '.git') return [];
    return statSync(full).isDirectory() ? files(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
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

/** Version name → URL base of its pages. */
function versionBases(manifest: VersionManifest): Record<string, string> {
  return Object.fromEntries(versionsFromManifest(manifest, 'the content source').map((v) => [v.name, versionPath(v)]));
}

interface Imported {
  manifest: VersionManifest;
  /** Prepared path → the source file (as named in the repository) and the source line of each prepared line. */
  origins: Map<string, { file: string; lines: number[] }>;
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
  const bases = versionBases(manifest);
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
    versionBase: (version) => bases[version] ?? '',
  };
  const origins = new Map<string, { file: string; lines: number[] }>();
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
      origins.set(to, { file: named(rel), lines: page.lines });
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
      origins.set(to, { file: named(rel), lines: [] });
    } else {
      writeFileSync(out, text);
      origins.set(to, { file: named(rel), lines: [] });
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

/** Every file under docs/ of a content folder whose name matches, by its path relative to that folder. */
function contentFiles(contentDir: string, name: RegExp): ContentFile[] {
  return files(path.join(contentDir, 'docs'))
    .filter((rel) => name.test(rel))
    .map((rel) => ({ path: `docs/${rel}`, raw: readFileSync(path.join(contentDir, 'docs', rel), 'utf8') }));
}

/**
 * .generated/public: the content's static/ folder and the files its pages
 * refer to, copied to the site root by scripts/postbuild.mjs.
 */
function stagePublic(contentDir: string, assets: readonly { from: string; to: string }[]): string {
  const publicDir = path.join(GENERATED, 'public');
  rmSync(publicDir, { recursive: true, force: true });
  mkdirSync(publicDir, { recursive: true });
  if (existsSync(path.join(contentDir, 'static'))) {
    cpSync(path.join(contentDir, 'static'), publicDir, { recursive: true });
  }
  for (const asset of assets) {
    mkdirSync(path.dirname(path.join(publicDir, asset.to)), { recursive: true });
    cpSync(asset.from, path.join(publicDir, asset.to));
  }
  return publicDir;
}

/** .generated/problems.json: the content problems the pages show (scripts/dev.ts fills it in). */
export function writeProblems(problems: readonly ContentProblem[]): void {
  mkdirSync(GENERATED, { recursive: true });
  writeFileSync(path.join(GENERATED, 'problems.json'), `${JSON.stringify(problems, null, 2)}\n`);
}

export function prepareContent(env: Record<string, string | undefined> = process.env) {
  const source = resolveContentSource(siteConfig.contentSource, env);
  let contentDir: string;
  let manifest: VersionManifest;
  let note: string;
  let imported: Imported | undefined;
  if (env.CONTENT_DIR) {
    contentDir = path.resolve(env.CONTENT_DIR);
    manifest = readManifest(path.join(contentDir, 'versions.json'));
    note = `CONTENT_DIR ${contentDir}`;
  } else if (source.type === 'local') {
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
  const versions = versionsFromManifest(manifest, 'the content source');
  for (const v of versions) {
    if (!existsSync(path.join(contentDir, 'docs', v.name))) {
      throw new Error(`Version ${v.name} is listed but ${path.join(contentDir, 'docs', v.name)} does not exist.`);
    }
  }
  const origins = imported?.origins;
  const report = checkContent(contentFiles(contentDir, /\.mdx?$/), {
    versions,
    categories: contentFiles(contentDir, /(^|\/)_category_\.json$/),
    brokenAnchors: source.onBrokenAnchors,
    assets: contentAssetLookup(contentDir, versionBases(manifest), path.join(ROOT, 'public')),
    origin: origins
      ? (file, line) => {
          const origin = origins.get(file);
          return origin ? { file: origin.file, line: origin.lines[line - 1] ?? line } : { file, line };
        }
      : undefined,
  });
  const errors = [...(imported?.problems ?? []), ...report.errors];
  if (errors.length > 0) throw new ContentErrors(errors);
  const publicDir = stagePublic(
    contentDir,
    report.assets.map((a) => ({ from: path.join(contentDir, a.from), to: a.to })),
  );
  const prepared: PreparedContent = {
    contentDir,
    source: note,
    publicDir,
    brokenAnchors: source.onBrokenAnchors,
    warnings: sortProblems(report.warnings).map(formatProblem),
    toleratedAnchors: report.toleratedAnchors,
  };
  mkdirSync(GENERATED, { recursive: true });
  writeFileSync(path.join(GENERATED, 'versions.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(GENERATED, 'content.json'), `${JSON.stringify(prepared, null, 2)}\n`);
  // The check's outlines, so that contentlayer2 need not parse every body again for its headings.
  writeFileSync(path.join(GENERATED, 'outlines.json'), JSON.stringify(report.outlines));
  // None here (problems stop the build); `npm run dev` writes them while the content is broken.
  writeProblems([]);
  return { contentDir, manifest, note, docs: report.docs, notes: imported?.notes ?? [], warnings: prepared.warnings };
}

/** Prepare the content, report it on the console; false (with the reason printed) when it failed. */
export function prepareContentCli(): boolean {
  try {
    const { note, manifest, docs, notes, warnings } = prepareContent();
    console.log(
      `prepare-content: ${note}; versions: ${[manifest.current ? `${manifest.current.label} (/docs/${manifest.current.path})` : null, ...manifest.versions].filter(Boolean).join(', ')}; ${docs} docs checked`,
    );
    for (const line of notes) console.log(`prepare-content: ${line}`);
    if (warnings.length > 0) {
      console.warn(
        `prepare-content: ${warnings.length} broken anchor(s), listed again at the end of the build (CONTENT_BROKEN_ANCHORS=throw fails on them)`,
      );
    }
  } catch (error) {
    console.error(`prepare-content: ${error instanceof GitSourceError ? '' : 'error: '}${(error as Error).message}`);
    return false;
  }
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === THIS_FILE && !prepareContentCli()) process.exit(1);
