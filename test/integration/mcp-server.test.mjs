/**
 * The docs server for coding assistants, end to end (needs `npm run build`):
 * `npm run mcp` started on fixture projects that pin the library with each
 * kind of lockfile (and the installed package, a bare range, a 1.x version,
 * a missing folder and a project without the library), driven by the MCP
 * SDK's own client over stdio. Every tool's answer is checked against the
 * site's data in `out/`: the API facts and changes at /mcp/…, the search
 * data at /search-index/…, the Markdown twins at each page's route plus .md.
 * No network: the server reads files only.
 */
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'out');
const PKG = 'react-native-track-player';
const SITE = 'https://rntp.dev';

/** A file of the export by its route (`/docs/3.2/basics/installation.md`). */
const outFile = (route) => readFileSync(path.join(OUT, ...route.split('/').filter(Boolean)), 'utf8');
const outJson = (route) => JSON.parse(outFile(route));

/** Fixture projects: folder → files (lockfiles written for this test, in each package manager's shape). */
const PROJECTS = {
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
  'one-x': {
    'package-lock.json': JSON.stringify({
      lockfileVersion: 3,
      packages: { [`node_modules/${PKG}`]: { version: '1.2.3' } },
    }),
  },
  'no-library': { 'package.json': JSON.stringify({ dependencies: { react: '18.2.0' } }) },
};

/** What docs_version must say for each project. */
const EXPECTED = {
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

/** A tool's error text; fails when the tool answered without an error. */
async function callError(client, name, args = {}) {
  const result = await client.callTool({ name, arguments: args });
  assert.ok(
    result.isError,
    `${name} ${JSON.stringify(args)} should have been refused, answered ${JSON.stringify(result.structuredContent)}`,
  );
  return result.content[0].text;
}

before(() => {
  assert.ok(
    existsSync(path.join(OUT, 'mcp/manifest.json')),
    'out/mcp/manifest.json is missing: run `npm run build` first',
  );
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-projects-'));
  for (const [name, files] of Object.entries(PROJECTS))
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name, file)), { recursive: true });
      writeFileSync(path.join(dir, name, file), text);
    }
});

after(async () => {
  await Promise.all(clients.map((c) => c.close()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the docs version, from each kind of lockfile', () => {
  for (const [name, expected] of Object.entries(EXPECTED))
    test(`${name}: docs_version says ${expected.version ?? 'not covered'}`, async () => {
      const client = await start(path.join(dir, name));
      const answer = await call(client, 'docs_version');
      assert.deepEqual(
        { version: answer.version, installed: answer.installed, source: answer.source, supported: answer.supported },
        {
          version: expected.version,
          installed: expected.installed,
          source: expected.source,
          supported: expected.supported,
        },
      );
      if (expected.nearest) assert.equal(answer.nearest, expected.nearest);
      await client.close();
    });
});

describe('a 3.2 project', () => {
  let client;
  before(async () => {
    client = await start(path.join(dir, 'npm-v3'));
  });

  test('is the package the text forms name, and lists six tools, each with input and output schemas', async () => {
    const { name } = JSON.parse(readFileSync(path.join(ROOT, 'mcp/package.json'), 'utf8'));
    assert.equal(outJson('/mcp/manifest.json').server, name, 'the data names the package mcp/package.json publishes');
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [
      'check_snippet',
      'docs_version',
      'lookup_symbol',
      'read_page',
      'search_docs',
      'upgrade_notes',
    ]);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, 'object', tool.name);
      assert.equal(tool.outputSchema?.type, 'object', tool.name);
    }
  });

  test('lookup_symbol getActiveTrack: not in 3.2, added in 4.0, with the versions that have it', async () => {
    const answer = await call(client, 'lookup_symbol', { name: 'getActiveTrack' });
    const having = outJson('/mcp/manifest.json').versions.filter(
      (v) => v.files.api && outJson(v.files.api).entries.some((e) => e.key === 'function:getActiveTrack'),
    );
    assert.equal(answer.version, '3.2');
    assert.equal(answer.found, false);
    assert.equal(answer.lifecycle.added.release, '4.0');
    assert.deepEqual(
      answer.inVersions,
      having.map((v) => v.name),
    );
    assert.ok(answer.inVersions.includes('4.0') && !answer.inVersions.includes('3.2'));
  });

  test("lookup_symbol of what 3.2 has: the API data's signature, platforms, lifecycle and URL", async () => {
    const fact = outJson('/mcp/3.2/api.json').entries.find((e) => e.key === 'function:getCurrentTrack');
    const answer = await call(client, 'lookup_symbol', { name: 'TrackPlayer.getCurrentTrack()' });
    assert.equal(answer.found, true);
    for (const field of ['kind', 'signature', 'platforms', 'url', 'lifecycle', 'replacements'])
      assert.deepEqual(answer[field], fact[field], field);
    assert.match(answer.url, /^https:\/\/rntp\.dev\/docs\/3\.2\/api\//);
    const in41 = await call(client, 'lookup_symbol', { name: 'getCurrentTrack', version: '4.1' });
    assert.equal(in41.lifecycle.deprecated.release, '4.0');
    assert.equal(in41.lifecycle.removed.release, 'next');
    assert.deepEqual(in41.replacements, ['getActiveTrackIndex']);
  });

  test('lookup_symbol destroy in 4.1: removed in 3.1; an unknown name gets the nearest names', async () => {
    const destroy = await call(client, 'lookup_symbol', { name: 'destroy', version: '4.1' });
    assert.deepEqual([destroy.found, destroy.lifecycle.removed.release, destroy.inVersions], [false, '3.1', ['2.1']]);
    const unknown = await call(client, 'lookup_symbol', { name: 'getActivTrak' });
    assert.equal(unknown.found, false);
    assert.equal(unknown.nearest[0], 'getActiveTrack');
  });

  test("read_page returns the page's .md twin, by path or by a URL of another version", async () => {
    const page = await call(client, 'read_page', { path: 'basics/installation' });
    assert.equal(page.version, '3.2');
    assert.equal(page.url, `${SITE}/docs/3.2/basics/installation`);
    assert.equal(page.markdown, outFile('/docs/3.2/basics/installation.md'));
    assert.match(page.markdown, /the MCP server `react-native-track-player-docs-mcp`/);
    const latest = await call(client, 'read_page', { path: `${SITE}/docs/api/events.md#playbackstate` });
    assert.equal(latest.version, '4.1');
    assert.equal(latest.markdown, outFile('/docs/api/events.md'));
    const text = await callError(client, 'read_page', { path: 'basics/instalation' });
    assert.match(
      text,
      /^No page "basics\/instalation" in 3\.2\. Nearest pages in 3\.2: basics\/installation \(Installation\)/,
    );
  });

  test("search_docs ranks an API name's own section first, with absolute URLs of the version", async () => {
    const data = outJson('/search-index/3.2.json');
    const symbol = data.symbols.find((s) => s.name === 'skipToNext' && s.kind === 'function');
    const answer = await call(client, 'search_docs', { query: 'skipToNext' });
    assert.equal(answer.version, '3.2');
    assert.equal(answer.results[0].url, `${SITE}${data.sections[symbol.section].url}`);
    for (const r of answer.results) assert.match(r.url, /^https:\/\/rntp\.dev\/docs\/(3\.2|changes)\//);
    const elsewhere = await call(client, 'search_docs', { query: 'getActiveTrack' });
    assert.match(elsewhere.note, /^getActiveTrack is not in 3\.2: added in 4\.0/);
  });

  test('upgrade_notes to 4.0: the changes data from 3.2, and the migration guide', async () => {
    const answer = await call(client, 'upgrade_notes', { to: '4.0' });
    const expected = outJson('/mcp/4.0/changes.json').from['3.2'];
    assert.equal(answer.from, '3.2');
    assert.deepEqual(answer.changes, expected.changes);
    assert.deepEqual(answer.guides, [`${SITE}/docs/4.0/v4-migration`]);
    assert.ok(answer.changes.some((c) => c.change === 'added' && c.name === 'getActiveTrack'));
    assert.match(await callError(client, 'upgrade_notes', { from: '4.1', to: '3.2' }), /newer than 3\.2/);
  });

  test('check_snippet rejects getActiveTrack() in 3.2 and accepts it in 4.1', async () => {
    const code = `import TrackPlayer from '${PKG}';\nconst track = await TrackPlayer.getActiveTrack();\nconsole.log(track);\n`;
    const in32 = await call(client, 'check_snippet', { code });
    assert.equal(in32.ok, false);
    assert.equal(in32.diagnostics.length, 1);
    assert.equal(in32.diagnostics[0].line, 2);
    assert.match(in32.diagnostics[0].message, /^TS2339: Property 'getActiveTrack' does not exist/);
    const in41 = await call(client, 'check_snippet', { code, version: '4.1' });
    assert.deepEqual(in41, { version: '4.1', ok: true, diagnostics: [] });
  });

  test('every page is a resource whose text is its .md twin', async () => {
    const manifest = outJson('/mcp/manifest.json');
    const { resources } = await client.listResources();
    const pages = manifest.versions.flatMap((v) => v.pages.map((p) => ({ v, p })));
    assert.equal(resources.length, pages.length + manifest.versions.length);
    const { contents } = await client.readResource({ uri: 'rntp-docs://3.2/api/events' });
    assert.equal(contents[0].text, outFile('/docs/3.2/api/events.md'));
    const agents = await client.readResource({ uri: 'rntp-docs://3.2/AGENTS.md' });
    assert.equal(agents.contents[0].text, outFile('/mcp/3.2/AGENTS.md'));
  });

  test('refuses invalid arguments by the schema, and goes on answering', async () => {
    assert.match(await callError(client, 'search_docs', { query: 5 }), /Input validation error/);
    assert.match(
      await callError(client, 'search_docs', { query: 'play', version: '9.9' }),
      /Invalid option: expected one of "next"/,
    );
    assert.match(await callError(client, 'lookup_symbol', {}), /Input validation error/);
    assert.equal((await call(client, 'docs_version')).version, '3.2');
  });
});

describe('projects the docs do not cover', () => {
  test('1.x is said plainly, with the nearest version, and never answered as another', async () => {
    const client = await start(path.join(dir, 'one-x'));
    const version = await call(client, 'docs_version');
    assert.match(
      version.note,
      /1\.2\.3, from package-lock\.json, which these docs do not cover.*The nearest documented version is 2\.1/,
    );
    const refused = await callError(client, 'lookup_symbol', { name: 'play' });
    assert.match(refused, /do not cover.*Pass version \(one of next, 4\.1, 4\.0, 3\.2, 3\.1, 2\.1\)/);
    assert.equal((await call(client, 'lookup_symbol', { name: 'play', version: '2.1' })).found, true);
    await client.close();
  });

  test('a missing folder and a project without the library say so', async () => {
    const missing = await start(path.join(dir, 'nowhere'));
    assert.match((await call(missing, 'docs_version')).note, /nowhere does not exist/);
    await missing.close();
    const none = await start(path.join(dir, 'no-library'));
    assert.match(
      (await call(none, 'docs_version')).note,
      /^No trace of react-native-track-player in the project: none of package\.json mentions react-native-track-player/,
    );
    await none.close();
  });

  test('follows an install in the middle of a session: the next call answers for the new version', async () => {
    const folder = path.join(dir, 'changing');
    const lock = (version) =>
      JSON.stringify({ lockfileVersion: 3, packages: { [`node_modules/${PKG}`]: { version } } }, null, version.length);
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'package-lock.json'), lock('3.2.0'));
    const client = await start(folder);
    assert.equal((await call(client, 'docs_version')).version, '3.2');
    writeFileSync(path.join(folder, 'package-lock.json'), lock('4.1.2-rc.1'));
    assert.deepEqual(
      [
        (await call(client, 'docs_version')).installed,
        (await call(client, 'lookup_symbol', { name: 'getActiveTrack' })).found,
      ],
      ['4.1.2-rc.1', true],
    );
    await client.close();
  });

  test('--version overrides the project, and says what the project has', async () => {
    const client = await start(path.join(dir, 'npm-v3'), ['--version', '4.1']);
    const answer = await call(client, 'docs_version');
    assert.deepEqual([answer.version, answer.installed, answer.source], ['4.1', '3.2.0', '--version']);
    await client.close();
  });
});
