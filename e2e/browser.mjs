/**
 * Debian's Chromium driven by playwright-core, with every request to a
 * non-loopback host failing inside the browser: tests and tools run without internet.
 */
import { once } from 'node:events';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's only way off the machine: a proxy on a loopback port of this process that closes each connection as
 * it opens. Chromium never sends loopback requests through a proxy, so the test servers answer as before; a request to
 * any other host, by name or by address, http or https (a CONNECT), goes to this port and fails with a network error.
 *
 * Requests used to be filtered with playwright's `context.route`, which pauses every request a page makes, sends it
 * to the test process and waits for its answer: loading 80 pages of the sitemap took 41 to 60 s that way against 20 to
 * 28 s without it on a machine a load average of 12 kept busy, and the e2e stage used 126 CPU-seconds against 89.
 * @returns {Promise<{ args: string[], close: () => void }>}
 */
async function offlineProxy() {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.destroy();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  // It must not keep a test process alive by itself.
  server.unref();
  return { args: [`--proxy-server=http://127.0.0.1:${port}`], close: () => server.close() };
}

/**
 * Launch Chromium, or connect to the one at `E2E_BROWSER_WS` (e2e/run.mjs starts one for every spec: closing a
 * connected browser only disconnects). Either way, only loopback hosts answer it.
 */
export async function launchBrowser() {
  const shared = process.env.E2E_BROWSER_WS;
  if (shared) return chromium.connect(shared);
  const proxy = await offlineProxy();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...proxy.args],
    headless: true,
  });
  browser.on('disconnected', proxy.close);
  return browser;
}

/** A Chromium for several processes to connect to (`E2E_BROWSER_WS`); `close()` ends it. */
export async function launchBrowserServer() {
  const proxy = await offlineProxy();
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...proxy.args],
    headless: true,
  });
  const close = server.close.bind(server);
  return Object.assign(server, { close: async () => (await close(), proxy.close()) });
}
