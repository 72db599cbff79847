'use client';

import { SiteLink as Link } from '@/components/chrome/site-link';
import type { SidebarData, SidebarLink } from '@/lib/docs-model/frame';
import { SidebarCategory } from './sidebar-category';

function SidebarItems({ items, current }: { items: readonly SidebarLink[]; current: string | null }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, index) => {
        if ('href' in item) {
          const active = item.href === current;
          return (
            <li key={item.href} className="sidebar-item">
              <Link
                href={item.href}
                className={active ? 'sidebar-link is-active' : 'sidebar-link'}
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        }
        return (
          <li key={`${index}:${item.label}`} className="sidebar-item">
            <SidebarCategory label={item.label} initiallyExpanded={item.expanded === true}>
              <SidebarItems items={item.items} current={current} />
            </SidebarCategory>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A version's docs sidebar as the docs model laid it out: its categories open on
 * the page's path, the page's own link marked. Drawn in the browser from the
 * sidebar's data (`sidebarLinks`), which the page sends once for the sidebar and
 * the phone menu, instead of as an element tree.
 */
export function DocsSidebar({ sidebar, label = 'Docs sidebar' }: { sidebar: SidebarData; label?: string }) {
  return (
    <nav className="docs-sidebar-nav" aria-label={label}>
      <SidebarItems items={sidebar.links} current={sidebar.current} />
    </nav>
  );
}
