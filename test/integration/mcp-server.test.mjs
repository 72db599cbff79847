/**
 * The docs server for coding assistants over stdio, once (needs `npm run build`): `npm run mcp` bundles the server
 * when its sources changed and starts it on a fixture project, driven by the MCP SDK's own client over stdio. The
 * arguments (`--project`, `--version`), the six tools and the type-check worker of check_snippet, which only the
 * bundle runs, are checked here; every tool's answers, for each kind of lockfile, are checked in-process by
 * mcp-tools.test.ts, on the same server (mcp/src/open.ts) through the SDK's in-memory transport.
 * No network: the server reads files only.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'out');
const PKG = 'react-native-track-player';

let dir;
/** @type {Client[]} */
const clients = [];

/** `npm run mcp -- --project <folder>` (silent: npm's banner would go to stdout, where only the protocol may), connected. */
async function start(project, extra = []) {
  const stderr = [];
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp', '--', '--project', project, ...extra],
    cwd: ROOT,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  const client = new Client({ name: 'mcp-server-test', version: '1.0.0' });
  try {
    await client.connect(transport);
  } catch (error) {
    throw new Error(`npm run mcp -- --project ${project} did not start: ${error}\nIts stderr: ${stderr.join('')}`);
  }
  clients.push(client);
  return client;
}

/** A tool's structured answer; fails with the text when the tool answered with an error. */
async function call(client, name, args = {}) {
  const result = await client.callTool({ name, arguments: args });
  assert.ok(!result.isError, `${name} ${JSON.stringify(args)} answered an error: ${result.content?.[0]?.text}`);
  assert.ok(result.structuredContent, `${name} answered structured content`);
  assert.ok(result.content?.[0]?.text, `${name} answered text content too`);
  return result.structuredContent;
}

before(() => {
  assert.ok(
    existsSync(path.join(OUT, 'mcp/manifest.json')),
    'out/mcp/manifest.json is missing: run `npm run build` first',
  );
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-project-'));
  writeFileSync(
    path.join(dir, 'package-lock.json'),
    JSON.stringify({ lockfileVersion: 3, packages: { [`node_modules/${PKG}`]: { version: '3.2.0' } } }),
  );
});

after(async () => {
  await Promise.all(clients.map((c) => c.close()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('npm run mcp over stdio: --project and --version read, six tools, check_snippet type-checks in its worker', async () => {
  const client = await start(dir, ['--version', '4.1']);
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), [
    'check_snippet',
    'docs_version',
    'lookup_symbol',
    'read_page',
    'search_docs',
    'upgrade_notes',
  ]);
  const version = await call(client, 'docs_version');
  assert.deepEqual([version.version, version.installed, version.source], ['4.1', '3.2.0', '--version']);
  const code = `import TrackPlayer from '${PKG}';\nconst track = await TrackPlayer.getActiveTrack();\nconsole.log(track);\n`;
  const in32 = await call(client, 'check_snippet', { code, version: '3.2' });
  assert.equal(in32.ok, false);
  assert.equal(in32.diagnostics.length, 1);
  assert.equal(in32.diagnostics[0].line, 2);
  assert.match(in32.diagnostics[0].message, /^TS2339: Property 'getActiveTrack' does not exist/);
  const in41 = await call(client, 'check_snippet', { code });
  assert.deepEqual(in41, { version: '4.1', ok: true, diagnostics: [] });
  await client.close();
});
