#!/usr/bin/env node
/**
 * The inline React payload of an exported page: the `self.__next_f.push(…)`
 * scripts Next writes into each page's HTML for hydration. What it weighs (raw
 * and gzip, as one stream) and, from the command line, what is in it:
 *
 *   node bench/inline-payload.mjs [export folder] [route…]
 *
 * prints each route's payload and its largest rows (default: out/, the pages
 * `npm run bench -- pages` measures).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The HTML file that answers `route` in an export (`/docs/x` → docs/x.html or docs/x/index.html). */
export function htmlFile(dir, route) {
  for (const candidate of [`${route}.html`, `${route}/index.html`]) {
    const file = path.join(dir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

const PUSH = /<script>(self\.__next_f\.push\((.*?)\))<\/script>/gs;

/**
 * @param {string} html a page as exported
 * @returns {{ scripts: number, bytes: number, gzipBytes: number, text: string }} the payload scripts as sent
 *   (count, bytes, gzip bytes of them together) and the payload text they carry (the pushed strings, decoded)
 */
export function inlinePayload(html) {
  const scripts = [...html.matchAll(PUSH)];
  const sent = scripts.map((m) => m[1] ?? '').join('');
  const text = scripts
    .map((m) => /** @type {[number, string?]} */ (JSON.parse(m[2] ?? '[]')))
    .map(([, chunk]) => chunk ?? '')
    .join('');
  return { scripts: scripts.length, bytes: Buffer.byteLength(sent), gzipBytes: gzipSync(sent).length, text };
}

/**
 * The payload's rows (`<id>:<value>` lines of React's Flight format), largest first.
 * @param {string} text the decoded payload (`inlinePayload(html).text`)
 * @returns {{ id: string, bytes: number, row: string }[]}
 */
export function payloadRows(text) {
  return text
    .split(/\n(?=[0-9a-f]*:)/)
    .filter(Boolean)
    .map((row) => ({ id: row.slice(0, row.indexOf(':')), bytes: Buffer.byteLength(row), row }))
    .sort((a, b) => b.bytes - a.bytes);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = 'out', ...asked] = process.argv.slice(2);
  const routes = asked.length
    ? asked
    : ['/docs/api/functions/player', '/docs/2.1/api/events', '/docs/basics/installation'];
  for (const route of routes) {
    const file = htmlFile(path.resolve(dir), route);
    if (!file) throw new Error(`${dir} has no page for ${route}`);
    const payload = inlinePayload(readFileSync(file, 'utf8'));
    console.log(
      `${route}: ${payload.scripts} scripts, ${(payload.bytes / 1024).toFixed(1)} KB, ${(payload.gzipBytes / 1024).toFixed(2)} KB gzip`,
    );
    for (const { id, bytes, row } of payloadRows(payload.text).slice(0, 12))
      console.log(`  ${String(bytes).padStart(6)}  ${id}: ${row.slice(id.length + 1, id.length + 111)}`);
  }
}
