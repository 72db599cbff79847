/**
 * `npm run dev`: the build's first steps once (prepare, with the version
 * records and the API models, and the content build), then `next dev`, with
 * the content watched. Next serves every page and every other file of the
 * site from the same route code as the export (ARCHITECTURE.md).
 *   - contentlayer2's own watch mode (`contentlayer2 dev`) rebuilds a changed
 *     doc or `_category_.json` into .contentlayer/generated and, once each build
 *     is written, hands the saved files' records to the site (lib/generated/dev-content.ts);
 *     Next reloads the modules that read it and the open page updates by
 *     itself. The content check runs again as it reloads
 *     (lib/docs/check-built-docs.ts): its problems (bad front matter, a broken
 *     link, an unknown admonition…) go to the terminal and to the top of every
 *     page, with file and line. The server keeps running.
 *   - a change to versions.json prepares everything again (versions, API
 *     models) and restarts the content build, whose configuration reads the
 *     version records once.
 * Content from a git source (a fetched copy under .cache/) is prepared once and
 * not watched.
 * Arguments go to `next dev` (`npm run dev -- --port 3001`). It listens on
 * 127.0.0.1 unless told otherwise (`-- --hostname 0.0.0.0`): the writers'
 * editor at /keystatic can write into the repository.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import chokidar from 'chokidar';
import { debounced, isWholeJson } from '../lib/dev/content-watch';
import { activeContentDir, preparedContentFile } from '../lib/generated/prepared-content';
import { devServerArgs, devServerPort } from '../lib/dev/dev-server-args';
import {
  DEV_CONTENT_COPY,
  generationDir,
  handOffContentBuild,
  readContentGeneration,
} from '../lib/generated/dev-content';

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
  quiet?: (line: string) => boolean,
): ChildProcess {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  children.add(child);
  const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      if (!onLine && !quiet) {
        out.write(chunk);
        return;
      }
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!quiet?.(line)) out.write(`${line}\n`);
        onLine?.(line);
      }
    });
    // A last line without its newline (a child that stops mid-line) is still shown.
    stream.on('end', () => {
      if (rest && !quiet?.(rest)) out.write(rest);
    });
  };
  relay(child.stdout!, process.stdout);
  relay(child.stderr!, process.stderr);
  child.on('exit', () => children.delete(child));
  return child;
}

function run(cmd: string, args: string[]): Promise<number> {
  return new Promise((resolve) => start(cmd, args).on('exit', (code) => resolve(code ?? 1)));
}

let contentlayer: ChildProcess | undefined;
let restarting = false;
/**
 * `contentlayer2 dev`; resolves once its first build is written or has failed
 * (broken content: Next starts on the last build, and the fix is picked up live).
 */
function startContentlayer(): Promise<void> {
  return new Promise((resolve) => {
    contentlayer = start(
      bin('contentlayer2'),
      ['dev'],
      (line) => {
        if (/Generated \d+ documents|Found \d+ problems|SourceFetchDataError/.test(line)) resolve();
      },
      // Each finished build is handed to the site before the next starts (lib/generated/dev-content.ts).
      { [DEV_CONTENT_COPY]: '1' },
      // contentlayer2 prints this line before it calls the configuration's onSuccess, which makes that hand-off.
      (line) => line.startsWith('successCallback '),
    );
    contentlayer.on('exit', (code) => {
      if (!stopping && !restarting)
        console.error(`dev: the content build stopped (exit code ${code}); restart npm run dev`);
      resolve();
    });
  });
}
/** Stops the content build and waits for it; `startContentlayer` starts it again. */
async function stopContentlayer(): Promise<void> {
  const old = contentlayer;
  restarting = true;
  if (old && old.exitCode === null) {
    const gone = new Promise((resolve) => old.on('exit', resolve));
    old.kill('SIGTERM');
    await gone;
  }
  // Stopped while it wrote its package manifest, the old build left it cut short: the new one could not load its
  // configuration and would never build (seen in the dev-loop test: every page 500 until a restart). It is
  // written again by the next build.
  const manifest = path.join(ROOT, '.contentlayer/package.json');
  if (existsSync(manifest) && !isWholeJson(readFileSync(manifest, 'utf8'))) {
    rmSync(manifest);
    log('the stopped content build left .contentlayer/package.json cut short: removed, the new build writes it');
  }
  restarting = false;
}

/** Stops next dev and the content build, waits for them (5 s at most), then exits with `code`. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const gone = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  void Promise.race([Promise.all(gone), new Promise((resolve) => setTimeout(resolve, 5000))]).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

// Watching starts first: a version list saved while the server starts is picked up once it is up.
let setUpDone: () => void = () => {};
const setUp = new Promise<void>((resolve) => (setUpDone = resolve));
const prepare = () => run(bin('tsx'), ['scripts/prepare-content.ts']);
const versionsChanged = debounced(async () => {
  await setUp;
  log('version list changed: preparing the content and the API models, restarting the content build');
  // The content build stops first: its configuration reads the prepared files, and while they were written it built
  // again from each one it saw change, and Next loaded pages from the half-prepared set in between (seen: the
  // docs' route failing on a package-facts.json read half written, and the new label never reaching the page).
  await stopContentlayer();
  if ((await prepare()) !== 0) log('the version list could not be prepared (above): fix it and save it again');
  await startContentlayer();
}, 100);

if ((await prepare()) !== 0 && !existsSync(preparedContentFile(ROOT))) {
  console.error('dev: the content has errors and nothing was prepared before: fix them and run again.');
  process.exit(1);
}
const watched = activeContentDir(ROOT);
// A git source is a fetched copy that every prepare writes again: only local content is watched.
if (path.relative(path.join(ROOT, '.cache'), watched).startsWith('..')) {
  chokidar.watch('versions.json', { cwd: watched, ignoreInitial: true }).on('all', () => versionsChanged());
  log(`watching ${path.relative(ROOT, watched) || '.'} for changes`);
} else {
  log('the content comes from a git source: not watched (restart to fetch it again)');
}
await startContentlayer();
// A first build that failed handed nothing over: the site starts on the last build there is, and the fix is picked up
// live.
if (!existsSync(generationDir(ROOT, readContentGeneration(ROOT).generation))) {
  const result = handOffContentBuild(ROOT, [], true, () => true);
  if (!result.handedOff) log(`no build of the content to show yet: ${result.reason}`);
}
const next = start(bin('next'), ['dev', ...devServerArgs(process.argv.slice(2))], undefined, {
  // The editor's API answers only to the dev server's own host and port (lib/cms/request-guard.ts).
  CMS_DEV_PORT: String(devServerPort(process.argv.slice(2), process.env.PORT)),
});
next.on('exit', (code, signal) => {
  if (!stopping)
    console.error(`dev: next dev stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping`);
  stop(code ?? 1);
});
setUpDone();
