import { SiteLink as Link } from '@/components/chrome/site-link';
import type { SidebarViewItem } from '@/lib/docs-model/create-docs-model';
import { cx } from '@/lib/ui/cx';
import { SidebarCategory } from './sidebar-category';

function SidebarItems({ items }: { items: readonly SidebarViewItem[] }) {
  return (
    <ul className="sidebar-list">
      {items.map((item) => {
        if (item.type === 'doc') {
          return (
            <li key={item.id} className="sidebar-item">
              <Link
                href={item.href}
                className={cx('sidebar-link', item.active && 'is-active')}
                aria-current={item.active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        }
        return (
          <li key={item.dir} className="sidebar-item">
            <SidebarCategory label={item.label} initiallyExpanded={item.expanded}>
              <SidebarItems items={item.items} />
            </SidebarCategory>
          </li>
        );
      })}
    </ul>
  );
}

/** A version's docs sidebar as the docs model laid it out: URLs, the active page marked, its categories open. */
export function DocsSidebar({ items, label = 'Docs sidebar' }: { items: readonly SidebarViewItem[]; label?: string }) {
  return (
    <nav className="docs-sidebar-nav" aria-label={label}>
      <SidebarItems items={items} />
    </nav>
  );
}
