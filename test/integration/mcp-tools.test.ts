/**
 * The docs server's tools and resources (needs `npm run build`), in-process: the server `npm run mcp` runs
 * (openDocsServer, mcp/src/open.ts) on fixture projects that pin the library with each kind of lockfile (and the
 * installed package, a bare range, a 1.x version, a missing folder and a project without the library), driven by
 * the MCP SDK's own client through its in-memory transport. Every tool's answer is checked against the site's data
 * in `out/`: the API facts and changes at /mcp/…, the search data at /search-index/…, the Markdown twins at each
 * page's route plus .md. The server over stdio, its bundle and its type-check worker (check_snippet) are tested by
 * mcp-server.test.mjs, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { DocsData } from '../../mcp/src/docs-data';
import { openDocsServer } from '../../mcp/src/open';
import { OUT, PKG, ROOT, TOOLS, assertBuilt, call, callError, mcpClients, npmLock } from './mcp-client.mjs';

const SITE = 'https://rntp.dev';

/** A tool's structured answer, loosely typed: each test reads the fields it checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

/** A file of the export by its route (`/docs/3.2/basics/installation.md`). */
const outFile = (route: string) => readFileSync(path.join(OUT, ...route.split('/').filter(Boolean)), 'utf8');
const outJson = (route: string): Answer => JSON.parse(outFile(route)) as Answer;

/** Fixture projects: folder → files (lockfiles written for this test, in each package manager's shape). */
const PROJECTS: Record<string, Record<string, string>> = {
  'npm-v3': {
    'package.json': JSON.stringify({ dependencies: { [PKG]: '^3.2.0' } }),
    'package-lock.json': JSON.stringify({
      lockfileVersion: 3,
      packages: { '': { dependencies: { [PKG]: '^3.2.0' } }, [`node_modules/${PKG}`]: { version: '3.2.0' } },
    }),
  },
  'npm-v1': {
    'package-lock.json': JSON.stringify({ lockfileVersion: 1, dependencies: { [PKG]: { version: '4.0.1' } } }),
  },
  'yarn-classic': {
    'yarn.lock': `# yarn lockfile v1\n\n\n${PKG}@^4.1.0:\n  version "4.1.2"\n  resolved "https://registry.yarnpkg.com/${PKG}/-/${PKG}-4.1.2.tgz"\n`,
  },
  'yarn-berry': {
    'yarn.lock': `__metadata:\n  version: 8\n  cacheKey: 10c0\n\n"${PKG}@npm:^3.1.0":\n  version: 3.1.0\n  resolution: "${PKG}@npm:3.1.0"\n  languageName: node\n  linkType: hard\n`,
  },
  pnpm: {
    'pnpm-lock.yaml': `lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    dependencies:\n      ${PKG}:\n        specifier: ^2.1.0\n        version: 2.1.4(react-native@0.64.0)\n`,
  },
  bun: {
    'bun.lock': `{\n  "lockfileVersion": 1,\n  "workspaces": { "": { "dependencies": { "${PKG}": "^4.1.0", }, }, },\n  "packages": {\n    "${PKG}": ["${PKG}@4.1.2", "", {}, "sha512-x"],\n  },\n}\n`,
  },
  installed: {
    [`node_modules/${PKG}/package.json`]: JSON.stringify({ name: PKG, version: '5.0.0-alpha0-nightly-0123abc' }),
  },
  range: { 'package.json': JSON.stringify({ dependencies: { [PKG]: '~4.0.0' } }) },
  'one-x': { 'package-lock.json': npmLock('1.2.3') },
  'no-library': { 'package.json': JSON.stringify({ dependencies: { react: '18.2.0' } }) },
};

/** What docs_version must say for each project. */
const EXPECTED: Record<string, Answer> = {
  'npm-v3': { version: '3.2', installed: '3.2.0', source: 'package-lock.json', supported: true },
  'npm-v1': { version: '4.0', installed: '4.0.1', source: 'package-lock.json', supported: true },
  'yarn-classic': { version: '4.1', installed: '4.1.2', source: 'yarn.lock', supported: true },
  'yarn-berry': { version: '3.1', installed: '3.1.0', source: 'yarn.lock', supported: true },
  pnpm: { version: '2.1', installed: '2.1.4', source: 'pnpm-lock.yaml', supported: true },
  bun: { version: '4.1', installed: '4.1.2', source: 'bun.lock', supported: true },
  installed: {
    version: 'next',
    installed: '5.0.0-alpha0-nightly-0123abc',
    source: `node_modules/${PKG}/package.json`,
    supported: true,
  },
  range: { version: '4.0', installed: '~4.0.0', source: 'package.json', supported: true },
  'one-x': { version: null, installed: '1.2.3', source: 'package-lock.json', supported: false, nearest: '2.1' },
};

let dir: string;
let data: DocsData;
const clients = mcpClients('mcp-tools-test');

/** The docs server of `npm run mcp -- --project <folder> [--version <v>]`, in this process, connected. */
async function start(project: string, version?: string): Promise<Client> {
  const { server } = openDocsServer({
    data,
    typesDir: path.join(ROOT, 'node_modules'),
    project,
    version,
    // Not started here: check_snippet, the only tool that needs it, is tested over stdio with the bundle's worker.
    workerUrl: new URL('../../mcp/dist/typecheck-worker.mjs', import.meta.url),
    serverVersion: '0.0.0-test',
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  return clients.connect(clientSide, server.connect(serverSide));
}

beforeAll(() => {
  assertBuilt();
  data = new DocsData(OUT);
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-projects-'));
  for (const [name, files] of Object.entries(PROJECTS))
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name, file)), { recursive: true });
      writeFileSync(path.join(dir, name, file), text);
    }
});

afterAll(async () => {
  await clients.closeAll();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the docs version, from each kind of lockfile', () => {
  for (const [name, expected] of Object.entries(EXPECTED))
    it(`${name}: docs_version says ${expected.version ?? 'not covered'}`, async () => {
      const client = await start(path.join(dir, name));
      const answer = await call(client, 'docs_version');
      expect({
        version: answer.version,
        installed: answer.installed,
        source: answer.source,
        supported: answer.supported,
      }).toEqual({
        version: expected.version,
        installed: expected.installed,
        source: expected.source,
        supported: expected.supported,
      });
      if (expected.nearest) expect(answer.nearest).toBe(expected.nearest);
      await client.close();
    });
});

describe('a 3.2 project', () => {
  let client: Client;
  beforeAll(async () => {
    client = await start(path.join(dir, 'npm-v3'));
  });

  it('is the package the text forms name, and lists six tools, each with input and output schemas', async () => {
    const { name } = JSON.parse(readFileSync(path.join(ROOT, 'mcp/package.json'), 'utf8')) as { name: string };
    expect(outJson('/mcp/manifest.json').server, 'the data names the package mcp/package.json publishes').toBe(name);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
  });

  it('lookup_symbol getActiveTrack: not in 3.2, added in 4.0, with the versions that have it', async () => {
    const answer = await call(client, 'lookup_symbol', { name: 'getActiveTrack' });
    const having = (outJson('/mcp/manifest.json').versions as Answer[]).filter(
      (v) =>
        v.files.api &&
        (outJson(v.files.api as string).entries as Answer[]).some((e) => e.key === 'function:getActiveTrack'),
    );
    expect(answer.version).toBe('3.2');
    expect(answer.found).toBe(false);
    expect(answer.lifecycle.added.release).toBe('4.0');
    expect(answer.inVersions).toEqual(having.map((v) => v.name));
    expect(answer.inVersions.includes('4.0') && !answer.inVersions.includes('3.2')).toBe(true);
  });

  it("lookup_symbol of what 3.2 has: the API data's signature, platforms, lifecycle and URL", async () => {
    const fact = (outJson('/mcp/3.2/api.json').entries as Answer[]).find((e) => e.key === 'function:getCurrentTrack');
    const answer = await call(client, 'lookup_symbol', { name: 'TrackPlayer.getCurrentTrack()' });
    expect(answer.found).toBe(true);
    for (const field of ['kind', 'signature', 'platforms', 'url', 'lifecycle', 'replacements'])
      expect(answer[field], field).toEqual(fact?.[field]);
    expect(answer.url).toMatch(/^https:\/\/rntp\.dev\/docs\/3\.2\/api\//);
    const in41 = await call(client, 'lookup_symbol', { name: 'getCurrentTrack', version: '4.1' });
    expect(in41.lifecycle.deprecated.release).toBe('4.0');
    expect(in41.lifecycle.removed.release).toBe('next');
    expect(in41.replacements).toEqual(['getActiveTrackIndex']);
  });

  it('lookup_symbol destroy in 4.1: removed in 3.1; an unknown name gets the nearest names', async () => {
    const destroy = await call(client, 'lookup_symbol', { name: 'destroy', version: '4.1' });
    expect([destroy.found, destroy.lifecycle.removed.release, destroy.inVersions]).toEqual([false, '3.1', ['2.1']]);
    const unknown = await call(client, 'lookup_symbol', { name: 'getActivTrak' });
    expect(unknown.found).toBe(false);
    expect(unknown.nearest[0]).toBe('getActiveTrack');
  });

  it("read_page returns the page's .md twin, by path or by a URL of another version", async () => {
    const page = await call(client, 'read_page', { path: 'basics/installation' });
    expect(page.version).toBe('3.2');
    expect(page.url).toBe(`${SITE}/docs/3.2/basics/installation`);
    expect(page.markdown).toBe(outFile('/docs/3.2/basics/installation.md'));
    expect(page.markdown).toMatch(/the MCP server `react-native-track-player-docs-mcp`/);
    const latest = await call(client, 'read_page', { path: `${SITE}/docs/api/events.md#playbackstate` });
    expect(latest.version).toBe('4.1');
    expect(latest.markdown).toBe(outFile('/docs/api/events.md'));
    const text = await callError(client, 'read_page', { path: 'basics/instalation' });
    expect(text).toMatch(
      /^No page "basics\/instalation" in 3\.2\. Nearest pages in 3\.2: basics\/installation \(Installation\)/,
    );
  });

  it("search_docs ranks an API name's own section first, with absolute URLs of the version", async () => {
    const search = outJson('/search-index/3.2.json');
    const symbol = (search.symbols as Answer[]).find((s) => s.name === 'skipToNext' && s.kind === 'function');
    const answer = await call(client, 'search_docs', { query: 'skipToNext' });
    expect(answer.version).toBe('3.2');
    expect(answer.results[0].url).toBe(`${SITE}${search.sections[symbol?.section].url}`);
    for (const r of answer.results as Answer[]) expect(r.url).toMatch(/^https:\/\/rntp\.dev\/docs\/(3\.2|changes)\//);
    const elsewhere = await call(client, 'search_docs', { query: 'getActiveTrack' });
    expect(elsewhere.note).toMatch(/^getActiveTrack is not in 3\.2: added in 4\.0/);
  });

  it('upgrade_notes to 4.0: the changes data from 3.2, and the migration guide', async () => {
    const answer = await call(client, 'upgrade_notes', { to: '4.0' });
    const expected = outJson('/mcp/4.0/changes.json').from['3.2'];
    expect(answer.from).toBe('3.2');
    expect(answer.changes).toEqual(expected.changes);
    expect(answer.guides).toEqual([`${SITE}/docs/4.0/v4-migration`]);
    expect((answer.changes as Answer[]).some((c) => c.change === 'added' && c.name === 'getActiveTrack')).toBe(true);
    expect(await callError(client, 'upgrade_notes', { from: '4.1', to: '3.2' })).toMatch(/newer than 3\.2/);
  });

  it('every page is a resource whose text is its .md twin', async () => {
    const manifest = outJson('/mcp/manifest.json');
    const { resources } = await client.listResources();
    const pages = (manifest.versions as Answer[]).flatMap((v) => (v.pages as Answer[]).map((p) => ({ v, p })));
    expect(resources.length).toBe(pages.length + manifest.versions.length);
    const text = async (uri: string) => ((await client.readResource({ uri })).contents[0] as Answer | undefined)?.text;
    expect(await text('rntp-docs://3.2/api/events')).toBe(outFile('/docs/3.2/api/events.md'));
    expect(await text('rntp-docs://3.2/AGENTS.md')).toBe(outFile('/mcp/3.2/AGENTS.md'));
  });

  it('refuses invalid arguments by the schema, and goes on answering', async () => {
    expect(await callError(client, 'search_docs', { query: 5 })).toMatch(/Input validation error/);
    expect(await callError(client, 'search_docs', { query: 'play', version: '9.9' })).toMatch(
      /Invalid option: expected one of "next"/,
    );
    expect(await callError(client, 'lookup_symbol', {})).toMatch(/Input validation error/);
    expect((await call(client, 'docs_version')).version).toBe('3.2');
  });
});

describe('projects the docs do not cover', () => {
  it('1.x is said plainly, with the nearest version, and never answered as another', async () => {
    const client = await start(path.join(dir, 'one-x'));
    const version = await call(client, 'docs_version');
    expect(version.note).toMatch(
      /1\.2\.3, from package-lock\.json, which these docs do not cover.*The nearest documented version is 2\.1/,
    );
    const refused = await callError(client, 'lookup_symbol', { name: 'play' });
    expect(refused).toMatch(/do not cover.*Pass version \(one of next, 4\.1, 4\.0, 3\.2, 3\.1, 2\.1\)/);
    expect((await call(client, 'lookup_symbol', { name: 'play', version: '2.1' })).found).toBe(true);
    await client.close();
  });

  it('a missing folder and a project without the library say so', async () => {
    const missing = await start(path.join(dir, 'nowhere'));
    expect((await call(missing, 'docs_version')).note).toMatch(/nowhere does not exist/);
    await missing.close();
    const none = await start(path.join(dir, 'no-library'));
    expect((await call(none, 'docs_version')).note).toMatch(
      /^No trace of react-native-track-player in the project: none of package\.json mentions react-native-track-player/,
    );
    await none.close();
  });

  it('follows an install in the middle of a session: the next call answers for the new version', async () => {
    const folder = path.join(dir, 'changing');
    const lock = (version: string) => npmLock(version, version.length);
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'package-lock.json'), lock('3.2.0'));
    const client = await start(folder);
    expect((await call(client, 'docs_version')).version).toBe('3.2');
    writeFileSync(path.join(folder, 'package-lock.json'), lock('4.1.2-rc.1'));
    expect([
      (await call(client, 'docs_version')).installed,
      (await call(client, 'lookup_symbol', { name: 'getActiveTrack' })).found,
    ]).toEqual(['4.1.2-rc.1', true]);
    await client.close();
  });

  it('--version overrides the project, and says what the project has', async () => {
    const client = await start(path.join(dir, 'npm-v3'), '4.1');
    const answer = await call(client, 'docs_version');
    expect([answer.version, answer.installed, answer.source]).toEqual(['4.1', '3.2.0', '--version']);
    await client.close();
  });
});
