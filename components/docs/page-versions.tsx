import { SiteLink as Link } from '@/components/chrome/site-link';
import type { VersionLink } from '@/lib/docs-model/create-docs-model';

/** "This page across versions": the same page in every version that has it, and the versions that do not. */
export function PageVersions({ links, current }: { links: readonly VersionLink[]; current: string }) {
  const present = links.filter((l) => l.exists);
  const missing = links.filter((l) => !l.exists);
  return (
    <nav className="page-versions" aria-labelledby="page-versions-title">
      <h2 id="page-versions-title" className="page-versions-title">
        This page across versions
      </h2>
      <p>
        <span className="page-versions-label">In:</span>{' '}
        {present.map((link, i) => (
          <span key={link.name}>
            {i > 0 && ', '}
            {link.name === current ? (
              <span aria-current="page" className="page-versions-current">
                {link.label} (this page)
              </span>
            ) : (
              <Link href={link.href}>{link.label}</Link>
            )}
          </span>
        ))}
        {missing.length > 0 && (
          <>
            {'. '}
            <span className="page-versions-label">Not in:</span> {missing.map((l) => l.label).join(', ')}
          </>
        )}
        .
      </p>
    </nav>
  );
}
