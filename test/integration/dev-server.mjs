/**
 * Stopping the `npm run dev` of an integration test: it runs in its own
 * process group (bench/dev-loop.mjs starts it detached), so the group is
 * signalled, Next's workers included.
 */
import { rmSync } from 'node:fs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function signalGroup(dev, signal) {
  try {
    process.kill(-dev.child.pid, signal);
  } catch {
    // the group is gone
  }
}

/** Stops the dev server: SIGTERM, then SIGKILL for what is left after 10 s. */
export async function stopDev(dev) {
  if (!dev || dev.child.exitCode !== null || dev.child.signalCode !== null) return;
  const gone = new Promise((resolve) => dev.child.once('exit', resolve));
  signalGroup(dev, 'SIGTERM');
  if ((await Promise.race([gone.then(() => true), sleep(10_000)])) !== true) signalGroup(dev, 'SIGKILL');
  // Whatever of the group outlived its leader (next's workers) goes too.
  signalGroup(dev, 'SIGKILL');
}

/**
 * A handler for Ctrl-C and SIGTERM while the test runs: kills the dev server,
 * removes the scratch copy and exits. `state()` gives both as they are then.
 */
export function onInterrupt(state) {
  return (signal) => {
    const { dev, scratch } = state();
    if (dev) signalGroup(dev, 'SIGKILL');
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
}

/**
 * Resolves once `page`'s hot-reload socket to the dev server has had its first
 * message (Next opens the socket after the page loads; an edit saved before it
 * is open reaches the page only by a full reload); fails after `timeout` ms.
 * Call it before the page loads.
 */
export function hotReloadConnected(page, timeout) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('websocket', onSocket);
      reject(new Error(`the page's hot-reload socket had no message within ${timeout / 1000} s`));
    }, timeout);
    const onSocket = (socket) => {
      if (!new URL(socket.url()).pathname.endsWith('/_next/hmr')) return;
      page.off('websocket', onSocket);
      socket.once('framereceived', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    };
    page.on('websocket', onSocket);
  });
}
