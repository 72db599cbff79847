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
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { PKG, ROOT, TOOLS, assertBuilt, call, mcpClients, npmLock } from './mcp-client.mjs';

let dir;
const clients = mcpClients('mcp-server-test');

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
  try {
    return await clients.connect(transport);
  } catch (error) {
    throw new Error(`npm run mcp -- --project ${project} did not start: ${error}\nIts stderr: ${stderr.join('')}`);
  }
}

before(() => {
  assertBuilt();
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-project-'));
  writeFileSync(path.join(dir, 'package-lock.json'), npmLock('3.2.0'));
});

after(async () => {
  await clients.closeAll();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('npm run mcp over stdio: --project and --version read, six tools, check_snippet type-checks in its worker', async () => {
  const client = await start(dir, ['--version', '4.1']);
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
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
