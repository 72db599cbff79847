#!/usr/bin/env node
/**
 * Fail on any broken internal link or #anchor across the exported pages, the
 * way the current site's build does (onBrokenLinks: throw). Lists each one.
 * Usage: node scripts/check-links.mjs [outDir]
 */
import { loadSite, findBrokenLinks } from './lib/check-links.mjs';

const outDir = process.argv[2] ?? process.env.OUT_DIR ?? 'out';
const raw = (process.env.BASE_URL ?? '/').trim();
const basePath = raw === '' || raw === '/' ? '' : `/${raw.replace(/^\/+|\/+$/g, '')}`;
const pages = loadSite(outDir);
const broken = findBrokenLinks(pages, { basePath });
if (broken.length) {
  console.error(`check-links: ${broken.length} broken link(s) in ${outDir}:`);
  for (const b of broken) console.error(`  ${b.from}: ${b.href} (${b.reason})`);
  process.exit(1);
}
console.log(`check-links: ${pages.size} pages, no broken internal links or anchors`);
