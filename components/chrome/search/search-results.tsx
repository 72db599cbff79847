'use client';

import { SiteLink as Link } from '../site-link';
import { Fragment } from 'react';
import type { SearchPageResult } from '@/lib/search/search-model';
import { moreVersions, type OtherVersionNotice } from '@/lib/search/other-versions';
import { optionId, resultEntries } from '@/lib/search/search-state';
import { cx } from '@/lib/ui/cx';
import { SearchExcerpt } from './search-excerpt';

/** The label of results from migration guides and API changes pages. */
const MIGRATION_LABEL = 'Migration guide';

/**
 * Results grouped by page: the page's title (and version, when searching
 * every version, and a label on migration guides) heads a group of its
 * matching sections, each a link to the section's anchor with the page, the
 * section and an excerpt with the matched words marked. As a listbox (dialog) each section link is
 * an option for aria-activedescendant; on the search page they are plain links.
 */
export function SearchResults({
  pages,
  idPrefix,
  activeId,
  listbox,
  onPick,
  labelledBy,
}: {
  pages: readonly SearchPageResult[];
  idPrefix: string;
  activeId?: string | null;
  listbox: boolean;
  onPick?: () => void;
  labelledBy?: string;
}) {
  // In the dialog each result link is itself an option of the listbox (no
  // control nested in another); on the search page they are plain links.
  const linkProps = (id: string) =>
    listbox ? { id, role: 'option' as const, 'aria-selected': activeId === id, tabIndex: -1 } : { id };
  return (
    <div
      className="search-results"
      role={listbox ? 'listbox' : undefined}
      id={`${idPrefix}-list`}
      aria-labelledby={labelledBy}
    >
      {pages.map((page, p) => {
        return (
          <div
            key={page.url}
            className="search-result-group"
            role={listbox ? 'group' : undefined}
            aria-labelledby={optionId(idPrefix, p, 'label')}
          >
            <div className="search-result search-result-page" id={optionId(idPrefix, p, 'label')}>
              <span className="search-result-title">{page.title}</span>
              {page.version && <span className="search-result-version"> · {page.version}</span>}
              {page.migration && (
                <>
                  {' '}
                  <span className="search-result-label">{MIGRATION_LABEL}</span>
                </>
              )}
            </div>
            {resultEntries(page).map((section, s) => {
              const id = optionId(idPrefix, p, s);
              const top = section.url === page.url;
              return (
                <div
                  key={section.url}
                  className={cx('search-result search-result-section', activeId === id && 'is-active')}
                >
                  <Link href={section.url} onClick={onPick} {...linkProps(id)}>
                    <span className="search-result-heading">
                      <span className="search-result-path">{page.title}</span>
                      {/* The option is read on its own (aria-activedescendant): it says what kind of page it is too. */}
                      {page.migration && <span className="sr-only"> ({MIGRATION_LABEL.toLowerCase()})</span>}
                      {!top && (
                        <>
                          <span aria-hidden="true"> › </span>
                          {section.title}
                        </>
                      )}
                    </span>
                    {section.excerpt.length > 0 && (
                      <span className="search-result-excerpt">
                        <SearchExcerpt segments={section.excerpt} />
                      </span>
                    )}
                  </Link>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

/**
 * "`stopWithApp` is not in 4.1; found in 3.1 and 2.1; removed in 3.1": the
 * versions link to their best section. The name is the reader's query or the
 * API's spelling, always rendered as text.
 */
export function OtherVersionsNotice({ notice, onPick }: { notice: OtherVersionNotice; onPick?: () => void }) {
  const last = notice.found.length - 1;
  // With more versions than were searched, the count comes last: "3.2, 3.1 and 9 more versions".
  return (
    <p className="search-notice">
      <code>{notice.name}</code> is not in {notice.current}; found in{' '}
      {notice.found.map((hit, i) => (
        <Fragment key={hit.label}>
          {i > 0 && (i === last && !notice.more ? ' and ' : ', ')}
          <Link href={hit.url} onClick={onPick}>
            {hit.label}
          </Link>
        </Fragment>
      ))}
      {notice.more ? ` and ${moreVersions(notice.more)}` : null}
      {notice.note && `; ${notice.note}`}
      {notice.replacement && (
        <>
          ; see <code>{notice.replacement}</code>
        </>
      )}
      .
    </p>
  );
}
