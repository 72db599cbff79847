/**
 * Shared pieces of the end-to-end specs: a static server over out/ on a free
 * loopback port, Chromium from browser.mjs, and console-error capture.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Serve out/ (or `dir`) with scripts/serve.mjs.
 * @param {{ dir?: string, env?: Record<string, string>, args?: string[] }} [options]
 * @returns {Promise<{ url: string, origin: string, close: () => Promise<void> }>}
 */
export async function startServer({ dir = 'out', env = {}, args = [] } = {}) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1', '--dir', dir, ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr.on('data', (d) => (output += d));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 15_000);
    child.stdout.on('data', (data) => {
      output += data;
      if (output.includes('Serving')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const base = (env.BASE_URL ?? '/').replace(/\/+$/, '');
  return {
    url: `http://127.0.0.1:${port}${base}`,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/** How long a loaded page may take to hydrate before a test fails saying so. */
const HYDRATION_MS = 60_000;

/**
 * Makes `page.goto` and `page.reload` resolve only once the page has hydrated (`<html data-hydrated>`, set by
 * components/chrome/theme-provider.tsx), for HTML responses. Network idle does not mean hydrated on a loaded machine,
 * and a click or a scroll before it reaches no handler: the test then waits in vain. `{ hydrated: false }` opts out,
 * for a page that must not hydrate (its scripts fail to load).
 * @param {import('playwright-core').Page} page
 */
function gotoWaitsForHydration(page) {
  for (const method of /** @type {const} */ (['goto', 'reload'])) {
    const original = /** @type {(...args: any[]) => Promise<import('playwright-core').Response | null>} */ (
      page[method].bind(page)
    );
    const patched = async (/** @type {any[]} */ ...args) => {
      const { hydrated = true, ...options } = typeof args.at(-1) === 'object' && args.at(-1) ? args.pop() : {};
      const response = await original(...args, options);
      if (!hydrated || !(response?.headers()['content-type'] ?? '').includes('text/html')) return response;
      try {
        await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: HYDRATION_MS });
      } catch (error) {
        throw new Error(`${page.url()} did not hydrate within ${HYDRATION_MS / 1000} s`, { cause: error });
      }
      return response;
    };
    Object.assign(page, { [method]: patched });
  }
  return page;
}

/**
 * The static server over out/ that e2e/run.mjs started for every spec (`E2E_SERVER_URL`), or one of the spec's own.
 * @param {{ dir?: string, env?: Record<string, string>, args?: string[] }} [options]
 */
async function specServer(options) {
  const shared = process.env.E2E_SERVER_URL;
  if (!shared || options) return startServer(options);
  return { url: shared, origin: new URL(shared).origin, close: async () => {} };
}

/**
 * The browser and server of a spec file: the ones e2e/run.mjs shares between specs when it runs them, else its own.
 * Its pages' `goto` and `reload` wait for hydration (above).
 */
export async function setup(options) {
  const server = await specServer(options);
  const browser = await launchBrowser();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => gotoWaitsForHydration(await newPage());
    return context;
  };
  return {
    server,
    browser,
    async newPage(contextOptions = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
      const page = await context.newPage();
      const errors = trackErrors(page);
      return { page, context, errors };
    },
    async teardown() {
      await browser.close();
      await server.close();
    },
  };
}

/** Console errors and uncaught exceptions of a page, as strings. */
export function trackErrors(page) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Resolves once the page's main thread goes idle (at most `timeout` ms): after
 * load, that is when hydration is done and its errors have surfaced.
 * @param {import('playwright-core').Page} page
 */
export async function waitForIdle(page, timeout = 2000) {
  await page.evaluate(
    (ms) => new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: ms })),
    timeout,
  );
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Wait until `predicate` (run in the page, reading `document.activeElement`)
 * holds. Radix moves focus in an effect or a task after the key that caused
 * it, so a check made right after the key would race it.
 * On timeout, fail naming `what` and where focus actually is.
 */
export async function waitForFocus(page, predicate, what, timeout = 5_000) {
  try {
    await page.waitForFunction(predicate, null, { timeout });
  } catch {
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
    throw new Error(`focus should be on ${what}, but it is on ${where}`);
  }
}

/**
 * Opens the search dialog with Ctrl+K, once: the shortcut works from the moment the page shows the search button,
 * before it hydrates (components/chrome/search/search-shortcut-script.tsx). The dialog's code loads on that
 * press: on a loaded machine that can take seconds.
 * @param {import('playwright-core').Page} page
 */
export async function openSearch(page) {
  await page.keyboard.press('Control+k');
  await page
    .locator('.search-dialog-input')
    .waitFor({ state: 'visible', timeout: 30_000 })
    .catch((error) => {
      throw new Error(`Ctrl+K did not open the search dialog within 30 s on ${page.url()}`, { cause: error });
    });
}

/**
 * Waits until `predicate` holds in the page (polled each animation frame); on a timeout, fails naming `what` and
 * the start of what the page shows.
 * @param {import('playwright-core').Page} page
 * @param {string} what
 * @param {(arg: any) => unknown} predicate
 * @param {unknown} [arg]
 */
export async function waitInPage(page, what, predicate, arg, timeout = 10_000) {
  try {
    await page.waitForFunction(predicate, arg, { timeout });
  } catch (error) {
    const shown = await page.evaluate(() => document.body?.innerText.slice(0, 600)).catch(() => '(unreadable)');
    throw new Error(`${what}: not within ${timeout / 1000} s on ${page.url()}; the page shows:\n${shown}`, {
      cause: error,
    });
  }
}

/**
 * Waits until the element of `locator` has `expected` as its attribute `name` (set by the page once it has
 * hydrated, say); on a timeout, fails with the value it had.
 * @param {import('playwright-core').Locator} locator
 */
export async function waitForAttribute(locator, name, expected, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let value = await locator.getAttribute(name, { timeout });
  while (value !== expected && Date.now() < deadline) {
    await locator.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    value = await locator.getAttribute(name, { timeout: Math.max(1, deadline - Date.now()) });
  }
  if (value !== expected)
    throw new Error(`${locator}: ${name} should be ${JSON.stringify(expected)}, is ${JSON.stringify(value)}`);
}
