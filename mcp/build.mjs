/**
 * Bundles the docs server (mcp/src/, with the lib/ modules it uses) into
 * mcp/dist/: `cli.mjs` (the package's bin) and `typecheck-worker.mjs`. The
 * MCP SDK and zod are inside the bundle: as dependencies they made `npx`
 * fetch and install about ninety packages (the SDK's HTTP server among them)
 * before the first answer. TypeScript stays the one dependency: check_snippet
 * needs its compiler and its `lib.*.d.ts` files as they are installed.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
/** The inputs of the last build (from esbuild's metafile), to tell whether the bundle is older than its sources. */
const INPUTS = path.join(HERE, '.bundle-inputs.json');

/**
 * Whether mcp/dist/ is missing or older than one of the files it was bundled
 * from (or than this script): `npm run mcp` then rebuilds it, and otherwise
 * starts at once.
 */
export function isStale() {
  if (!existsSync(INPUTS)) return true;
  const built = statSync(INPUTS).mtimeMs;
  const inputs = [...JSON.parse(readFileSync(INPUTS, 'utf8')), path.relative(ROOT, fileURLToPath(import.meta.url))];
  return inputs.some((file) => !existsSync(path.join(ROOT, file)) || statSync(path.join(ROOT, file)).mtimeMs > built);
}

/** Build mcp/dist/; resolves with the output files. */
export async function buildServer() {
  // Loaded here, not at the top: `npm run mcp` imports this file to ask isStale() and starts faster without it.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { cli: path.join(HERE, 'src/cli.ts'), 'typecheck-worker': path.join(HERE, 'src/typecheck-worker.ts') },
    outdir: path.join(HERE, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A smaller download for `npx` (the tarball's bundle went from 366 to 299 KB); names are kept, so that a stack
    // trace still reads.
    minifyWhitespace: true,
    minifySyntax: true,
    external: ['typescript'],
    // The worker's TypeScript through `require` (see src/typescript-require.ts).
    alias: { typescript: path.join(HERE, 'src/typescript-require.ts') },
    // Bundled CommonJS modules (semver) call require for their own files only; Node's builtins need a real one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    metafile: true,
    absWorkingDir: ROOT,
    // Bundled CommonJS modules are keyed by their path from here (`node_modules/semver/…`). Through a linked
    // node_modules (a scratch copy of the checkout) the real path would make that `../../…/node_modules/…`, and the
    // docs server's tarball would differ from the export's (the dev-loop test compares them byte for byte).
    preserveSymlinks: true,
  });
  writeFileSync(INPUTS, JSON.stringify(Object.keys(result.metafile.inputs)));
  return Object.keys(result.metafile.outputs);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await buildServer();
  console.log(`mcp/build: ${files.join(', ')}`);
}
