import { SiteLink as Link } from '@/components/chrome/site-link';
import type { SidebarCategoryItem } from '@/lib/sidebar/build-sidebar';
import { firstDocOf } from '@/lib/sidebar/build-sidebar';
import { docRoute, versionPath, type DocsVersion } from '@/lib/versions/versions';

/** Home crumb, the categories leading to the page, then the page itself. */
export function DocsBreadcrumbs({
  version,
  categories,
  title,
}: {
  version: DocsVersion;
  categories: readonly SidebarCategoryItem[];
  title: string;
}) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link href={versionPath(version)} aria-label="Docs home">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .6.4 1 1 1h3c.6 0 1-.4 1-1v-7h1.7c.5 0 .7-.6.3-.9L12.7 3.6a1 1 0 0 0-1.4 0L3 11.1c-.4.3-.2.9.3.9H5v7c0 .6.4 1 1 1h3c.6 0 1-.4 1-1Z"
              />
            </svg>
          </Link>
        </li>
        {categories.map((category) => {
          const first = firstDocOf(category);
          return (
            <li key={category.dir}>
              {first ? <Link href={docRoute(version, first.id)}>{category.label}</Link> : <span>{category.label}</span>}
            </li>
          );
        })}
        <li>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}
