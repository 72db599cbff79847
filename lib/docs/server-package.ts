/**
 * The docs server as an npm package tarball, published by the site itself at
 * `/mcp/<package>.tgz` and `/mcp/<package>-<version>.tgz`
 * (app/mcp/[...path]/route.ts), so that
 * `npx -y <site>/mcp/<package>.tgz --project .` works in both modes and
 * without a registry release. Made in memory from the same functions that
 * serve the site's files, once per load of the docs:
 * - `package.json` and `README.md`: mcp/'s own;
 * - `dist/`: the server bundle, which the prepare step writes into mcp/dist/
 *   (scripts/prepare-content.ts runs mcp/build.mjs: esbuild, a native binary,
 *   stays out of the route handlers Turbopack compiles, and bundles once per prepare, not per load);
 * - `data/`: the assistants' files (/mcp/…), each version's search data and
 *   every page's Markdown twin, at their routes, as the export holds them;
 * - `types/`: the declaration files check_snippet reads: each documented
 *   version's package (by its npm alias) and React Native's and React's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docsModel } from './doc-index';
import { assistantFiles } from './assistant-outputs';
import { searchDataOf, textFilesOf } from './site-files';
import { packageTarball, type PackageFile } from '../node/tarball';
import { serverTarballRoute, versionedTarballRoute } from '../assistants/install';
import { MCP_SERVER_PACKAGE, type AssistantManifest } from '../assistants/types';

/** The packages whose types the type-check loads besides the library's: React Native's (types only), React's and theirs. */
export const TYPE_PACKAGES = ['react-native', '@types/react', 'csstype', '@react-native/virtualized-lists'];

const ROOT = process.cwd();
const MCP = path.join(ROOT, 'mcp');

/** mcp/package.json's name and version. */
export function serverPackage(): { name: string; version: string } {
  const { name, version } = JSON.parse(readFileSync(path.join(MCP, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  if (name !== MCP_SERVER_PACKAGE)
    throw new Error(`mcp/package.json: name "${name}", but the site names the server ${MCP_SERVER_PACKAGE}.`);
  return { name, version };
}

/** The routes the tarball is served at: the stable one and the one named with the version. */
export function serverTarballRoutes(): string[] {
  const { name, version } = serverPackage();
  return [serverTarballRoute(name), versionedTarballRoute(name, version)];
}

/** A package's declaration files, package.json and licence, under `types/<alias>/`, nested node_modules left out. */
function typeFiles(from: string, alias: string): PackageFile[] {
  const dir = path.join(ROOT, 'node_modules', from);
  if (!existsSync(dir)) throw new Error(`The docs server's package: node_modules/${from} is not installed (npm ci).`);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.d\.[mc]?ts$|^package\.json$|^LICEN[CS]E/i.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((rel) => !rel.split('/').includes('node_modules'))
    .sort()
    .map((rel) => ({ path: `types/${alias}/${rel}`, body: readFileSync(path.join(dir, rel)) }));
}

/** Every file of the package, in a fixed order. */
export function serverPackageFiles(): PackageFile[] {
  const bundle = ['cli.mjs', 'typecheck-worker.mjs'].map((file) => {
    const full = path.join(MCP, 'dist', file);
    if (!existsSync(full))
      throw new Error(`The docs server's package: mcp/dist/${file} is missing (the prepare step bundles it).`);
    return { path: `dist/${file}`, body: readFileSync(full), executable: file === 'cli.mjs' };
  });
  const mcpFiles = [...assistantFiles()].sort(([a], [b]) => a.localeCompare(b));
  const manifest = JSON.parse(assistantFiles().get('/mcp/manifest.json')!) as AssistantManifest;
  const data: PackageFile[] = mcpFiles.map(([route, body]) => ({ path: `data${route}`, body }));
  for (const v of manifest.versions) {
    const version = docsModel.version(v.name);
    data.push({ path: `data${v.files.search}`, body: JSON.stringify(searchDataOf(version)) });
    const text = textFilesOf(version);
    for (const page of v.pages) {
      const markdown = text.get(page.markdown);
      if (markdown === undefined) throw new Error(`The docs server's package: no Markdown at ${page.markdown}.`);
      data.push({ path: `data${decodeURI(page.markdown)}`, body: markdown });
    }
  }
  const types = [
    ...manifest.versions.flatMap((v) => (v.package ? typeFiles(v.package.alias, v.package.alias) : [])),
    ...TYPE_PACKAGES.flatMap((pkg) => typeFiles(pkg, pkg)),
  ];
  return [
    { path: 'package.json', body: readFileSync(path.join(MCP, 'package.json')) },
    { path: 'README.md', body: readFileSync(path.join(MCP, 'README.md')) },
    ...bundle,
    ...data,
    ...types,
  ];
}

let made: Buffer | undefined;

/** The tarball's bytes (made on first use, then kept for this load of the docs). */
export function serverTarball(): Buffer {
  made ??= packageTarball(serverPackageFiles());
  return made;
}
