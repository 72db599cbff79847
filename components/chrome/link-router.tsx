'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { linkRoute } from '@/lib/site/link-routing';
import { BASE_PATH } from './base-path';
import { prefetchPageParts } from '@/components/server-part/page-html';

/**
 * How long the pointer rests on a link before its page is prefetched: long
 * enough that sweeping across the sidebar on the way to one link fetches
 * nothing for the others, well under the time from resting on a link to
 * clicking it.
 */
const HOVER_MS = 65;

/** The route of a link this site handles on the client, or null to leave it to the browser. */
function routeOf(link: HTMLAnchorElement): string | null {
  return linkRoute(link, location.href, BASE_PATH);
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = (target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement ? link : null;
}

/**
 * Client-side navigation and prefetching for every internal link of the page,
 * from one place: links are plain anchors (`SiteLink`, one anchor each; in
 * menus and dialogs too), so a doc page does not hydrate a component per link.
 * - A plain left click on an internal link routes on the client (hash links on
 *   the same page, new-tab clicks and other sites are left to the browser).
 * - A link's page is prefetched only when the reader shows intent: the pointer
 *   rests on it, it takes focus, a finger touches it, a button presses it. Its
 *   route data and, for a doc, its page's HTML (the article: see ServerPart).
 *   Nothing is fetched because a link is merely visible.
 */
export function LinkRouter() {
  const router = useRouter();

  useEffect(() => {
    const prefetch = (link: HTMLAnchorElement | null) => {
      const route = link && routeOf(link);
      if (!route) return;
      router.prefetch(route);
      prefetchPageParts(route);
    };
    let resting: { link: HTMLAnchorElement; timer: number } | null = null;
    const stopResting = () => {
      if (resting) window.clearTimeout(resting.timer);
      resting = null;
    };
    const onPointerOver = (event: PointerEvent) => {
      const link = linkOf(event.target);
      if (!link || link === resting?.link) return;
      stopResting();
      if (event.pointerType !== 'mouse') return prefetch(link);
      resting = { link, timer: window.setTimeout(() => prefetch(link), HOVER_MS) };
    };
    const onPointerOut = (event: PointerEvent) => {
      // Moving between the parts of one link is still resting on it.
      if (resting && !resting.link.contains(event.relatedTarget as Node | null)) stopResting();
    };
    const onIntent = (event: Event) => prefetch(linkOf(event.target));
    // On window, so it runs after React's handlers (a menu item or a search result closes its menu first).
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = linkOf(event.target);
      const route = link && routeOf(link);
      if (!link || !route) return;
      event.preventDefault();
      prefetchPageParts(route);
      const url = new URL(link.href);
      router.push(route + url.search + url.hash);
    };
    const passive = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', onPointerOver, passive);
    document.addEventListener('pointerout', onPointerOut, passive);
    document.addEventListener('pointerdown', onIntent, passive);
    document.addEventListener('focusin', onIntent, passive);
    document.addEventListener('touchstart', onIntent, passive);
    window.addEventListener('click', onClick);
    return () => {
      stopResting();
      document.removeEventListener('pointerover', onPointerOver, passive);
      document.removeEventListener('pointerout', onPointerOut, passive);
      document.removeEventListener('pointerdown', onIntent, passive);
      document.removeEventListener('focusin', onIntent, passive);
      document.removeEventListener('touchstart', onIntent, passive);
      window.removeEventListener('click', onClick);
    };
  }, [router]);

  return null;
}
