import { SiteLink as Link } from '@/components/chrome/site-link';
import type { PagerLink } from '@/lib/docs-model/create-docs-model';

/** Previous and next pages in sidebar order. */
export function DocsPager({ links }: { links: { previous: PagerLink | null; next: PagerLink | null } }) {
  if (!links.previous && !links.next) return null;
  return (
    <nav className="pager" aria-label="Docs pages">
      {links.previous ? (
        <Link className="pager-link pager-previous" href={links.previous.href} rel="prev">
          <span className="pager-sub">Previous</span>
          <span className="pager-label">« {links.previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {links.next ? (
        <Link className="pager-link pager-next" href={links.next.href} rel="next">
          <span className="pager-sub">Next</span>
          <span className="pager-label">{links.next.label} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
