/**
 * The writers' editor is served by `npm run dev` only: the static export must
 * hold none of it, neither its routes nor its code nor a link to it, and
 * "Edit this page" must lead to the repository.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out');
const files = readdirSync(OUT, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
/** Strings only the editor's code, routes or links contain. */
const EDITOR_MARKERS = ['keystatic', 'Edit in CMS', '@keystar/ui', 'prosemirror'];

test('the export has no editor route', () => {
  assert.deepEqual(
    files.filter((f) => /^(keystatic|api)(\/|\.|$)/.test(f) || f.includes('keystatic')),
    [],
  );
});

test('no exported file holds editor code or a link to the editor', () => {
  const found = [];
  for (const file of files.filter((f) => /\.(html|js|css|txt|json|md|xml)$/.test(f))) {
    const text = readFileSync(path.join(OUT, file), 'utf8').toLowerCase();
    for (const marker of EDITOR_MARKERS) if (text.includes(marker.toLowerCase())) found.push(`${file}: ${marker}`);
  }
  assert.deepEqual(found, []);
});

test('"Edit this page" leads to the repository', () => {
  const html = readFileSync(path.join(OUT, 'docs/3.2/api/events.html'), 'utf8');
  const href = /<a class="edit-link" href="([^"]+)"/.exec(html)?.[1];
  assert.ok(href?.startsWith('https://github.com/'), `edit link: ${href}`);
  assert.match(html, /<a class="edit-link"[^>]*target="_blank"/);
});
