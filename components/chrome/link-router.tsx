'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { linkRoute, prefetchWhenVisible, type ConnectionInfo } from '@/lib/site/link-routing';
import { BASE_PATH } from './base-path';
import { prefetchPageParts } from '@/components/server-part/page-html';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The route of a link this site handles on the client, or null to leave it to the browser. */
function routeOf(link: HTMLAnchorElement): string | null {
  return linkRoute(link, location.href, BASE_PATH);
}

function linkOf(event: Event): HTMLAnchorElement | null {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement ? link : null;
}

/**
 * Client-side navigation and prefetching for every internal link of the page,
 * from one place: links are plain anchors (`SiteLink`, one anchor each), so a doc page does not
 * hydrate a component per link.
 * - A plain left click on an internal link routes on the client (hash links on
 *   the same page, new-tab clicks and other sites are left to the browser).
 * - A link's page is prefetched on intent (pointer over, focus, touch), always
 *   (a doc's article too, from its page's HTML: see ServerPart),
 *   and when the link scrolls into view once the page is idle after loading,
 *   except on slow-2g connections or with the data saver on.
 */
export function LinkRouter() {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = linkOf(event);
      const route = link && routeOf(link);
      if (!route) return;
      router.prefetch(route);
      // A doc's article is not in the route's data: its page's HTML holds it (ServerPart).
      prefetchPageParts(route);
    };
    // On window, so it runs after React's handlers (next/link in menus routes its own clicks).
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = linkOf(event);
      const route = link && routeOf(link);
      if (!link || !route) return;
      event.preventDefault();
      prefetchPageParts(route);
      const url = new URL(link.href);
      router.push(route + url.search + url.hash);
    };
    const passive = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', onIntent, passive);
    document.addEventListener('focusin', onIntent, passive);
    document.addEventListener('touchstart', onIntent, passive);
    window.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerover', onIntent, passive);
      document.removeEventListener('focusin', onIntent, passive);
      document.removeEventListener('touchstart', onIntent, passive);
      window.removeEventListener('click', onClick);
    };
  }, [router]);

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!prefetchWhenVisible(connection) || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    const start = () => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          const route = routeOf(entry.target as HTMLAnchorElement);
          if (route) router.prefetch(route);
        }
      });
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (routeOf(link)) observer.observe(link);
      }
    };
    const idle = window as IdleWindow;
    let idleHandle: number | undefined;
    let timer: number | undefined;
    if (idle.requestIdleCallback) idleHandle = idle.requestIdleCallback(start, { timeout: 3000 });
    else timer = window.setTimeout(start, 1000);
    return () => {
      if (idleHandle !== undefined) idle.cancelIdleCallback?.(idleHandle);
      if (timer !== undefined) window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [router, pathname]);

  return null;
}
