/**
 * `npm run dev`: the content is prepared once, then watched while `next dev`
 * runs.
 *   - contentlayer2's own watch mode (`contentlayer2 dev`) rebuilds a changed
 *     doc or `_category_.json` into .contentlayer/generated; Next reloads the
 *     modules that import it and the open page updates by itself.
 *   - chokidar (contentlayer2's own watcher library) sees the same files and
 *     runs the content check again: its problems (bad front matter, a broken
 *     link, an unknown admonition…) go to the terminal and to
 *     .generated/problems.json, which every page shows at its top with file
 *     and line; a clean check empties it. The server keeps running.
 *   - a change to versions.json prepares everything again (versions, API
 *     changes) and restarts the content build, whose configuration reads the
 *     version list once.
 * Content from a git source (a fetched copy under .cache/) is prepared once and
 * not watched.
 * Arguments go to `next dev` (`npm run dev -- --port 3001`). It listens on
 * 127.0.0.1 unless told otherwise (`-- --hostname 0.0.0.0`): the writers'
 * editor at /keystatic can write into the repository.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import chokidar from 'chokidar';
import { classifyChange, debounced } from '../lib/dev/content-watch';
import { devServerArgs, devServerPort } from '../lib/dev/dev-server-args';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const log = (line: string) => console.log(`dev: ${line}`);

let stopping = false;
const children = new Set<ChildProcess>();

function start(
  cmd: string,
  args: string[],
  onLine?: (line: string) => void,
  env: Record<string, string> = {},
): ChildProcess {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  children.add(child);
  const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      out.write(chunk);
      if (!onLine) return;
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  };
  relay(child.stdout!, process.stdout);
  relay(child.stderr!, process.stderr);
  child.on('exit', () => children.delete(child));
  return child;
}

function run(cmd: string, args: string[], priority = 0): Promise<number> {
  return new Promise((resolve) => {
    const child = start(cmd, args);
    // The check yields the CPU to contentlayer2 and Next, which put the change on the page.
    if (priority && child.pid) {
      try {
        setPriority(child.pid, priority);
      } catch {
        // already gone, or not allowed: it runs at normal priority
      }
    }
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** The content check, in its own process; its problems are shown, not thrown. True when there are none. */
async function check(changed?: string): Promise<boolean> {
  return (await run(bin('tsx'), ['scripts/dev-check.ts', ...(changed ? [changed] : [])], 10)) === 0;
}

/** The content folder scripts/prepare-content.ts settled on. */
function preparedContentDir(): string {
  const file = path.join(ROOT, '.generated/content.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { contentDir: string }).contentDir
    : path.join(ROOT, 'content');
}

let contentlayer: ChildProcess | undefined;
let restarting = false;
/**
 * `contentlayer2 dev`; resolves once its first build is written or has failed
 * (broken content: Next starts on the last build, and the fix is picked up live).
 */
function startContentlayer(): Promise<void> {
  return new Promise((resolve) => {
    contentlayer = start(bin('contentlayer2'), ['dev'], (line) => {
      if (/Generated \d+ documents|Found \d+ problems|SourceFetchDataError/.test(line)) resolve();
    });
    contentlayer.on('exit', (code) => {
      if (!stopping && !restarting)
        console.error(`dev: the content build stopped (exit code ${code}); restart npm run dev`);
      resolve();
    });
  });
}
async function restartContentlayer(): Promise<void> {
  const old = contentlayer;
  restarting = true;
  if (old && old.exitCode === null) {
    const gone = new Promise((resolve) => old.on('exit', resolve));
    old.kill('SIGTERM');
    await gone;
  }
  restarting = false;
  await startContentlayer();
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

// Watching starts first: a file saved while the server starts is checked once it is up.
let setUpDone: () => void = () => {};
const setUp = new Promise<void>((resolve) => (setUpDone = resolve));
const watched = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : preparedContentDir();
let changes = new Map<string, ReturnType<typeof classifyChange>>();
const recheck = debounced(async () => {
  await setUp;
  const batch = changes;
  changes = new Map();
  const files = [...batch.keys()];
  if (files.length === 0) return;
  log(`changed: ${files.join(', ')}`);
  const ok = await check(files.at(-1));
  if ([...batch.values()].includes('versions') && ok) {
    log('version list changed: preparing the API changes and restarting the content build');
    await run(bin('tsx'), ['scripts/prepare-api.ts']);
    await restartContentlayer();
  }
}, 100);
// A git source is a fetched copy that every check writes again: only local content is watched.
if (path.relative(path.join(ROOT, '.cache'), watched).startsWith('..')) {
  chokidar.watch(['docs', 'versions.json'], { cwd: watched, ignoreInitial: true }).on('all', (_event, file) => {
    const kind = classifyChange(file);
    if (kind === 'ignore') return;
    changes.set(file, kind);
    recheck();
  });
  log(`watching ${path.relative(ROOT, watched) || '.'} for changes`);
} else {
  log('the content comes from a git source: not watched (restart to fetch it again)');
}

const clean = await check();
if (!clean && !existsSync(path.join(ROOT, '.generated/versions.json'))) {
  console.error('dev: the content has errors and nothing was prepared before: fix them and run again.');
  process.exit(1);
}
if ((await run(bin('tsx'), ['scripts/prepare-api.ts'])) !== 0) stop(1);
await startContentlayer();
const next = start(bin('next'), ['dev', ...devServerArgs(process.argv.slice(2))], undefined, {
  // The editor's API answers only to the dev server's own host and port (lib/cms/request-guard.ts).
  CMS_DEV_PORT: String(devServerPort(process.argv.slice(2), process.env.PORT)),
});
next.on('exit', (code) => stop(code ?? 1));
setUpDone();
