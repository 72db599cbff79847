import { withBasePath } from '@/lib/site/links';
import { BASE_PATH } from '@/components/chrome/base-path';
import type { PartKind } from './part-source';

/**
 * Server parts in the browser, for ServerPart: read from the page when it was
 * loaded with them, else taken from the page's own HTML file, fetched once
 * per route (on intent, through prefetchPageParts, or on navigation).
 */
export const PART_ATTRIBUTE = 'data-server-part';
export const REVISION_ATTRIBUTE = 'data-revision';

export const partId = (route: string, kind: PartKind) => `${route}#${kind}`;
const selector = (route: string, kind: PartKind) => `[${PART_ATTRIBUTE}="${CSS.escape(partId(route, kind))}"]`;

type Parts = Partial<Record<PartKind, { revision: string | null; html: string }>>;

const pages = new Map<string, Promise<Parts>>();
/** The parts of the pages fetched so far, once they have arrived: a navigation after a prefetch reads them at once. */
const arrived = new Map<string, Parts>();
/** Parts already seen, by id and revision: a page read on load is not fetched again when the reader comes back. */
const known = new Map<string, string>();
const knownKey = (route: string, kind: PartKind, revision: string) => `${partId(route, kind)}@${revision}`;

/**
 * The part's HTML when it is already at hand: rendered into this page by the
 * server, seen before, or in the page's HTML fetched on intent. Null when it
 * has to be loaded (`loadPartHtml`).
 */
export function partHtmlAtHand(route: string, kind: PartKind, revision: string): string | null {
  const key = knownKey(route, kind, revision);
  const element = document.querySelector(selector(route, kind));
  if (element && element.getAttribute(REVISION_ATTRIBUTE) === revision) {
    // Read once: serialising an API page's article takes milliseconds on a phone, while the page hydrates.
    const html = element.innerHTML;
    known.set(key, html);
    return html;
  }
  const part = arrived.get(route)?.[kind];
  if (part?.revision === revision) known.set(key, part.html);
  return known.get(key) ?? null;
}

const KINDS: readonly PartKind[] = ['doc-head', 'article', 'doc-foot', 'toc'];

function fetchPage(route: string, fresh: boolean): Promise<Parts> {
  const promise = fetch(withBasePath(route, BASE_PATH), fresh ? { cache: 'no-cache' } : {})
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.text();
    })
    .then((text) => {
      const page = new DOMParser().parseFromString(text, 'text/html');
      const parts: Parts = {};
      for (const kind of KINDS) {
        const element = page.querySelector(selector(route, kind));
        if (element) parts[kind] = { revision: element.getAttribute(REVISION_ATTRIBUTE), html: element.innerHTML };
      }
      arrived.set(route, parts);
      return parts;
    });
  pages.set(route, promise);
  promise.catch(() => pages.delete(route));
  return promise;
}

/** Starts fetching a docs page's server parts, so that navigating there does not wait for them. */
export function prefetchPageParts(route: string): void {
  if (route.startsWith('/docs/') && !pages.has(route)) void fetchPage(route, false).catch(() => undefined);
}

const loads = new Map<string, Promise<string>>();
let leavingFor: string | null = null;

/** Loads the page whole, once, however many of its parts failed. */
function loadWhole(route: string): Promise<never> {
  if (leavingFor !== route) {
    leavingFor = route;
    window.location.assign(withBasePath(route, BASE_PATH));
  }
  return new Promise<never>(() => {});
}

/**
 * A part of `route` at `revision`: fetched again, past the HTTP cache, when
 * what was fetched before holds another revision (a newer deployment); the
 * newest the server has when they still differ. When the page cannot be
 * fetched, or lacks the part, the browser loads the page whole, as Next does
 * when a route's data cannot be fetched.
 */
export function loadPartHtml(route: string, kind: PartKind, revision: string): Promise<string> {
  const key = knownKey(route, kind, revision);
  const seen = known.get(key);
  if (seen !== undefined) return Promise.resolve(seen);
  let load = loads.get(key);
  if (!load) {
    load = (pages.get(route) ?? fetchPage(route, false))
      .then((parts) => (parts[kind]?.revision === revision ? parts : fetchPage(route, true)))
      .then((parts) => {
        const part = parts[kind];
        if (!part) throw new Error(`${route} has no ${kind}`);
        known.set(key, part.html);
        return part.html;
      })
      .catch(() => {
        loads.delete(key);
        return loadWhole(route);
      });
    loads.set(key, load);
  }
  return load;
}
