import { SiteLink as Link } from '@/components/chrome/site-link';
import { summariseMissing, summariseVersionLinks, type VersionLink } from '@/lib/versions/version-links';

/**
 * "This page across versions": the same page in the versions that have it, and
 * the versions that do not. With many versions, long runs are shortened to
 * their ends and the neighbours of the version being read; the version menu
 * lists them all.
 */
export function PageVersions({ links, current }: { links: readonly VersionLink[]; current: string }) {
  const spans = summariseVersionLinks(links, current);
  const missing = summariseMissing(links);
  return (
    <nav className="page-versions" aria-labelledby="page-versions-title">
      <h2 id="page-versions-title" className="page-versions-title">
        This page across versions
      </h2>
      <p>
        <span className="page-versions-label">In:</span>{' '}
        {spans.map((span, i) => (
          <span key={span.kind === 'link' ? span.link.name : `more-${i}`}>
            {i > 0 && ', '}
            {span.kind === 'more' ? (
              <span className="page-versions-more">{span.count} more in the version menu</span>
            ) : span.current ? (
              <span aria-current="page" className="page-versions-current">
                {span.link.label} (this page)
              </span>
            ) : (
              <Link href={span.link.href}>{span.link.label}</Link>
            )}
          </span>
        ))}
        {missing.length > 0 && (
          <>
            {'. '}
            <span className="page-versions-label">Not in:</span> {missing.join(', ')}
          </>
        )}
        .
      </p>
    </nav>
  );
}
