import type { VersionBanner as Banner } from '@/lib/versions/versions';
import type { PagerLink, VersionLink } from '@/lib/docs-model/create-docs-model';
import type { IntelligenceVersion } from '@/lib/api-model/version-intelligence';
import { VersionBanner } from './version-banner';
import { DocsBreadcrumbs, type Crumb } from './docs-breadcrumbs';
import { PageActions } from './page-actions';
import { EditLink } from './edit-link';
import { CompareVersions, type VersionComparison } from './compare-versions';
import { PageVersions } from './page-versions';
import { DocsPager } from './docs-pager';

/** What stands above a doc's title (its head part). */
export interface DocHeadSource {
  banner: Banner | null;
  /** The version's landing page (the breadcrumbs' home). */
  home: string;
  crumbs: Crumb[];
  title: string;
  versionLabel: string;
  markdownRoute: string;
}

/** What follows a doc's article (its foot part). */
export interface DocFootSource {
  editHref: string;
  editInEditor: boolean;
  /** This page's API against the other versions (API pages only). */
  comparison: { current: IntelligenceVersion; comparisons: VersionComparison[] } | null;
  versionLinks: VersionLink[];
  versionName: string;
  pager: { previous: PagerLink | null; next: PagerLink | null };
}

/**
 * Above the title: the version banner, breadcrumbs, the version badge and the
 * Markdown actions. A server part (plain HTML in the browser): none of it
 * moves but the copy button, which `enhancePageActions` wires.
 */
export function DocHead({ banner, home, crumbs, title, versionLabel, markdownRoute }: DocHeadSource) {
  return (
    <>
      <VersionBanner banner={banner} />
      <DocsBreadcrumbs home={home} crumbs={crumbs} title={title} />
      <span className="version-badge">Version: {versionLabel}</span>
      <PageActions markdownRoute={markdownRoute} />
    </>
  );
}

/** After the article: the edit link, the comparison with other versions, the page in other versions, the pager. */
export function DocFoot({ editHref, editInEditor, comparison, versionLinks, versionName, pager }: DocFootSource) {
  return (
    <>
      <div className="doc-footer">
        <EditLink href={editHref} inEditor={editInEditor} />
      </div>
      {comparison && <CompareVersions current={comparison.current} comparisons={comparison.comparisons} />}
      <PageVersions links={versionLinks} current={versionName} />
      <DocsPager links={pager} />
    </>
  );
}
