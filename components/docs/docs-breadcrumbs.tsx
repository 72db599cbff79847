import { SiteLink as Link } from '@/components/chrome/site-link';

/** A category leading to the page; it links to the category's first doc when it has one. */
export interface Crumb {
  label: string;
  href: string | null;
}

/** Home crumb, the categories leading to the page, then the page itself. */
export function DocsBreadcrumbs({ home, crumbs, title }: { home: string; crumbs: readonly Crumb[]; title: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link href={home} aria-label="Docs home">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .6.4 1 1 1h3c.6 0 1-.4 1-1v-7h1.7c.5 0 .7-.6.3-.9L12.7 3.6a1 1 0 0 0-1.4 0L3 11.1c-.4.3-.2.9.3.9H5v7c0 .6.4 1 1 1h3c.6 0 1-.4 1-1Z"
              />
            </svg>
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}
