/**
 * The route a link would prefetch when the reader shows intent (pointer over
 * it, focus, touch), or null when there is nothing to prefetch:
 * another origin, a path outside the site's base path, a link to a file
 * (`/sitemap.xml`), or a `#hash` on the page being read (same path and query).
 * @param href the link's resolved URL (`a.href`)
 * @param current the page being read (`location.href`)
 * @param basePath the site's base path without a trailing slash (`''` or `/preview`)
 * @returns the route without the base path, query or hash (`/docs/api/events`)
 */
export function prefetchRoute(href: string, current: string, basePath: string): string | null {
  let url: URL;
  let here: URL;
  try {
    url = new URL(href, current);
    here = new URL(current);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  let path = url.pathname;
  if (basePath) {
    if (path !== basePath && !path.startsWith(`${basePath}/`)) return null;
    path = path.slice(basePath.length) || '/';
  }
  if (/\.[a-z0-9]+$/i.test(path)) return null;
  return path;
}

/** The parts of an anchor element that decide whether the site routes it. */
export interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The route a click on this link goes to on the client, or null when the
 * browser should handle it: a new tab or frame, a download, a link marked
 * `data-full-load`, or anything
 * `prefetchRoute` leaves out. Shared by client routing and the progress bar.
 */
export function linkRoute(link: LinkLike, current: string, basePath: string): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  // Pages outside the static site (the writers' editor under `npm run dev`) load in full.
  if (link.hasAttribute('data-full-load')) return null;
  return prefetchRoute(link.href, current, basePath);
}
