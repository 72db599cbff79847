/**
 * `npm run mcp -- --project <folder> [--version <v>]`: the docs server from
 * this checkout, over stdio. It bundles mcp/src/ when a source is newer than
 * the bundle (about a second), then runs
 * it on the build's export (`out/`, after `npm run build`) and on the
 * declaration files in node_modules. Nothing but the protocol goes to stdout.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, isStale } from './build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.resolve(ROOT, process.env.OUT_DIR ?? 'out');
if (!existsSync(path.join(OUT, 'mcp', 'manifest.json'))) {
  process.stderr.write(
    `npm run mcp: ${path.relative(ROOT, OUT)}/mcp/manifest.json is missing: run \`npm run build\` first.\n`,
  );
  process.exit(1);
}
if (isStale()) await buildServer();
process.argv.push('--data', OUT, '--types', path.join(ROOT, 'node_modules'));
// By its URL: the type-check of this file is not to follow into the bundle.
await import(pathToFileURL(path.join(ROOT, 'mcp/dist/cli.mjs')).href);
