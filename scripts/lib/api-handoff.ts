/**
 * The content build (contentlayer2) beside the API step, in a cold build.
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
 */
import { spawn, type ChildProcess } from 'node:child_process';

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
  const exited = new Promise<number>((resolve) => {
    child.once('error', (error) => {
      console.error(`The content build did not start: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
  // A content build left behind would keep writing after this process failed.
  const stop = () => child.exitCode === null && child.kill();
  process.once('exit', stop);
  void exited.then(() => process.off('exit', stop));
  return {
    apiReady() {
      ready = true;
      send();
    },
    exited,
    child,
  };
}
