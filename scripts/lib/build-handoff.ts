/**
 * The three steps of a cold build that overlap in scripts/prepare.ts, and how
 * each tells the next that what it needs is ready.
 *
 * 1. The content build (contentlayer2) beside the API step.
 *
 * contentlayer2 needs the API step's output (.generated/api-changes.json, the
 * lifecycle badges) only when its first doc reaches the badge plugin, about
 * 2 s after it starts: loading itself, compiling its config and reading the
 * files come first. So scripts/prepare.ts --contentlayer starts contentlayer2
 * right after the content check and computes the API data meanwhile; the two
 * processes say when each is ready over Node's IPC channel:
 *
 *   child  → parent  { type: 'waiting' }    its config is loaded, badges wanted
 *   parent → child   { type: 'api-ready' }  the API data is on disk
 *
 * Each side speaks only once the other can hear it (a message sent before a
 * listener exists is lost), and a child that is not run this way reads the
 * file at once, as before.
 *
 * 2. `next build` beside the content build. Turbopack's compile needs the API
 * data but none of the docs, so prepare.ts --next-build starts `next build`
 * once the API step is done and tells its page workers when contentlayer2 has
 * finished, through a marker file (lib/docs/content-built.ts): a page worker
 * is a grandchild, out of reach of an IPC channel.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { CONTENT_BUILT_ENV, CONTENT_BUILT_OK } from '../../lib/docs/content-built';

export const HANDOFF_ENV = 'RNTP_API_HANDOFF';
const WAITING = 'waiting';
const READY = 'api-ready';

type Message = { type?: unknown };
const isMessage = (message: unknown, type: string) =>
  typeof message === 'object' && message !== null && (message as Message).type === type;

/**
 * In the content build: `read()` at once, or, when scripts/prepare.ts runs
 * this process beside its API step, a promise of `read()` once that step has
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
      reject(new Error('scripts/prepare.ts stopped before it wrote the API data (.generated/api-changes.json).'));
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

export interface ContentBuild {
  /** Tell the content build that the API data is written (it proceeds once it asked for it). */
  apiReady(): void;
  /** The content build's exit code (1 when it was killed or failed to start). */
  exited: Promise<number>;
  child: ChildProcess;
}

/** In scripts/prepare.ts: start `command args` (the content build) with an IPC channel for the handoff. */
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
 * In scripts/prepare.ts: start `command args` (`next build`) while the content
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
