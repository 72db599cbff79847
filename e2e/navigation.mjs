/**
 * Prefetch on intent, then a click: the helpers the end-to-end test (chrome.spec.mjs) and the navigation bench
 * (bench/navigation.mjs) share, so that the bench times exactly what the test checks.
 */

/**
 * Resolves once `route` is prefetched: its page's route data (`…/__PAGE__.txt`) and its HTML (the article) have
 * arrived, and no other request for that route is still running. Call it before the action that prefetches.
 * @param {import('playwright-core').Page} page
 * @param {string} route
 */
export function prefetchOf(page, route) {
  const pending = new Set();
  const arrived = { segment: false, html: false };
  return new Promise((resolve, reject) => {
    const which = (r) => {
      // Next's router also sends the route a HEAD request that it aborts once the route data answers.
      if (r.resourceType() !== 'fetch' || r.method() !== 'GET') return null;
      const { pathname } = new URL(r.url());
      if (pathname === route) return 'html';
      if (pathname.startsWith(`${route}/__next.`)) return pathname.endsWith('.__PAGE__.txt') ? 'segment' : 'other';
      return null;
    };
    const onRequest = (r) => {
      if (which(r)) pending.add(r);
    };
    const onFinished = (r) => {
      if (!pending.delete(r)) return;
      const kind = which(r);
      if (kind === 'segment' || kind === 'html') arrived[kind] = true;
      if (arrived.segment && arrived.html && pending.size === 0) {
        page.off('request', onRequest).off('requestfinished', onFinished).off('requestfailed', onFailed);
        resolve(undefined);
      }
    };
    const onFailed = (r) => {
      if (pending.has(r)) reject(new Error(`prefetching ${route}: ${r.url()} failed`));
    };
    page.on('request', onRequest).on('requestfinished', onFinished).on('requestfailed', onFailed);
  });
}

/**
 * A finger comes down on `selector` (and stays there): a touch start with its touch point, as a phone sends it.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
export async function touchStart(page, selector) {
  await page.evaluate((sel) => {
    const target = /** @type {Element} */ (document.querySelector(sel));
    const box = target.getBoundingClientRect();
    const touch = new Touch({ identifier: 1, target, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 });
    const init = { bubbles: true, cancelable: true, touches: [touch], targetTouches: [touch], changedTouches: [touch] };
    target.dispatchEvent(new TouchEvent('touchstart', init));
  }, selector);
}

/**
 * Clicks (or taps) `selector` and resolves with the milliseconds, measured in the page with performance.now(), from
 * the click to the first frame that shows the page titled `title` (its heading and its article in the document),
 * and the requests for the link's route made between the click and that frame: none when the page came from what
 * the prefetch brought.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 * @param {string} title
 * @param {'click' | 'tap'} how
 * @returns {Promise<{ ms: number, fetched: string[] }>}
 */
export async function clickToHeading(page, selector, title, how) {
  const route = await page.evaluate(
    ([sel, text]) => {
      const link = /** @type {HTMLAnchorElement} */ (document.querySelector(/** @type {string} */ (sel)));
      const path = new URL(link.href).pathname;
      window.__shown = new Promise((resolve) => {
        let clicked = 0;
        link.addEventListener('click', () => (clicked = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const heading = document.querySelector('main h1');
          const article = document.querySelector(`[data-server-part="${path}#article"]`);
          if (!clicked || heading?.textContent !== text || !article) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - clicked));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      return path;
    },
    [selector, title],
  );
  /** @type {string[]} */
  const fetched = [];
  const onRequest = (r) => {
    const url = new URL(r.url());
    if (url.pathname === route || url.pathname.startsWith(`${route}/`)) fetched.push(`${r.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  await (how === 'tap' ? page.tap(selector) : page.click(selector));
  const ms = /** @type {number} */ (await page.evaluate(() => window.__shown));
  page.off('request', onRequest);
  return { ms, fetched };
}
