/**
 * The steps of `npm run build` that overlap (scripts/build.ts), and how each
 * tells the next that what it needs is ready.
 *
 * 1. The content check and API data (scripts/prepare.ts) in a child process,
 * which frees their memory when it ends. It says when the check has passed,
 * over Node's IPC channel ({ type: 'checked' }); its exit with code 0 means
 * the API data is written.
 *
 * 2. The content build (contentlayer2) beside the API step. contentlayer2
 * needs the API step's output (.generated/api-changes.json, the lifecycle
 * badges) only when its first doc reaches the badge plugin, about 2 s after it
 * starts: loading itself, compiling its config and reading the files come
 * first. So scripts/build.ts starts it right after the content check, and the
 * two say when each is ready over Node's IPC channel:
 *
 *   child  → parent  { type: 'waiting' }    its config is loaded, badges wanted
 *   parent → child   { type: 'api-ready' }  the API data is on disk
 *
 * Each side speaks only once the other can hear it (a message sent before a
 * listener exists is lost), and a child that is not run this way reads the
 * file at once, as before.
 *
 * 3. `next build` beside the content build. Turbopack's compile needs the API
 * data but none of the docs, so scripts/build.ts starts `next build` once the
 * API data is written and tells its page workers when contentlayer2 has
 * finished, through a marker file (lib/docs/content-built.ts): a page worker
 * is a grandchild, out of reach of an IPC channel.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { CONTENT_BUILT_ENV, CONTENT_BUILT_OK } from '../../lib/docs/content-built';

export const HANDOFF_ENV = 'RNTP_API_HANDOFF';
export const STEPS_ENV = 'RNTP_PREPARE_STEPS';
const WAITING = 'waiting';
const READY = 'api-ready';
const CHECKED = 'checked';

type Message = { type?: unknown };
const isMessage = (message: unknown, type: string) =>
  typeof message === 'object' && message !== null && (message as Message).type === type;

/** In scripts/prepare.ts: say that the content check has passed, when scripts/build.ts is listening. */
export function reportChecked(): void {
  if (process.env[STEPS_ENV] === 'ipc' && process.send) process.send({ type: CHECKED });
}

/**
 * In the content build: `read()` at once, or, when scripts/build.ts runs
 * this process beside the API step, a promise of `read()` once that step has
 * written its data. One promise per process, however often the config loads.
 */
export function whenApiReady<T>(read: () => T): T | Promise<T> {
  if (process.env[HANDOFF_ENV] !== 'ipc' || !process.send) return read();
  const shared = globalThis as { __rntpApiReady?: Promise<unknown> };
  shared.__rntpApiReady ??= new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isMessage(message, READY)) return;
      process.off('message', onMessage);
      process.off('disconnect', onDisconnect);
      // Nothing more to hear: an open channel would keep this process alive after the build.
      if (process.connected) process.disconnect();
      resolve();
    };
    const onDisconnect = () => {
      process.off('message', onMessage);
      reject(new Error('The build stopped before it wrote the API data (.generated/api-changes.json).'));
    };
    process.on('message', onMessage);
    process.once('disconnect', onDisconnect);
    process.send!({ type: WAITING });
  });
  return shared.__rntpApiReady.then(read);
}

/** A step run as a child process: its exit code (1 when it was killed or failed to start). */
function exitCode(child: ChildProcess, name: string): Promise<number> {
  const exited = new Promise<number>((resolve) => {
    child.once('error', (error) => {
      console.error(`${name} did not start: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
  // A step left behind would keep writing after this process failed.
  const stop = () => child.exitCode === null && child.kill();
  process.once('exit', stop);
  void exited.then(() => process.off('exit', stop));
  return exited;
}

export interface PrepareSteps {
  /** true once the content check has passed; false when the steps ended without passing it. */
  checked: Promise<boolean>;
  /** Their exit code: 0 once the API data is written. */
  exited: Promise<number>;
  child: ChildProcess;
}

/** In scripts/build.ts: start `command args` (scripts/prepare.ts: the content check, then the API data). */
export function startPrepareSteps(command: string, args: string[]): PrepareSteps {
  const child = spawn(command, args, {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [STEPS_ENV]: 'ipc' },
  });
  const exited = exitCode(child, 'The content check');
  const checked = new Promise<boolean>((resolve) => {
    child.on('message', (message) => {
      if (isMessage(message, CHECKED)) resolve(true);
    });
    // Ending well means the check passed too, whichever event comes first.
    void exited.then((code) => resolve(code === 0));
  });
  return { checked, exited, child };
}

export interface ContentBuild {
  /** Tell the content build that the API data is written (it proceeds once it asked for it). */
  apiReady(): void;
  /** The content build's exit code (1 when it was killed or failed to start). */
  exited: Promise<number>;
  child: ChildProcess;
}

/** Start `command args` (the content build) with an IPC channel for the handoff. */
export function startContentBuild(command: string, args: string[]): ContentBuild {
  const child = spawn(command, args, {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [HANDOFF_ENV]: 'ipc' },
  });
  let waiting = false;
  let ready = false;
  const send = () => {
    if (waiting && ready && child.connected) child.send({ type: READY });
  };
  child.on('message', (message) => {
    if (!isMessage(message, WAITING)) return;
    waiting = true;
    send();
  });
  return {
    apiReady() {
      ready = true;
      send();
    },
    exited: exitCode(child, 'The content build'),
    child,
  };
}

export interface PageBuild {
  /**
   * Tell the page build how the content build ended: 0 lets its pages render;
   * any other code makes them fail, and the page build is stopped.
   */
  contentBuilt(code: number): void;
  /** The page build's exit code (1 when it was killed or failed to start). */
  exited: Promise<number>;
  child: ChildProcess;
}

/**
 * In scripts/build.ts: start `command args` (`next build`) while the content
 * build runs; its pages wait for `marker` (removed first: one left by an
 * earlier build must not let them read half-written docs).
 */
export function startPageBuild(command: string, args: string[], marker: string): PageBuild {
  rmSync(marker, { force: true });
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, [CONTENT_BUILT_ENV]: marker } });
  return {
    contentBuilt(code) {
      // Written whole and renamed into place: a worker never reads half a marker.
      writeFileSync(`${marker}.tmp`, code === 0 ? CONTENT_BUILT_OK : `contentlayer2 exited with code ${code}`);
      renameSync(`${marker}.tmp`, marker);
      if (code !== 0 && child.exitCode === null) child.kill();
    },
    exited: exitCode(child, 'The page build'),
    child,
  };
}
