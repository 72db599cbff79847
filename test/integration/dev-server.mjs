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

/**
 * The end of the dev server's output for a failure message: its last `chars` characters after each error's stack is
 * cut to its first `frames` frames. A stack of Turbopack's chunks runs to 4 KB, and the tail of the output used to
 * hold the stack and not the error above it (clean-clone run c5: the editor showed nothing for three steps, and the
 * only output kept was 45 frames of one stack).
 * @param {string} log
 */
export function serverTail(log, chars = 4000, frames = 4) {
  const lines = [];
  let inStack = 0;
  for (const line of log.split('\n')) {
    const isFrame = /^\s+at /.test(line);
    inStack = isFrame ? inStack + 1 : 0;
    if (inStack <= frames) lines.push(line);
    else if (inStack === frames + 1) lines.push('    … (more frames left out)');
  }
  return lines.join('\n').slice(-chars);
}

/**
 * `fetch` on a connection of its own (`Connection: close`), for requests to the dev server. Node's fetch keeps a
 * connection open and sends the next request on it; Next's server closes a connection idle for 5 s (Node's
 * `keepAliveTimeout`). When the machine was loaded enough to hold the test process back for that long (load average
 * about 25 in clean-clone run g4), a request went out on a connection the server had just closed and failed with
 * ECONNRESET, although the server had answered every request and ran on. A browser sends such a request again by
 * itself; Node's fetch does not, and a test must not.
 * @param {string} url
 * @param {RequestInit} [init]
 */
export function fetchFresh(url, init = {}) {
  return fetch(url, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), connection: 'close' } });
}

/**
 * What `promise` settles to, or what `late()` returns (or throws) once `ms` have passed, whichever comes first.
 * Playwright puts no limit of its own on opening or closing a browser context, nor on an `evaluate`: a dev-loop run
 * once waited on a context Chromium never answered, with no timer left at all, until the runner's 30-minute limit.
 * @template T, L
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {() => L} late
 * @returns {Promise<T | L>}
 */
export async function within(promise, ms, late) {
  let timer;
  const expired = new Promise((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
  try {
    return await Promise.race([promise, /** @type {Promise<L>} */ (expired)]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A tab in a browser context of its own, with `options`; the step fails if Chromium has not opened it in a minute.
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').BrowserContextOptions} [options]
 * @returns {Promise<import('playwright-core').Page>}
 */
export function newTab(browser, options) {
  return within(
    browser.newContext(options).then((context) => context.newPage()),
    60_000,
    /** @returns {never} */
    () => {
      throw new Error('Chromium did not open a tab within 60 s');
    },
  );
}

/**
 * Closes a tab's context. A close Chromium has not answered within 10 s is left to the browser's own close at the
 * end of the file: nothing a later step checks depends on it.
 * @param {import('playwright-core').Page | undefined} page
 */
export async function closeTab(page) {
  if (page)
    await within(
      page
        .context()
        .close()
        .catch(() => {}),
      10_000,
      () => {},
    );
}
