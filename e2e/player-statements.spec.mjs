/**
 * What the 4.1 and next pages say about the web player, run in Chromium against each version's own web module
 * (e2e/web-statements.mjs; lib/player/web-statements.ts ties each page's statement to its test).
 */
import { test, before, after } from 'node:test';
import { setup } from './helpers.mjs';
import { STATEMENT_TESTS, harness } from './web-statements.mjs';

/** Each version's playground page. */
const PLAYGROUND = { 4.1: '/docs/playground', next: '/docs/next/playground' };

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

for (const [name, { versions, run, start, repeat }] of Object.entries(STATEMENT_TESTS)) {
  for (const version of versions) {
    test(`${version}: ${name}`, async () => {
      const { page, context } = await env.newPage();
      try {
        await page.goto(env.server.url + PLAYGROUND[/** @type {'4.1' | 'next'} */ (version)]);
        await page.getByRole('button', { name: 'Try it in this page' }).click();
        await page.locator('[data-ready="ready"]').waitFor({ timeout: 30_000 });
        // Evaluated through the debugger protocol, which the page's Content-Security-Policy does not govern.
        const from = JSON.stringify({ start, repeat });
        await page.evaluate(`(${harness.toString()})(${JSON.stringify(version)}, ${run.toString()}, ${from})`);
      } finally {
        await context.close();
      }
    });
  }
}
