/**
 * The docs server for coding assistants (mcp/): how long from starting it to
 * its tool list, how long its tools take to answer, and how big its package
 * is. Needs `npm run build`. Two ways of starting it are timed, each from the
 * spawn to the `tools/list` answer: `npm run mcp` in this checkout, and the
 * packed package's own bin (`node dist/cli.mjs`, what `npx` runs once
 * installed; its one dependency, TypeScript, is linked from this
 * checkout's node_modules, no network). Tool calls are timed through the SDK's client,
 * request to answer, on a 3.2 project: every tool but `check_snippet` over a
 * fixed set of arguments, repeated; `check_snippet` first right after the
 * start (while the worker still parses the declaration files), then warm, then
 * in another version. The load average is recorded, since every time here
 * follows it. `node bench/mcp.mjs` alone, or `npm run bench -- mcp`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { packServer } from '../mcp/pack.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PKG = 'react-native-track-player';
const STARTS = 5;
const REPEATS = 5;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round((sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2) * 10) / 10;
};
const ms = (start) => Math.round((performance.now() - start) * 10) / 10;
const load = () => Number((loadavg()[0] ?? 0).toFixed(2));

/** The tool calls timed (all but check_snippet), on a 3.2 project. */
const CALLS = [
  ['docs_version', {}],
  ['search_docs', { query: 'skipToNext' }],
  ['search_docs', { query: 'how do I show the notification on the lock screen' }],
  ['search_docs', { query: 'playback stops in background' }],
  ['search_docs', { query: 'queue', version: '4.1' }],
  ['read_page', { path: 'basics/installation' }],
  ['read_page', { path: 'api/events' }],
  ['read_page', { path: 'https://rntp.dev/docs/api/functions/queue.md' }],
  ['lookup_symbol', { name: 'getActiveTrack' }],
  ['lookup_symbol', { name: 'TrackPlayer.skip()' }],
  ['lookup_symbol', { name: 'Event.PlaybackState', version: 'next' }],
  ['lookup_symbol', { name: 'Track.url' }],
  ['upgrade_notes', { to: '4.0' }],
  ['upgrade_notes', { from: '2.1', to: 'next' }],
];

const SNIPPET = `import TrackPlayer, { useProgress } from '${PKG}';\nimport { Text } from 'react-native';\nexport function Position() {\n  const { position } = useProgress();\n  return <Text>{position}</Text>;\n}\nawait TrackPlayer.getActiveTrack();\n`;

/**
 * CPU time (user and system, every thread) a process has used so far, in ms, from Linux's /proc; null elsewhere.
 * The server's own CPU time for a call is what the call takes on an idle core, whatever else the machine runs.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime and stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/** Start a server, return the client, its process id and the time from spawn to the tool list. */
async function start(command, args, cwd) {
  const began = performance.now();
  const transport = new StdioClientTransport({ command, args, cwd, stderr: 'ignore' });
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(transport);
  const { tools } = await client.listTools();
  if (tools.length !== 6) throw new Error(`bench mcp: ${tools.length} tools listed, expected 6`);
  return { client, pid: transport.pid, listed: ms(began) };
}

async function timed(client, name, args) {
  const began = performance.now();
  const result = await client.callTool({ name, arguments: args });
  const took = ms(began);
  if (result.isError)
    throw new Error(`bench mcp: ${name} ${JSON.stringify(args)} answered an error: ${result.content[0].text}`);
  return { took, result };
}

export async function mcpBench() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-mcp-'));
  try {
    const project = path.join(scratch, 'app');
    mkdirSync(project);
    writeFileSync(
      path.join(project, 'package-lock.json'),
      JSON.stringify({ lockfileVersion: 3, packages: { [`node_modules/${PKG}`]: { version: '3.2.0' } } }),
    );
    const machine = { cpus: availableParallelism(), loadAtStart: load() };

    const pack = await packServer({ destination: scratch });
    const installed = path.join(scratch, 'installed');
    mkdirSync(installed);
    execFileSync('tar', ['-xzf', pack.tarball, '-C', installed]);
    const packageDir = path.join(installed, 'package');
    mkdirSync(path.join(packageDir, 'node_modules'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules', 'typescript'), path.join(packageDir, 'node_modules', 'typescript'));

    // `npm run mcp` rebuilds the bundle when a source is newer: the build's prepare step has just made it.
    const starts = { npmRunMcp: [], packageBin: [] };
    for (let i = 0; i < STARTS; i++) {
      for (const [key, command, args, cwd] of [
        ['npmRunMcp', 'npm', ['run', '--silent', 'mcp', '--', '--project', project], ROOT],
        ['packageBin', 'node', [path.join(packageDir, 'dist/cli.mjs'), '--project', project], scratch],
      ]) {
        const { client, listed } = await start(command, args, cwd);
        starts[key].push(listed);
        await client.close();
      }
    }

    // Tool calls and check_snippet, on the packed package (the data and types it ships).
    const { client, pid } = await start('node', [path.join(packageDir, 'dist/cli.mjs'), '--project', project], scratch);
    const cpuBefore = cpuMs(pid);
    const firstCheck = await timed(client, 'check_snippet', { code: SNIPPET });
    const cpuAfter = cpuMs(pid);
    if (firstCheck.result.structuredContent.ok)
      throw new Error('bench mcp: getActiveTrack() passed the type-check of 3.2, which lacks it');
    const perTool = {};
    const first = {};
    for (let r = 0; r < REPEATS; r++)
      for (const [name, args] of CALLS) {
        const { took } = await timed(client, name, args);
        if (r === 0) first[`${name} ${JSON.stringify(args)}`] = took;
        (perTool[name] ??= []).push(took);
      }
    const warmChecks = [];
    for (let r = 0; r < REPEATS; r++) warmChecks.push((await timed(client, 'check_snippet', { code: SNIPPET })).took);
    const otherVersion = (await timed(client, 'check_snippet', { code: SNIPPET, version: '4.1' })).took;
    const otherVersionWarm = (await timed(client, 'check_snippet', { code: SNIPPET, version: '4.1' })).took;
    await client.close();

    const all = Object.values(perTool).flat();
    return {
      machine: { ...machine, loadAtEnd: load() },
      start: {
        npmRunMcp: { runs: starts.npmRunMcp, median: median(starts.npmRunMcp) },
        packageBin: { runs: starts.packageBin, median: median(starts.packageBin) },
      },
      tools: {
        calls: all.length,
        median: median(all),
        max: Math.max(...all),
        perTool: Object.fromEntries(
          Object.entries(perTool).map(([name, values]) => [name, { median: median(values), max: Math.max(...values) }]),
        ),
        firstCalls: first,
      },
      checkSnippet: {
        firstAfterStart: firstCheck.took,
        // The server's CPU time from the call to its answer (the warm-up it waited for included), when /proc tells.
        firstAfterStartCpu: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
        warmMedian: median(warmChecks),
        otherVersionFirst: otherVersion,
        otherVersionWarm,
      },
      package: {
        size: pack.size,
        unpackedSize: pack.unpackedSize,
        entryCount: pack.entryCount,
        parts: pack.parts,
      },
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const pass = (value, limit) => (value < limit ? `under ${limit} ms` : `**over ${limit} ms**`);

export function mcpTable(r) {
  return [
    `Measured with ${r.machine.cpus} CPUs, load average ${r.machine.loadAtStart} at the start and ${r.machine.loadAtEnd} at the end (1 min).`,
    '',
    '| measure | result | target |',
    '| --- | --- | --- |',
    `| start to tool list, \`npm run mcp\` (median of ${r.start.npmRunMcp.runs.length}) | ${r.start.npmRunMcp.median} ms (${r.start.npmRunMcp.runs.join(', ')}) | ${pass(r.start.npmRunMcp.median, 1000)} |`,
    `| start to tool list, the package's bin (median of ${r.start.packageBin.runs.length}) | ${r.start.packageBin.median} ms (${r.start.packageBin.runs.join(', ')}) | ${pass(r.start.packageBin.median, 1000)} |`,
    `| tool call other than check_snippet, median of ${r.tools.calls} | ${r.tools.median} ms (max ${r.tools.max} ms) | ${pass(r.tools.median, 50)} |`,
    ...Object.entries(r.tools.perTool).map(
      ([name, t]) => `| &nbsp;&nbsp;${name}, median (max) | ${t.median} ms (${t.max} ms) | |`,
    ),
    `| check_snippet, first call right after the start | ${r.checkSnippet.firstAfterStart} ms | ${pass(r.checkSnippet.firstAfterStart, 3000)} |`,
    ...(r.checkSnippet.firstAfterStartCpu !== null
      ? [
          `| &nbsp;&nbsp;the server's CPU time meanwhile (its time on an idle core) | ${r.checkSnippet.firstAfterStartCpu} ms | ${pass(r.checkSnippet.firstAfterStartCpu, 3000)} |`,
        ]
      : []),
    `| check_snippet, warm (median of 5) | ${r.checkSnippet.warmMedian} ms | ${pass(r.checkSnippet.warmMedian, 3000)} |`,
    `| check_snippet, first in another version, then warm | ${r.checkSnippet.otherVersionFirst} ms, ${r.checkSnippet.otherVersionWarm} ms | |`,
    `| package: tarball, unpacked, files | ${mb(r.package.size)}, ${mb(r.package.unpackedSize)}, ${r.package.entryCount} | |`,
    `| &nbsp;&nbsp;server bundle, docs data, declaration files (unpacked) | ${mb(r.package.parts.dist)}, ${mb(r.package.parts.data)}, ${mb(r.package.parts.types)} | |`,
    '',
    `First call of each (loads that version's files): ${Object.entries(r.tools.firstCalls)
      .map(([call, took]) => `${call} ${took} ms`)
      .join('; ')}.`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await mcpBench();
  console.log(mcpTable(result));
}
