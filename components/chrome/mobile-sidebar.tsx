'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { MOBILE_BREAKPOINT_PX } from '@/lib/site/breakpoints';

/**
 * The navbar sidebar of phones and small tablets (≤ 996 px): navbar links, the
 * version menu and the docs sidebar in a modal dialog. It closes on a link, on
 * Escape, when the window grows past the breakpoint and on back navigation.
 */
export function MobileSidebar({
  links,
  versionDropdown,
  children,
}: {
  links: ReactNode;
  versionDropdown: ReactNode;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
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

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="icon-button navbar-menu-button" aria-label="Open navigation menu">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </DialogTrigger>
      <DialogContent
        className="mobile-sidebar"
        overlayClassName="mobile-sidebar-overlay"
        aria-describedby="mobile-sidebar-description"
      >
        <div className="mobile-sidebar-header">
          <DialogTitle className="mobile-sidebar-title">Menu</DialogTitle>
          <DialogDescription id="mobile-sidebar-description" className="sr-only">
            Site navigation and the documentation sidebar
          </DialogDescription>
          <DialogClose className="icon-button" aria-label="Close navigation menu">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </DialogClose>
        </div>
        <div className="mobile-sidebar-body" onClick={closeOnLink}>
          <div className="mobile-sidebar-version">{versionDropdown}</div>
          <nav aria-label="Site">
            <ul className="mobile-sidebar-links">{links}</ul>
          </nav>
          {children}
        </div>
      </DialogContent>
    </Dialog>
  );
}
