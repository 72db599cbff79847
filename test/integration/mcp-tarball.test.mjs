/**
 * The docs server as a reader installs it (needs `npm run build`): `npx -y
 * <site>/mcp/react-native-track-player-docs-mcp.tgz --project <app>`, from
 * out/ served on loopback, in a scratch project, then spoken to over stdio by
 * the MCP SDK's client. Hermetic: npm gets a fresh cache and config, a
 * registry of this test's own on loopback that serves the package's one
 * dependency (TypeScript, packed from this checkout's node_modules), and a
 * proxy of its own for anything else, which refuses and counts: no request
 * may leave loopback. The time from `npx` to the first answer is printed.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'out');
const PKG = 'react-native-track-player';
const SERVER = JSON.parse(readFileSync(path.join(ROOT, 'mcp/package.json'), 'utf8'));
const TARBALL = `/mcp/${SERVER.name}.tgz`;

let dir;
/** Every request each loopback server was asked, as `METHOD url`. */
/** @type {Record<'site' | 'registry' | 'proxy', string[]>} */
const asked = { site: [], registry: [], proxy: [] };
/** @type {import('node:http').Server[]} */
const servers = [];

/**
 * A loopback HTTP server on a port the system picks; resolves with its origin.
 * @param {keyof typeof asked} name
 * @param {import('node:http').RequestListener} handle
 * @returns {Promise<string>}
 */
function serve(name, handle) {
  const server = createServer((request, response) => {
    asked[name].push(`${request.method} ${request.url}`);
    handle(request, response);
  });
  // A proxy is asked with CONNECT for HTTPS: refused too.
  server.on('connect', (request, socket) => {
    asked[name].push(`CONNECT ${request.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`),
    ),
  );
}

/** The npm registry this test runs: TypeScript's packument and a tarball packed from node_modules/typescript. */
async function startRegistry() {
  const ts = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/typescript/package.json'), 'utf8'));
  assert.equal(SERVER.dependencies.typescript, ts.version, 'mcp/package.json pins the TypeScript this checkout has');
  assert.deepEqual(Object.keys(SERVER.dependencies), ['typescript'], 'the package declares TypeScript alone');
  const file = path.join(dir, `typescript-${ts.version}.tgz`);
  execFileSync('tar', [
    '-czf',
    file,
    '-C',
    path.join(ROOT, 'node_modules'),
    '--transform',
    's,^typescript,package,',
    'typescript',
  ]);
  const bytes = readFileSync(file);
  const registry = await serve('registry', (request, response) => {
    if (request.url === '/typescript')
      return response.end(
        JSON.stringify({
          name: 'typescript',
          'dist-tags': { latest: ts.version },
          versions: {
            [ts.version]: {
              name: 'typescript',
              version: ts.version,
              bin: ts.bin,
              engines: ts.engines,
              dist: {
                tarball: `${registry}/typescript/-/typescript-${ts.version}.tgz`,
                integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
                shasum: createHash('sha1').update(bytes).digest('hex'),
              },
            },
          },
        }),
      );
    if (request.url === `/typescript/-/typescript-${ts.version}.tgz`) return response.end(bytes);
    response.statusCode = 404;
    response.end('{"error":"not found"}');
  });
  return registry;
}

/** The environment npx runs in: its own home, cache and config; the registry and proxy of this test. */
function npmEnv(registry, proxy) {
  const home = path.join(dir, 'home');
  mkdirSync(home, { recursive: true });
  writeFileSync(path.join(home, '.npmrc'), '');
  return {
    PATH: process.env.PATH,
    HOME: home,
    npm_config_userconfig: path.join(home, '.npmrc'),
    npm_config_cache: path.join(dir, 'npm-cache'),
    npm_config_registry: `${registry}/`,
    npm_config_proxy: proxy,
    npm_config_https_proxy: proxy,
    npm_config_noproxy: '127.0.0.1',
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_loglevel: 'error',
  };
}

let site;
let env;
let project;

before(async () => {
  assert.ok(existsSync(path.join(OUT, TARBALL)), `out${TARBALL} is missing: run \`npm run build\` first`);
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-tarball-'));
  site = await serve('site', (request, response) => {
    const file = path.join(OUT, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(`${OUT}${path.sep}`) || !existsSync(file)) {
      response.statusCode = 404;
      return response.end();
    }
    response.end(readFileSync(file));
  });
  const registry = await startRegistry();
  const proxy = await serve('proxy', (_request, response) => {
    response.statusCode = 403;
    response.end();
  });
  env = npmEnv(registry, proxy);
  project = path.join(dir, 'app');
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ dependencies: { [PKG]: '^4.1.0' } }));
  writeFileSync(
    path.join(project, 'package-lock.json'),
    JSON.stringify({ lockfileVersion: 3, packages: { [`node_modules/${PKG}`]: { version: '4.1.2' } } }),
  );
});

after(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the versioned copy is the same tarball, and no page links or preloads it', () => {
  const copy = path.join(OUT, `mcp/${SERVER.name}-${SERVER.version}.tgz`);
  assert.ok(readFileSync(copy).equals(readFileSync(path.join(OUT, TARBALL))), `${copy} is the same bytes`);
  const pages = readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  assert.ok(pages.length > 100);
  for (const page of pages) assert.doesNotMatch(readFileSync(path.join(OUT, page), 'utf8'), /\.tgz/, page);
});

test('npx -y <site>/mcp/….tgz --project <app> starts the server and answers, all on loopback', async (t) => {
  const started = performance.now();
  const stderr = [];
  const transport = new StdioClientTransport({
    command: 'npx',
    args: ['-y', `${site}${TARBALL}`, '--project', project],
    cwd: project,
    env,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  const client = new Client({ name: 'mcp-tarball-test', version: '1.0.0' });
  try {
    // npx installs the tarball before the server can answer: on a machine the rest of npm test keeps busy (load 25)
    // that took over the SDK's 60 s default for the first request.
    await client.connect(transport, { timeout: 240_000 });
  } catch (error) {
    throw new Error(`npx did not start the server: ${error}\nIts stderr: ${stderr.join('')}`);
  }
  try {
    const { tools } = await client.listTools();
    const firstAnswer = performance.now() - started;
    assert.ok(tools.some((tool) => tool.name === 'check_snippet'));
    const version = /** @type {{ version: string, installed: string, source: string }} */ (
      (await client.callTool({ name: 'docs_version', arguments: {} })).structuredContent
    );
    assert.deepEqual([version.version, version.installed, version.source], ['4.1', '4.1.2', 'package-lock.json']);
    // TypeScript from the loopback registry and the declaration files inside the tarball.
    const check = await client.callTool({
      name: 'check_snippet',
      arguments: { code: `import TrackPlayer from '${PKG}';\nawait TrackPlayer.getActiveTrack();\n` },
    });
    assert.deepEqual(check.structuredContent, { version: '4.1', ok: true, diagnostics: [] });
    const size = readFileSync(path.join(OUT, TARBALL)).length;
    t.diagnostic(
      `tarball ${(size / 1024 / 1024).toFixed(2)} MB; from npx to the tool list ${Math.round(firstAnswer)} ms (fresh npm cache)`,
    );
  } finally {
    await client.close();
  }
  assert.ok(
    asked.site.length > 0 && asked.site.every((r) => r === `GET ${TARBALL}`),
    `npx asked the site for the tarball only: ${asked.site.join(', ')}`,
  );
  assert.ok(
    asked.registry.length > 0 && asked.registry.every((r) => r.startsWith('GET /typescript')),
    asked.registry.join(', '),
  );
  assert.deepEqual(asked.proxy, [], 'no request was meant to leave loopback');
});

test('npx … agents-md writes the block from the same tarball, and --remove takes it out', async (t) => {
  const agents = path.join(project, 'AGENTS.md');
  writeFileSync(agents, '# My app\n');
  // Not execFileSync: the loopback servers answer from this process's event loop.
  const run = async (...extra) =>
    (
      await promisify(execFile)('npx', ['-y', `${site}${TARBALL}`, 'agents-md', '--project', project, ...extra], {
        cwd: project,
        env,
        encoding: 'utf8',
      })
    ).stdout;
  const started = performance.now();
  const said = await run();
  t.diagnostic(`npx … agents-md with npm's cache warm: ${Math.round(performance.now() - started)} ms`);
  assert.match(said, /AGENTS\.md: wrote the 4\.1 notes \(react-native-track-player 4\.1\.2, from package-lock\.json/);
  const written = readFileSync(agents, 'utf8');
  assert.ok(written.startsWith(`<!-- ${PKG} docs: begin`));
  assert.ok(written.endsWith('\n\n# My app\n'));
  assert.ok(written.includes(readFileSync(path.join(OUT, 'mcp/4.1/AGENTS.md'), 'utf8').trim()));
  await run('--remove');
  assert.equal(readFileSync(agents, 'utf8'), '# My app\n');
  assert.deepEqual(asked.proxy, []);
});
