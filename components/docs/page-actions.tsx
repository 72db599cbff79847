import { SiteLink } from '@/components/chrome/site-link';
import { BASE_PATH } from '@/components/chrome/base-path';
import { withBasePath } from '@/lib/site/links';
import { COPY_ICON } from './copy-page';

/**
 * "Copy page" and "View as Markdown" for a doc: its Markdown form, for readers'
 * assistants and editors. Plain markup in the doc's head part; the copy button
 * works through `enhancePageActions`.
 */
export function PageActions({ markdownRoute }: { markdownRoute: string }) {
  return (
    <div className="page-actions" role="group" aria-label="This page as Markdown" data-pagefind-ignore>
      <button
        type="button"
        className="page-action"
        data-copy-page={withBasePath(markdownRoute, BASE_PATH)}
        data-state="idle"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d={COPY_ICON.idle} />
        </svg>
        Copy page
      </button>
      <span className="sr-only" role="status" />
      <SiteLink className="page-action" href={markdownRoute} type="text/markdown">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v10h16V7H4Zm2 8V9h2l2 2.5L12 9h2v6h-2v-3.2l-2 2.5-2-2.5V15H6Zm11-1.5L14.5 11H16V9h2v2h1.5L17 13.5Z"
          />
        </svg>
        View as Markdown
      </SiteLink>
    </div>
  );
}
