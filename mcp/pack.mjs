/**
 * `npm run mcp:pack [-- --destination <folder>]`: the docs server as a
 * publishable npm package, after `npm run build`. It bundles the server
 * (mcp/dist/), copies the build's data for it from the export (mcp/data/:
 * the manifest, API facts, changes and AGENTS.md of every version, and the
 * site's own search data and Markdown twins the manifest names) and the
 * declaration files `check_snippet` needs (mcp/types/: each version's
 * package, React Native's, React's and what they import), then runs
 * `npm pack` and prints the tarball's size and what each part weighs.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');

/** The packages whose types the type-check loads besides the library's: React Native's (types only), React's and theirs. */
export const TYPE_PACKAGES = ['react-native', '@types/react', 'csstype', '@react-native/virtualized-lists'];

/** Copy a package's declaration files, package.json and licence, keeping their paths. */
function copyTypes(from, to) {
  if (!existsSync(from)) throw new Error(`mcp:pack: ${path.relative(ROOT, from)} is not installed (run npm ci).`);
  for (const file of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    const source = path.join(from, file);
    if (!statSync(source).isFile()) continue;
    if (!/\.d\.[mc]?ts$|^package\.json$|^LICEN[CS]E/i.test(path.basename(file))) continue;
    if (file.split(path.sep).includes('node_modules')) continue;
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(source, path.join(to, file));
  }
}

/** Bytes of every file under a folder. */
function bytesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => statSync(path.join(dir, file)))
    .filter((s) => s.isFile())
    .reduce((sum, s) => sum + s.size, 0);
}

/**
 * Lay out mcp/ as the package and pack it.
 * @param {{ out?: string, destination: string }} options the export to read (default out/) and where to write the tarball
 * @returns {Promise<{ tarball: string, size: number, unpackedSize: number, entryCount: number, parts: Record<string, number> }>}
 */
export async function packServer({ out = path.join(ROOT, 'out'), destination }) {
  const manifestFile = path.join(out, 'mcp', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`mcp:pack: ${path.relative(ROOT, manifestFile)} is missing: run \`npm run build\` first.`);
  await buildServer();
  const data = path.join(HERE, 'data');
  const types = path.join(HERE, 'types');
  rmSync(data, { recursive: true, force: true });
  rmSync(types, { recursive: true, force: true });

  /** @type {import('../lib/assistants/types').AssistantManifest} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const copyRoute = (route) => {
    const file = path.join(...route.split('/').filter(Boolean).map(decodeURIComponent));
    if (!existsSync(path.join(out, file))) throw new Error(`mcp:pack: the export has no ${route}.`);
    mkdirSync(path.dirname(path.join(data, file)), { recursive: true });
    cpSync(path.join(out, file), path.join(data, file));
  };
  cpSync(path.join(out, 'mcp'), path.join(data, 'mcp'), { recursive: true });
  for (const v of manifest.versions) {
    copyRoute(v.files.search);
    for (const page of v.pages) copyRoute(page.markdown);
    if (v.package) copyTypes(path.join(ROOT, 'node_modules', v.package.alias), path.join(types, v.package.alias));
  }
  for (const pkg of TYPE_PACKAGES) copyTypes(path.join(ROOT, 'node_modules', pkg), path.join(types, pkg));

  mkdirSync(destination, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', path.resolve(destination)], {
      cwd: HERE,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  return {
    tarball: path.join(path.resolve(destination), packed.filename),
    size: packed.size,
    unpackedSize: packed.unpackedSize,
    entryCount: packed.entryCount,
    parts: { dist: bytesUnder(path.join(HERE, 'dist')), data: bytesUnder(data), types: bytesUnder(types) },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--destination');
  const destination = at === -1 ? HERE : process.argv[at + 1];
  if (!destination) throw new Error('mcp:pack: --destination needs a folder.');
  const result = await packServer({ destination });
  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  console.log(
    `mcp:pack: ${path.relative(process.cwd(), result.tarball)}: ${mb(result.size)} packed, ${mb(result.unpackedSize)} unpacked, ${result.entryCount} files (server ${mb(result.parts.dist)}, docs data ${mb(result.parts.data)}, declaration files ${mb(result.parts.types)})`,
  );
}
