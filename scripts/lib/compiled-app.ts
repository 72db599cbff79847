/**
 * Whether step 5 of the build (`next build`) must compile the app again, or
 * only render the pages.
 *
 * The compiled app in `.next/` holds the code, the packages, the
 * configuration and the build settings, but no docs: the pages read those
 * from disk as they render (lib/docs/built-docs.ts and lib/generated/). So
 * after a change to the docs alone, the pages are rendered again from the app
 * already compiled (`next build --experimental-build-mode generate`), which
 * skips the compile, about half of the step. Anything else changed, or any
 * doubt (no mark, another Next output folder), and the app is compiled again.
 *
 * What the app was compiled from is a digest of every file in the checkout
 * except the docs and what builds, tests and tools write, of the installed
 * packages' lockfile, and of the settings next.config.js reads. A full build
 * writes it into `.next/` once it has succeeded.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INLINED_VARIABLES } from '../../lib/config/env.mjs';

/** Top-level entries that are not compiled into the app: the docs, version control, and what builds and tests write. */
const NOT_COMPILED = new Set([
  '.git',
  'node_modules',
  'content',
  '.contentlayer',
  '.generated',
  '.cache',
  'coverage',
  'test-results',
  // The docs server for assistants: its own bundle and package (mcp/dist, data, types), which the site never imports.
  'mcp',
]);
/** Folders skipped at any depth: installed packages and Next's output (the seed and floor apps under bench/ have theirs). */
const SKIPPED_FOLDER = /^(node_modules|\.next.*|out)$/;
/** Files rewritten by tools on every run: TypeScript's incremental state and Next's type stub. */
const SKIPPED_FILE = /\.tsbuildinfo$|^next-env\.d\.ts$/;
/** The settings next.config.js reads, besides every `NEXT_PUBLIC_` variable, which Next inlines itself. */
const COMPILED_SETTINGS = [...INLINED_VARIABLES, 'NEXT_EXPORT_DIR', 'NEXT_TURBOPACK_ROOT', 'NODE_ENV'];

/** The mark a full build leaves in Next's output folder. */
const MARK = 'compiled-from.json';

/**
 * The digest of what `next build` compiles in the checkout at `root`, with
 * the environment `env`. `contentDir`, the active content folder, is left out
 * wherever it is.
 */
export function appDigest(root: string, env: Record<string, string | undefined>, contentDir?: string): string {
  const hash = createHash('sha256');
  const skippedContent = contentDir ? path.relative(root, path.resolve(root, contentDir)) : undefined;
  const add = (rel: string, data: string | Buffer) => hash.update(`${rel}\0${data.length}\0`).update(data);
  const files: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (NOT_COMPILED.has(entry.name) || SKIPPED_FOLDER.test(entry.name)) continue;
    if (!entry.isDirectory()) {
      files.push(entry.name);
      continue;
    }
    for (const inner of readdirSync(path.join(root, entry.name), { withFileTypes: true, recursive: true })) {
      if (inner.isDirectory()) continue;
      const rel = path.relative(root, path.join(inner.parentPath, inner.name));
      const segments = rel.split(path.sep);
      if (segments.slice(0, -1).some((s) => SKIPPED_FOLDER.test(s))) continue;
      if (skippedContent && !skippedContent.startsWith('..') && (rel + path.sep).startsWith(skippedContent + path.sep))
        continue;
      files.push(rel);
    }
  }
  for (const rel of files.filter((f) => !SKIPPED_FILE.test(path.basename(f))).sort()) {
    const at = path.join(root, rel);
    let data: string | Buffer;
    try {
      data = readFileSync(at);
    } catch {
      data = `link to ${readlinkSync(at)}`; // a link to a folder, or a dangling one
    }
    add(rel, data);
  }
  // The installed packages: npm's record of node_modules (package-lock.json and patches/ are files above).
  const installed = path.join(root, 'node_modules/.package-lock.json');
  add('node_modules/.package-lock.json', existsSync(installed) ? readFileSync(installed) : 'none');
  const settings = Object.keys(env)
    .filter((name) => COMPILED_SETTINGS.includes(name) || name.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  add('settings', [`node ${process.version}`, ...settings].join('\n'));
  return hash.digest('hex');
}

/** The digest the compiled app in `distDir` was built from, if a full build left its mark there. */
export function compiledFrom(distDir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(distDir, MARK), 'utf8')) as { digest?: string }).digest;
  } catch {
    return undefined;
  }
}

/** Leave the mark of a full build that succeeded. */
export function markCompiled(distDir: string, digest: string): void {
  writeFileSync(path.join(distDir, MARK), `${JSON.stringify({ digest })}\n`);
}
