/**
 * Broken internal links and anchors across an exported site. Pure over a map
 * of page path → HTML so it is tested without a build; `loadSite` reads out/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

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

/** Every route of the export with its HTML, skipping framework and search assets. */
export function loadSite(outDir) {
  const pages = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      const rel = path.relative(outDir, full);
      if (rel.startsWith('_next') || rel.startsWith('pagefind')) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith('.html')) pages.set(routeOfFile(rel), readFileSync(full, 'utf8'));
    }
  };
  walk(outDir);
  return pages;
}

/**
 * @param {Map<string, string>} pages route → HTML
 * @param {{ basePath?: string, ignore?: string[] }} [options] routes whose own links are not checked (e.g. `/404`)
 * @returns {{ from: string, href: string, reason: string }[]}
 */
export function findBrokenLinks(pages, options = {}) {
  const basePath = options.basePath ?? '';
  const ignore = new Set(options.ignore ?? []);
  const ids = new Map();
  const idsOf = (route) => {
    if (!ids.has(route)) ids.set(route, new Set([...(pages.get(route) ?? '').matchAll(ID)].map((m) => decode(m[1]))));
    return ids.get(route);
  };
  const broken = [];
  for (const [from, html] of pages) {
    if (ignore.has(from)) continue;
    for (const match of html.matchAll(ATTR)) {
      const href = decode(match[1]);
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
