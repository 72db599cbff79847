import { SiteLink as Link } from '@/components/chrome/site-link';
import type { SidebarItem } from '@/lib/sidebar/build-sidebar';
import { flattenSidebar } from '@/lib/sidebar/build-sidebar';
import { docRoute, type DocsVersion } from '@/lib/versions/versions';
import { SidebarCategory } from './sidebar-category';

function SidebarItems({
  items,
  version,
  activeDocId,
}: {
  items: readonly SidebarItem[];
  version: DocsVersion;
  activeDocId: string | null;
}) {
  return (
    <ul className="sidebar-list">
      {items.map((item) => {
        if (item.type === 'doc') {
          const active = item.id === activeDocId;
          return (
            <li key={item.id} className="sidebar-item">
              <Link
                href={docRoute(version, item.id)}
                className={`sidebar-link${active ? ' is-active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        }
        const containsActive = activeDocId !== null && flattenSidebar(item.items).some((d) => d.id === activeDocId);
        return (
          <li key={item.dir} className="sidebar-item">
            <SidebarCategory label={item.label} initiallyExpanded={containsActive || !item.collapsed}>
              <SidebarItems items={item.items} version={version} activeDocId={activeDocId} />
            </SidebarCategory>
          </li>
        );
      })}
    </ul>
  );
}

/** What a docs sidebar is drawn from: plain data, so the mobile menu can draw it on demand. */
export interface SidebarData {
  items: readonly SidebarItem[];
  version: DocsVersion;
  activeDocId: string | null;
}

/** A version's docs sidebar, with the active page marked and its categories open. */
export function DocsSidebar({
  items,
  version,
  activeDocId,
  label = 'Docs sidebar',
}: {
  items: readonly SidebarItem[];
  version: DocsVersion;
  activeDocId: string | null;
  label?: string;
}) {
  return (
    <nav className="docs-sidebar-nav" aria-label={label}>
      <SidebarItems items={items} version={version} activeDocId={activeDocId} />
    </nav>
  );
}
