import { SiteLink as Link } from '@/components/chrome/site-link';
import type { VersionBanner as Banner } from '@/lib/versions/versions';

/** Warning above pages of the unreleased and unmaintained versions. */
export function VersionBanner({ banner }: { banner: Banner | null }) {
  if (!banner) return null;
  return (
    <div className={`version-banner version-banner-${banner.kind}`} role="note" aria-label="Version notice">
      <p>{banner.message}</p>
      <p>
        For up-to-date documentation, see the{' '}
        <Link href={banner.href} className="version-banner-link">
          <strong>{banner.linkLabel}</strong>
        </Link>
        .
      </p>
    </div>
  );
}
