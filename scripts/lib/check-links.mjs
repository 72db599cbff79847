/**
 * Broken internal links and anchors across an exported site. Pure over a map
 * of page path → HTML so it is tested without a build; `loadSite` reads out/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './html-files.mjs';

const ATTR = /<a\b[^>]*?\shref="([^"]*)"/gi;
const ID = /\sid="([^"]+)"/gi;

function decode(value) {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Site route of an exported file: `docs/intro.html` → `/docs/intro`, `index.html` → `/`. */
export function routeOfFile(file) {
  const clean = file
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  if (clean === 'index') return '/';
  return `/${clean.replace(/\/index$/, '')}`;
}

/**
 * One flat copy of each distinct string. A regex match is a slice that keeps
 * its whole page alive in V8, so keeping matches kept every page's HTML:
 * 4 GB and out of memory at 4,400 pages. The same links and ids recur on
 * every page, so the table stays small.
 */
const interned = new Map();
function intern(value) {
  let flat = interned.get(value);
  if (flat === undefined) {
    flat = Buffer.from(value, 'utf8').toString('utf8');
    interned.set(flat, flat);
  }
  return flat;
}

/**
 * What the checks need of a page: its link targets, its element ids and
 * whether it is a doc page to index. Keeping only this, not the HTML, keeps
 * memory flat as the site grows.
 */
export function summarize(html) {
  return {
    links: [...new Set([...html.matchAll(ATTR)].map((m) => decode(m[1])))].map(intern),
    ids: new Set([...html.matchAll(ID)].map((m) => intern(decode(m[1])))),
    indexed: html.includes('data-pagefind-body'),
  };
}

/** Every route of the export with its summary, skipping framework and search assets. */
export function loadSite(outDir) {
  const pages = new Map();
  for (const file of htmlFiles(outDir))
    pages.set(routeOfFile(path.relative(outDir, file)), summarize(readFileSync(file, 'utf8')));
  return pages;
}

/**
 * @param {Map<string, string | ReturnType<typeof summarize>>} pages route → HTML or its summary
 * @param {{ basePath?: string, ignore?: string[] }} [options] routes whose own links are not checked (e.g. `/404`)
 * @returns {{ from: string, href: string, reason: string }[]}
 */
export function findBrokenLinks(pages, options = {}) {
  const basePath = options.basePath ?? '';
  const ignore = new Set(options.ignore ?? []);
  const summaries = new Map(
    [...pages].map(([route, page]) => [route, typeof page === 'string' ? summarize(page) : page]),
  );
  const idsOf = (route) => summaries.get(route)?.ids ?? new Set();
  const broken = [];
  for (const [from, page] of summaries) {
    if (ignore.has(from)) continue;
    for (const href of page.links) {
      if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `http://site${basePath}${from === '/' ? '/' : from}`);
      let route = decodeURIComponent(url.pathname);
      if (basePath) {
        if (route !== basePath && !route.startsWith(`${basePath}/`)) {
          broken.push({ from, href, reason: `outside the base URL ${basePath}` });
          continue;
        }
        route = route.slice(basePath.length) || '/';
      }
      route = route.replace(/\/+$/, '').replace(/\.html$/, '') || '/';
      if (route.startsWith('/_next/') || route.startsWith('/pagefind/') || /\.(xml|txt|png|svg|ico|json)$/.test(route))
        continue;
      if (!pages.has(route)) {
        broken.push({ from, href, reason: `no page ${route}` });
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (hash && !idsOf(route).has(hash))
        broken.push({ from, href, reason: `no element with id "${hash}" on ${route}` });
    }
  }
  return broken;
}
