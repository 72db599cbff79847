/**
 * First build step: settle where the docs come from and lay them out the way
 * contentlayer2 reads them. Writes .generated/content.json (the content folder
 * to build) and .generated/versions.json (the version list).
 *   local: content/ as it is.
 *   git:   the configured folder of a repository at a ref, fetched into
 *          .cache/content-sources (reused while the ref has not moved); a
 *          Docusaurus layout is mapped onto docs/<version>/.
 * A failed fetch stops the build with the URL, the ref and git's message.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from '../lib/site-config';
import { resolveContentSource } from '../lib/content-source/source-config';
import { convertDocusaurusPage, docusaurusTarget, manifestFromDocusaurus } from '../lib/content-source/docusaurus';
import { versionsFromManifest, type VersionManifest } from '../lib/versions/version-manifest';
import { fetchGitFolder, GitSourceError } from './lib/git-source';

const THIS_FILE = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(THIS_FILE), '..');
const GENERATED = path.join(ROOT, '.generated');

function files(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === '.git') return [];
    return statSync(full).isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

function readManifest(file: string): VersionManifest {
  if (!existsSync(file))
    throw new Error(`${path.relative(ROOT, file)} is missing: the content source must list its versions.`);
  return JSON.parse(readFileSync(file, 'utf8')) as VersionManifest;
}

function importDocusaurus(sourceDir: string, targetDir: string): VersionManifest {
  rmSync(targetDir, { recursive: true, force: true });
  mkdirSync(targetDir, { recursive: true });
  let count = 0;
  for (const rel of files(sourceDir)) {
    const to = docusaurusTarget(rel);
    if (!to) continue;
    const out = path.join(targetDir, to);
    mkdirSync(path.dirname(out), { recursive: true });
    const text = readFileSync(path.join(sourceDir, rel), 'utf8');
    writeFileSync(out, /\.mdx?$/.test(rel) ? convertDocusaurusPage(text, rel) : text);
    count++;
  }
  if (count === 0) throw new Error(`${sourceDir} holds no Docusaurus docs (docs/ or versioned_docs/).`);
  const versionsFile = path.join(sourceDir, 'versions.json');
  const versionsJson = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : undefined;
  return manifestFromDocusaurus(versionsJson, existsSync(path.join(sourceDir, 'docs')));
}

export function prepareContent(env: Record<string, string | undefined> = process.env) {
  const source = resolveContentSource(siteConfig.contentSource, env);
  let contentDir: string;
  let manifest: VersionManifest;
  let note: string;
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
      manifest = importDocusaurus(fetched.path, contentDir);
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
  mkdirSync(GENERATED, { recursive: true });
  writeFileSync(path.join(GENERATED, 'versions.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(GENERATED, 'content.json'), `${JSON.stringify({ contentDir, source: note }, null, 2)}\n`);
  return { contentDir, manifest, note };
}

if (process.argv[1] && path.resolve(process.argv[1]) === THIS_FILE) {
  try {
    const { note, manifest } = prepareContent();
    console.log(
      `prepare-content: ${note}; versions: ${[manifest.current ? `${manifest.current.label} (/docs/${manifest.current.path})` : null, ...manifest.versions].filter(Boolean).join(', ')}`,
    );
  } catch (error) {
    console.error(`prepare-content: ${error instanceof GitSourceError ? '' : 'error: '}${(error as Error).message}`);
    process.exit(1);
  }
}
