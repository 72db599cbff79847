/**
 * Broken internal links, anchors and images across an exported site. Pure
 * over a map of page path → HTML (and the set of other files) so it is tested
 * without a build; `loadSite` and `loadFiles` read out/.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './html-files.mjs';

const ATTR = /<a\b[^>]*?\shref="([^"]*)"/gi;
const IMG = /<img\b[^>]*?\ssrc="([^"]*)"/gi;
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
    images: [...new Set([...html.matchAll(IMG)].map((m) => decode(m[1])))].map(intern),
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
 * Every file of the export that is not a page (images, media, feeds), as the
 * path it is served at (`/img/logo.svg`), skipping Next's assets and the search index.
 */
export function loadFiles(outDir) {
  const found = new Set();
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    const top = file.split(path.sep)[0];
    if (top === '_next' || top === 'pagefind' || file.endsWith('.html')) continue;
    if (statSync(path.join(outDir, file)).isFile()) found.add(`/${file.split(path.sep).join('/')}`);
  }
  return found;
}

function decodePath(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * @param {Map<string, string | ReturnType<typeof summarize>>} pages route → HTML or its summary
 * @param {{ basePath?: string, ignore?: string[], files?: Set<string>, toleratedAnchors?: Iterable<string> }} [options]
 *   `ignore`: routes whose own links are not checked (e.g. `/404`); `files`: the export's other files
 *   (see `loadFiles`); `toleratedAnchors`: `route#id` of broken anchors reported elsewhere as warnings
 * @returns {{ from: string, href: string, reason: string }[]}
 */
export function findBrokenLinks(pages, options = {}) {
  const basePath = options.basePath ?? '';
  const ignore = new Set(options.ignore ?? []);
  const files = options.files ?? new Set();
  const tolerated = new Set(options.toleratedAnchors ?? []);
  const summaries = new Map(
    [...pages].map(([route, page]) => [route, typeof page === 'string' ? summarize(page) : page]),
  );
  const idsOf = (route) => summaries.get(route)?.ids ?? new Set();
  const broken = [];
  for (const [from, page] of summaries) {
    if (ignore.has(from)) continue;
    /** The path of a same-site URL inside the export, or a reason it has none. */
    const locate = (href) => {
      const url = new URL(href, `http://site${basePath}${from === '/' ? '/' : from}`);
      let pathname = decodePath(url.pathname);
      if (basePath) {
        if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return { url, outside: true };
        pathname = pathname.slice(basePath.length) || '/';
      }
      return { url, pathname };
    };
    for (const href of page.links) {
      if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const { url, pathname, outside } = locate(href);
      if (outside) {
        broken.push({ from, href, reason: `outside the base URL ${basePath}` });
        continue;
      }
      const route = pathname.replace(/\/+$/, '').replace(/\.html$/, '') || '/';
      if (route.startsWith('/_next/') || route.startsWith('/pagefind/') || files.has(pathname)) continue;
      if (!pages.has(route)) {
        broken.push({ from, href, reason: `no page or file ${route}` });
        continue;
      }
      const hash = decodePath(url.hash.slice(1));
      if (hash && !idsOf(route).has(hash) && !tolerated.has(`${route}#${hash}`))
        broken.push({ from, href, reason: `no element with id "${hash}" on ${route}` });
    }
    for (const src of page.images ?? []) {
      if (!src || /^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) continue;
      const { pathname, outside } = locate(src);
      if (outside) broken.push({ from, href: src, reason: `image outside the base URL ${basePath}` });
      else if (!pathname.startsWith('/_next/') && !files.has(pathname))
        broken.push({ from, href: src, reason: `no image file ${pathname}` });
    }
  }
  return broken;
}
