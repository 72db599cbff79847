#!/usr/bin/env node
/**
 * Page-weight budget, enforced on the built site: a doc page may load at most
 * 25 KB of gzip JavaScript above the framework floor (a bare Next.js page built
 * with the same settings, measured in the same run) before any interaction,
 * and fetch no other route's data while it loads.
 */
import { buildFloor, measure, kb, table } from '../bench/page-weight.mjs';

const BUDGET_ABOVE_FLOOR = 25 * 1024;
const floorOut = buildFloor();
const [floor] = await measure(floorOut, [['framework floor', '/']]);
if (!floor) throw new Error('budget: the framework floor was not measured');
const rows = await measure('out', [
  ['doc: installation', '/docs/basics/installation'],
  ['doc: API reference', '/docs/api/functions/player'],
  ['doc: old version', '/docs/2.1/api/events'],
]);
console.log(`framework floor: ${kb(floor.js)} JS gzip`);
console.log(table(rows, floor.js));
const over = rows.filter((r) => r.js - floor.js > BUDGET_ABOVE_FLOOR);
for (const r of over)
  console.error(
    `budget: ${r.route} loads ${kb(r.js - floor.js)} of JS above the floor (budget ${kb(BUDGET_ABOVE_FLOOR)})`,
  );
// Prefetch on intent, not on sight: a page load fetches no other route's data.
const prefetching = rows.filter((r) => r.prefetches > 0);
for (const r of prefetching)
  console.error(`budget: ${r.route} fetched ${r.prefetches} requests of other routes' data while loading`);
if (over.length || prefetching.length) process.exit(1);
console.log(
  `budget: every doc page within ${kb(BUDGET_ABOVE_FLOOR)} of JS above the floor, none fetching other routes' data`,
);
