import { SiteLink as Link } from '@/components/chrome/site-link';
import type { PagerLinks } from '@/lib/sidebar/build-sidebar';
import { docRoute, type DocsVersion } from '@/lib/versions/versions';

/** Previous and next pages in sidebar order. */
export function DocsPager({ links, version }: { links: PagerLinks; version: DocsVersion }) {
  if (!links.previous && !links.next) return null;
  return (
    <nav className="pager" aria-label="Docs pages">
      {links.previous ? (
        <Link className="pager-link pager-previous" href={docRoute(version, links.previous.id)} rel="prev">
          <span className="pager-sub">Previous</span>
          <span className="pager-label">« {links.previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {links.next ? (
        <Link className="pager-link pager-next" href={docRoute(version, links.next.id)} rel="next">
          <span className="pager-sub">Next</span>
          <span className="pager-label">{links.next.label} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
