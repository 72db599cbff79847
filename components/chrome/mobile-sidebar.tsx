'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { MOBILE_BREAKPOINT_PX } from '@/lib/site/breakpoints';
import type { SidebarData } from '@/lib/docs-model/frame';
import type { LinkData } from '@/lib/navbar/navbar-items';

const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog'));

/**
 * The navbar sidebar of phones and small tablets (≤ 996 px): navbar links, the
 * version menu and the docs sidebar in a modal dialog, loaded when the reader
 * reaches for the menu button. It closes on a link, on Escape, when the window
 * grows past the breakpoint and on back navigation; focus returns to the button.
 */
export function MobileSidebar({
  links,
  missingIn,
  sidebar,
}: {
  /** The navbar's links, the same data the bar draws. */
  links: readonly LinkData[];
  /** The versions without this page (for the version menu). */
  missingIn: readonly string[];
  /** The docs sidebar's data, drawn inside the menu when it opens. */
  sidebar?: SidebarData | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  // A route change closes the menu (adjusting state during render, not in an effect).
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
    const onWide = () => {
      if (query.matches) setOpen(false);
    };
    const onPop = () => setOpen(false);
    query.addEventListener('change', onWide);
    window.addEventListener('popstate', onPop);
    onWide();
    return () => {
      query.removeEventListener('change', onWide);
      window.removeEventListener('popstate', onPop);
    };
  }, [open]);

  const load = () => setLoaded(true);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button navbar-menu-button"
        aria-label="Open navigation menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={load}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            open={open}
            onOpenChange={setOpen}
            returnFocus={button}
            links={links}
            missingIn={missingIn}
            sidebar={sidebar}
          />
        </Suspense>
      )}
    </>
  );
}
