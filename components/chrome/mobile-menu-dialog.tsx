'use client';

import type { MouseEvent, RefObject } from 'react';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import type { SidebarData } from '@/lib/docs-model/frame';
import type { LinkData } from '@/lib/navbar/navbar-items';
import { VersionDropdown } from './version-dropdown';
import { DataLink } from './data-link';

/** The Radix dialog of the mobile menu, loaded when the reader reaches for the menu button. */
export default function MobileMenuDialog({
  open,
  onOpenChange,
  returnFocus,
  links,
  missingIn,
  sidebar,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  links: readonly LinkData[];
  missingIn: readonly string[];
  sidebar?: SidebarData | undefined;
}) {
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id="mobile-menu"
        className="mobile-sidebar"
        overlayClassName="mobile-sidebar-overlay"
        aria-describedby="mobile-sidebar-description"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
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
          <div className="mobile-sidebar-version">
            <VersionDropdown missingIn={missingIn} />
          </div>
          <nav aria-label="Site">
            <ul className="mobile-sidebar-links">
              {links.map((link, index) => (
                <li key={`${index}:${link.href}`}>
                  <DataLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
          {sidebar && <DocsSidebar sidebar={sidebar} label="Docs sidebar (menu)" />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
