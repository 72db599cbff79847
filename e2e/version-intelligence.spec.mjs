/**
 * Version intelligence on the built site: lifecycle badges next to API
 * entries, the /docs/changes pages, "this page across versions", the version
 * menu's note on versions without the page, and the page comparison.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, setup } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/** The badge texts shown right after the section heading with this id. */
async function badgesAfter(page, headingId) {
  return page
    .locator(`h2#${headingId} + .api-badges .api-badge, h3#${headingId} + .api-badges .api-badge`)
    .allInnerTexts();
}

test('the 4.1 queue page marks additions, deprecations and removals, each linking to its changes page', async () => {
  const { page, context, errors } = await env.newPage();
  await page.goto(`${env.server.url}/docs/api/functions/queue`);
  assert.deepEqual(await badgesAfter(page, 'getactivetrack'), ['Added in 4.0']);
  const current = await badgesAfter(page, 'getcurrenttrack-deprecated');
  assert.equal(current.length, 2);
  assert.match(current[0], /^Deprecated in 4\.0: use getActiveTrackIndex$/);
  assert.equal(current[1], 'Removed in Next (unreleased)');
  const added = page.locator('h2#getactivetrack + .api-badges a');
  assert.equal(await added.getAttribute('href'), '/docs/changes/3.2-to-4.0#added-function-getactivetrack');
  assert.equal(await added.getAttribute('aria-label'), 'getActiveTrack: Added in 4.0');
  // The replacement links to its own section.
  assert.equal(
    await page
      .locator('h2#getcurrenttrack-deprecated + .api-badges a', { hasText: 'getActiveTrackIndex' })
      .getAttribute('href'),
    '/docs/api/functions/queue#getactivetrackindex',
  );
  await added.click();
  await page.waitForURL(/\/docs\/changes\/3\.2-to-4\.0#added-function-getactivetrack$/);
  assert.equal(await page.locator('#added-function-getactivetrack code').first().innerText(), 'getActiveTrack');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the 2.1 lifecycle page dates changes by every release read: destroy removed in 3.1, isServiceRunning added in 2.1 (2.0.3 lacks it), nothing the oldest release had marked as added', async () => {
  const { page, context } = await env.newPage();
  await page.goto(`${env.server.url}/docs/2.1/api/functions/lifecycle`);
  assert.deepEqual(await badgesAfter(page, 'destroy'), ['Removed in 3.1']);
  const added = await page.$$eval('.api-badge-added', (els) =>
    els.map((el) => `${el.closest('.api-badges')?.getAttribute('data-entry')} ${el.textContent?.trim()}`),
  );
  assert.deepEqual(added, ['function:isServiceRunning Added in 2.1']);
  await context.close();
});

test('changes pages list what each step added and removed, and link both ways with the migration guide', async () => {
  const { page, context, errors } = await env.newPage();
  await page.goto(`${env.server.url}/docs/changes/3.2-to-4.0`);
  const addedFunctions = await page.locator('#functions-added + .change-list > li > code:first-child').allInnerTexts();
  for (const name of ['getActiveTrack', 'setQueue', 'retry'])
    assert.ok(addedFunctions.includes(name), `${name} added in 4.0`);
  await page.getByRole('link', { name: 'migration guide' }).click();
  await page.waitForURL(/\/docs\/4\.0\/v4-migration$/);
  assert.equal((await page.locator('a[href="/docs/changes/3.2-to-4.0"]').count()) > 0, true, 'the guide links back');

  await page.goto(`${env.server.url}/docs/changes/4.1-to-next`);
  assert.ok((await page.locator('#functions-added + .change-list code').allInnerTexts()).includes('acquireWakeLock'));
  assert.ok((await page.locator('#functions-removed + .change-list code').allInnerTexts()).includes('getState'));

  await page.goto(`${env.server.url}/docs/changes`);
  assert.deepEqual(await page.locator('.change-list > li > a:first-child').allInnerTexts(), [
    '4.1 to Next (unreleased)',
    '4.0 to 4.1',
    '3.2 to 4.0',
    '3.1 to 3.2',
    '2.1 to 3.1',
  ]);
  await page.goto(`${env.server.url}/docs/3.2`);
  assert.equal(await page.locator('#landing-changes + ul a[href="/docs/changes/3.2-to-4.0"]').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('this page across versions, and the version menu says which versions lack the page', async () => {
  const { page, context } = await env.newPage();
  await page.goto(`${env.server.url}/docs/guides/play-button`);
  const across = page.getByRole('navigation', { name: 'This page across versions' });
  assert.match(await across.innerText(), /Not in: .*2\.1/);
  assert.equal(await across.getByRole('link', { name: 'Next' }).getAttribute('href'), '/docs/next/guides/play-button');
  await page.locator('.navbar .version-trigger').click();
  const item = page.getByRole('menuitem', { name: /^2\.1/ });
  assert.match(await item.innerText(), /not in 2\.1: opens the 2\.1 intro/);
  assert.equal(await item.getAttribute('href'), '/docs/2.1/intro');
  await context.close();
});

test('comparing a page with another version works by keyboard, without leaving the page, on a phone too', async () => {
  const { page, context, errors } = await env.newPage(PHONE);
  await page.goto(`${env.server.url}/docs/api/functions/queue`);
  const next = page.locator('.compare-version').filter({ has: page.locator('summary', { hasText: /^Next:/ }) });
  await next.locator('summary').focus();
  await page.keyboard.press('Enter');
  assert.equal(await next.getAttribute('open'), '');
  const text = await next.innerText();
  assert.match(text, /getCurrentTrack removed/);
  assert.match(text, /From 4\.1 to Next \(unreleased\)/);
  assert.equal(
    await next.getByRole('link', { name: 'All API changes from 4.1 to Next' }).getAttribute('href'),
    '/docs/changes/4.1-to-next',
  );
  assert.ok(page.url().endsWith('/docs/api/functions/queue'));
  assert.deepEqual(errors, []);
  await context.close();
});
