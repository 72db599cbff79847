/**
 * The client side of the docs server's tests: mcp-server.test.mjs drives the bundle over stdio, mcp-tools.test.ts the
 * same server in-process through the SDK's in-memory transport. Both connect the SDK's own client, read the tools'
 * answers the same way and need the build's out/mcp/ first.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OUT = path.join(ROOT, 'out');
export const PKG = 'react-native-track-player';
/** The docs server's six tools, in name order. */
export const TOOLS = ['check_snippet', 'docs_version', 'lookup_symbol', 'read_page', 'search_docs', 'upgrade_notes'];

/** Fails unless the build has written the docs server's data. */
export function assertBuilt() {
  assert.ok(
    existsSync(path.join(OUT, 'mcp/manifest.json')),
    'out/mcp/manifest.json is missing: run `npm run build` first',
  );
}

/** An npm lockfile (version 3) that pins the library at `version`, indented by `indent` spaces (0: one line). */
export const npmLock = (/** @type {string} */ version, indent = 0) =>
  JSON.stringify({ lockfileVersion: 3, packages: { [`node_modules/${PKG}`]: { version } } }, null, indent);

/**
 * The clients a test file connects, named `name` to the server, all closed by `closeAll()` at its end.
 * @param {string} name
 */
export function mcpClients(name) {
  /** @type {Client[]} */
  const clients = [];
  return {
    /**
     * A client connected over `transport`; `alongside` is what must run while it connects (the in-memory server's own
     * connect, which answers the client's first request).
     * @param {import('@modelcontextprotocol/sdk/shared/transport.js').Transport} transport
     * @param {Promise<unknown>} [alongside]
     */
    async connect(transport, alongside) {
      const client = new Client({ name, version: '1.0.0' });
      await Promise.all([alongside, client.connect(transport)]);
      clients.push(client);
      return client;
    },
    closeAll: () => Promise.all(clients.map((c) => c.close())),
  };
}

/**
 * A tool's structured answer (loosely typed: each test reads the fields it checks); fails with the text when the tool
 * answered with an error.
 * @param {Client} client
 * @param {string} name
 * @param {Record<string, unknown>} [args]
 * @returns {Promise<Record<string, any>>}
 */
export async function call(client, name, args = {}) {
  const result = await client.callTool({ name, arguments: args });
  const content = /** @type {{ text?: string }[] | undefined} */ (result.content);
  assert.ok(!result.isError, `${name} ${JSON.stringify(args)} answered an error: ${content?.[0]?.text}`);
  assert.ok(result.structuredContent, `${name} answered structured content`);
  assert.ok(content?.[0]?.text, `${name} answered text content too`);
  return result.structuredContent;
}

/**
 * A tool's error text; fails when the tool answered without an error.
 * @param {Client} client
 * @param {string} name
 * @param {Record<string, unknown>} [args]
 */
export async function callError(client, name, args = {}) {
  const result = await client.callTool({ name, arguments: args });
  assert.equal(
    result.isError,
    true,
    `${name} ${JSON.stringify(args)} should have been refused, answered ${JSON.stringify(result.structuredContent)}`,
  );
  return /** @type {{ text?: string }[]} */ (result.content)[0]?.text ?? '';
}
