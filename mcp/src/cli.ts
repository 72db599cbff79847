#!/usr/bin/env node
/**
 * `react-native-track-player-docs-mcp [--project <folder>] [--version <v>]`:
 * the docs server for coding assistants, over stdio; with `agents-md
 * [--remove]`, the block of the project's version in its AGENTS.md instead
 * (src/agents-md.ts). It reads which version
 * of the library the project uses, then answers from the docs of that
 * version, offline. `--data` and `--types` point a checkout's run
 * (`npm run mcp`) at the export and at node_modules; the package defaults
 * to its own copies.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import pkg from '../package.json';
import { AgentsMdError, agentsMd } from './agents-md';
import { DocsData } from './docs-data';
import { openDocsServer } from './open';

const USAGE = `Usage: ${pkg.name} [--project <folder>] [--version <docs version or x.y.z>]
       ${pkg.name} agents-md [--project <folder>] [--remove]

  agents-md  write the notes of the project's installed version between two marker comments at the top of its
             AGENTS.md (CLAUDE.md when it has that and no AGENTS.md), leaving the rest of the file as it is;
             --remove takes them out

  --project  the app's folder, whose lockfile says which version of the library it uses (default: the current folder)
  --version  answer for this version whatever the project uses
  --data     the docs data (default: the package's data/; a checkout's out/)
  --types    the declaration files for check_snippet (default: the package's types/; a checkout's node_modules/)
`;

function fail(message: string, code: number): never {
  process.stderr.write(`${pkg.name}: ${message}\n`);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      project: { type: 'string' },
      version: { type: 'string' },
      data: { type: 'string' },
      types: { type: 'string' },
      remove: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: true,
  });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, 2);
}
const args = parsed.values;
const [command, ...extra] = parsed.positionals;
if ((command !== undefined && command !== 'agents-md') || extra.length)
  fail(`unknown command "${[command, ...extra].join(' ')}".\n\n${USAGE}`, 2);
if (command !== 'agents-md' && args.remove) fail(`--remove goes with agents-md.\n\n${USAGE}`, 2);
if (command === 'agents-md' && args.version !== undefined)
  fail('agents-md takes the version the project has installed; --version is for the server.', 2);
if (args.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(args.data ?? path.join(here, '..', 'data'));
const typesDir = path.resolve(args.types ?? path.join(here, '..', 'types'));
const project = path.resolve(args.project ?? process.cwd());

let data: DocsData;
try {
  data = new DocsData(dataDir);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), 1);
}
if (command === 'agents-md') {
  try {
    const result = agentsMd({ project, data, tool: pkg.name, remove: args.remove ?? false });
    process.stdout.write(`${result.message}\n`);
    process.exit(0);
  } catch (error) {
    if (!(error instanceof AgentsMdError)) throw error;
    fail(error.message, 1);
  }
}

let opened;
try {
  opened = openDocsServer({
    data,
    typesDir,
    project,
    version: args.version,
    workerUrl: new URL('./typecheck-worker.mjs', import.meta.url),
    serverVersion: pkg.version,
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), 2);
}
await opened.server.connect(new StdioServerTransport());
process.stderr.write(`${pkg.name}: ${opened.inUse.note}\n`);

// Parse the declaration files of the project's version now, off the main thread, so that the first check is quick.
opened
  .warm()
  .catch((error: unknown) =>
    process.stderr.write(`${pkg.name}: ${error instanceof Error ? error.message : String(error)}\n`),
  );
