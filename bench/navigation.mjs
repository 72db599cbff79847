/**
 * `npm run bench -- navigation`: from intent to the new page. On the 4.1 player functions page, the reader rests
 * on the queue page's sidebar link (1280 px) or touches it in the menu (390 px); once its prefetch has arrived,
 * a click (or tap) shows the queue page. Reports the milliseconds from the click to the first frame with the new
 * heading and article, median and worst of `runs` per width, against the 100 ms target, with the load average:
 * the same steps as the end-to-end test (e2e/navigation.mjs), which checks that nothing is fetched after the click.
 */
import { loadavg } from 'node:os';
import { startServer } from '../e2e/helpers.mjs';
import { launchBrowser } from '../e2e/browser.mjs';
import { clickToHeading, prefetchOf, touchStart } from '../e2e/navigation.mjs';
import { median } from './lighthouse.mjs';

const FROM = '/docs/api/functions/player';
const TO = '/docs/api/functions/queue';
export const TARGET_MS = 100;

/** One intent-then-click at `width` (1280: hover and click; 390: touch and tap) in a fresh context. */
async function once(browser, url, width) {
  const phone = width < 600;
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  const page = await context.newPage();
  try {
    await page.goto(url + FROM);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    let link = `.docs-sidebar a[href="${TO}"]`;
    const prefetched = prefetchOf(page, TO);
    if (phone) {
      await page.getByRole('button', { name: 'Open navigation menu' }).tap();
      link = `#mobile-menu .docs-sidebar-nav a[href="${TO}"]`;
      await page.locator(link).waitFor();
      await touchStart(page, link);
    } else await page.hover(link);
    await prefetched;
    const { ms, fetched } = await clickToHeading(page, link, 'Queue', phone ? 'tap' : 'click');
    if (fetched.length)
      throw new Error(`bench navigation: requests after the click at ${width} px: ${fetched.join(', ')}`);
    return ms;
  } finally {
    await context.close();
  }
}

export async function navigationBench({ runs = 9, dir = 'out' } = {}) {
  const server = await startServer({ dir });
  const browser = await launchBrowser();
  const loadBefore = loadavg()[0];
  const rows = [];
  try {
    for (const width of [1280, 390]) {
      await once(browser, server.url, width); // a first run warms the server's file cache and the browser
      const times = [];
      for (let i = 0; i < runs; i++) times.push(await once(browser, server.url, width));
      rows.push({ width, runs, median: median(times), worst: Math.max(...times), times });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { from: FROM, to: TO, targetMs: TARGET_MS, loadBefore, loadAfter: loadavg()[0], rows };
}

export function navigationTable(result) {
  const lines = [
    `From \`${result.from}\` to \`${result.to}\`; load average ${result.loadBefore.toFixed(1)} before, ${result.loadAfter.toFixed(1)} after.`,
    '',
    '| width | intent, then | runs | median | worst | target |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of result.rows) {
    const how = row.width < 600 ? 'touch, tap' : 'hover, click';
    const ok = row.median <= result.targetMs ? 'met' : 'missed';
    lines.push(
      `| ${row.width} px | ${how} | ${row.runs} | ${row.median.toFixed(1)} ms | ${row.worst.toFixed(1)} ms | ≤ ${result.targetMs} ms median: ${ok} |`,
    );
  }
  return lines.join('\n');
}
