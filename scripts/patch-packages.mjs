#!/usr/bin/env node
/**
 * Fixes in installed packages that their releases do not have yet, applied after every `npm ci` / `npm install`
 * (package.json's postinstall). Each replaces an exact piece of a file: when the piece is not there (the package
 * changed), the install fails naming it, so the fix is looked at again rather than silently lost. Running it twice
 * changes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {{ file: string, why: string, from: string, to: string, count: number }[]} */
export const PATCHES = [
  {
    // The writers' editor (npm run dev, /keystatic): a click on Create, Save or Delete while the editor was still
    // reading the content folder's file list (it does so on every load of the editor, and it takes a second or more
    // on a loaded machine) did nothing at all: no request, no message, the button ready again. Seen as a Create
    // that "sent nothing" in test/integration/editor-steps.mjs. Now the click waits for the list, then saves.
    file: 'node_modules/@keystatic/core/dist/keystatic-core-ui.js',
    why: 'a save clicked while the file list loads is kept, not dropped',
    from: "const unscopedTree = unscopedTreeData.kind === 'loaded' ? unscopedTreeData.data.tree : undefined;",
    to: "const unscopedTree = unscopedTreeData.kind === 'loaded' ? unscopedTreeData.data.tree : unscopedTreeData.kind === 'loading' ? (await unscopedTreeData.promise).tree : undefined;",
    count: 2,
  },
  // The writers' editor (npm run dev): a save writes its files in the order the editor lists them, the page before
  // the pictures it shows. The content build started by the page then found no picture ("image … not found" at the
  // top of the page), and the page showed the picture only if something else rebuilt it later; the picture step of
  // the dev-loop test failed that way, now and then. Pages are now written after every other file of the save, in
  // both of Keystatic's server builds.
  ...['keystatic-core-api-generic.node.js', 'keystatic-core-api-generic.node.react-server.js'].map((build) => ({
    file: `node_modules/@keystatic/core/dist/${build}`,
    why: 'a save writes its pictures before the page that shows them',
    from: 'for (const addition of updates.additions) {',
    to: 'for (const addition of [...updates.additions].sort((a, b) => Number(/\\.mdx?$/.test(a.path)) - Number(/\\.mdx?$/.test(b.path)))) {',
    count: 1,
  })),
  // The writers' editor and every page under `npm run dev`: when a route with generateStaticParams is first asked
  // for after a change (a page created, renamed or deleted in the editor makes the search index's and the docs'
  // routes work their params out again), Next's dev server reads `.next/dev/prerender-manifest.json`, adds the
  // route's paths and writes it back in place. Every request reads that file first (route-module.js, loadManifests),
  // and one arriving while it was being written read it empty: "SyntaxError: Unexpected end of JSON input" and a 500.
  // On the dev-loop test a Delete failed so (q7: `POST /api/keystatic/update 500`, the page stayed on disk), and
  // once the search index's params ("Failed to generate static paths for /search-index/[file]", q2). The file is
  // now read and written with no wait between, and written beside itself then renamed over, as Next writes its
  // other manifests (lib/fs/write-atomic.js): a reader sees the old file or the new one, whole. Next's issue #96259.
  {
    file: 'node_modules/next/dist/server/dev/next-dev-server.js',
    why: 'a request never reads the prerender manifest half written',
    from: "const rawExistingManifest = await _fs.default.promises.readFile((0, _path.join)(this.distDir, _constants1.PRERENDER_MANIFEST), 'utf8');",
    to: "const rawExistingManifest = _fs.default.readFileSync((0, _path.join)(this.distDir, _constants1.PRERENDER_MANIFEST), 'utf8');",
    count: 1,
  },
  {
    file: 'node_modules/next/dist/server/dev/next-dev-server.js',
    why: 'a request never reads the prerender manifest half written',
    from: 'await _fs.default.promises.writeFile((0, _path.join)(this.distDir, _constants1.PRERENDER_MANIFEST), updatedManifest);',
    to: "require('../../lib/fs/write-atomic').writeFileAtomic((0, _path.join)(this.distDir, _constants1.PRERENDER_MANIFEST), updatedManifest);",
    count: 1,
  },
];

export function applyPatches(root = ROOT) {
  for (const { file, why, from, to, count } of PATCHES) {
    const at = path.join(root, file);
    const text = readFileSync(at, 'utf8');
    const found = text.split(from).length - 1;
    const done = text.split(to).length - 1;
    if (done === count && found === 0) continue;
    if (found !== count)
      throw new Error(
        `patch-packages: ${file}: expected ${count} of the piece to replace (${why}), found ${found}: the package changed, look at the fix again`,
      );
    writeFileSync(at, text.split(from).join(to));
    console.log(`patch-packages: ${file}: ${why}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) applyPatches();
