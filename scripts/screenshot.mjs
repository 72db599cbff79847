#!/usr/bin/env node
/**
 * Screenshots of the served site for looking at what we build.
 * Usage: node scripts/screenshot.mjs [baseUrl] [outDir] path...
 * Each path is shot at 1280 and 390 px, light and dark.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/browser.mjs';

const [base = 'http://127.0.0.1:3000', outDir = 'e2e/.screenshots', ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
for (const route of paths.length ? paths : ['/']) {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(base + route, { waitUntil: 'networkidle' });
      const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join(outDir, name) });
      console.log(path.join(outDir, name));
      await context.close();
    }
  }
}
await browser.close();
