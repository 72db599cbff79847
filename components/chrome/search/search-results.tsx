'use client';

import Link from 'next/link';
import type { SearchPageResult } from '@/lib/search/search-model';
import { SearchExcerpt } from './search-excerpt';

/** One selectable entry: a page or one of its sections. */
export interface SearchOption {
  id: string;
  url: string;
}

/** Options in display order, for arrow-key navigation. */
export function searchOptions(pages: readonly SearchPageResult[], idPrefix: string): SearchOption[] {
  return pages.flatMap((page, p) => [
    { id: `${idPrefix}-${p}`, url: page.url },
    ...page.sections.map((section, s) => ({ id: `${idPrefix}-${p}-${s}`, url: section.url })),
  ]);
}

/**
 * Results grouped by page: the page, then its matching sections, each a link
 * with an excerpt. As a listbox (dialog) the active option is marked for
 * aria-activedescendant; as a plain list (search page) it is a list of links.
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
  const itemClass = (id: string, kind: string) =>
    `search-result search-result-${kind}${activeId === id ? ' is-active' : ''}`;
  return (
    <div
      className="search-results"
      role={listbox ? 'listbox' : undefined}
      id={`${idPrefix}-list`}
      aria-labelledby={labelledBy}
    >
      {pages.map((page, p) => (
        <div
          key={page.url}
          className="search-result-group"
          role={listbox ? 'group' : undefined}
          aria-label={listbox ? page.title : undefined}
        >
          <div className={itemClass(`${idPrefix}-${p}`, 'page')}>
            <Link href={page.url} onClick={onPick} {...linkProps(`${idPrefix}-${p}`)}>
              <span className="search-result-title">{page.title}</span>
              {page.sections.length === 0 && page.excerpt.length > 0 && (
                <span className="search-result-excerpt">
                  <SearchExcerpt segments={page.excerpt} />
                </span>
              )}
            </Link>
          </div>
          {page.sections.map((section, s) => {
            const id = `${idPrefix}-${p}-${s}`;
            return (
              <div key={section.url} className={itemClass(id, 'section')}>
                <Link href={section.url} onClick={onPick} {...linkProps(id)}>
                  <span className="search-result-heading">
                    <span aria-hidden="true">#</span> {section.title}
                  </span>
                  <span className="search-result-excerpt">
                    <SearchExcerpt segments={section.excerpt} />
                  </span>
                </Link>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
