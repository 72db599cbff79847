/**
 * Debian's Chromium driven by playwright-core, with every request to a
 * non-loopback host aborted: tests and tools run without internet.
 */
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

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function isLoopbackUrl(url) {
  try {
    const { protocol, hostname } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
    return LOOPBACK.has(hostname) || hostname.startsWith('127.');
  } catch {
    return false;
  }
}

/**
 * Launch Chromium, or connect to the one at `E2E_BROWSER_WS` (e2e/run.mjs starts one for every spec: closing a
 * connected browser only disconnects). Contexts made from it abort non-loopback requests.
 */
export async function launchBrowser() {
  const shared = process.env.E2E_BROWSER_WS;
  const browser = shared
    ? await chromium.connect(shared)
    : await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.route(
      (url) => !isLoopbackUrl(url.toString()),
      (route) => route.abort('blockedbyclient'),
    );
    return context;
  };
  return browser;
}

/** A Chromium for several processes to connect to (`E2E_BROWSER_WS`); `close()` ends it. */
export function launchBrowserServer() {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
