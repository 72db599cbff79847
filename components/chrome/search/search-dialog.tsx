'use client';

import { SiteLink as Link } from '../site-link';
import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { searchPageHref, type SearchScope } from '@/lib/search/search-model';
import { searchStatusText } from '@/lib/search/search-state';
import { siteConfig } from '@/lib/site-config';
import { localSearch } from './local-search';
import { OtherVersionsNotice, SearchResults } from './search-results';
import { useSearch } from './use-search';
import './search.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: SearchScope;
  /** Every docs version (for the notice that another version has what this one lacks). */
  versions: readonly { name: string; label: string }[];
  /** The latest version's name: "See all" names the version searched when it is another one. */
  latestName: string;
  /** Element to focus when the dialog closes. */
  returnFocus: HTMLElement | null;
}

/**
 * The search dialog of the local provider: a labelled Radix dialog with a
 * combobox input, results grouped by page, arrow keys to move, Enter to open,
 * and a live region announcing the result count.
 */
export default function SearchDialog({ open, onOpenChange, scope, versions, latestName, returnFocus }: Props) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, term, idPrefix, activeId, hasOptions, setQuery, onKeyDown } = useSearch({
    scope,
    search: (query, within) => localSearch(query, within, { versions }),
    listbox: true,
  });
  const { status, pages, total, notice } = state;

  const close = () => onOpenChange(false);
  const announcement = searchStatusText(state, { place: 'dialog' }, siteConfig.i18n.defaultLocale);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="search-dialog"
        aria-describedby={`${idPrefix}-desc`}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (returnFocus && document.contains(returnFocus)) {
            event.preventDefault();
            returnFocus.focus();
          }
        }}
      >
        <DialogTitle className="sr-only">Search the documentation</DialogTitle>
        <DialogDescription id={`${idPrefix}-desc`} className="sr-only">
          {scope.version ? `Results from version ${scope.version.label}. ` : ''}
          Use the up and down arrow keys to move through results and Enter to open one.
        </DialogDescription>
        <div className="search-dialog-bar">
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path
              d="M14.4 13l4.3 4.3-1.4 1.4-4.3-4.3a7.5 7.5 0 1 1 1.4-1.4ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z"
              fill="currentColor"
            />
          </svg>
          <input
            ref={inputRef}
            className="search-dialog-input"
            type="search"
            role="combobox"
            aria-label="Search the documentation"
            aria-expanded={hasOptions}
            aria-controls={`${idPrefix}-list`}
            aria-activedescendant={activeId ?? undefined}
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            placeholder="Search docs"
            value={state.query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) =>
              onKeyDown(e, (url) => {
                close();
                router.push(url);
              })
            }
          />
          <button type="button" className="search-dialog-close" onClick={close}>
            Cancel
          </button>
        </div>
        <p className="sr-only" role="status" aria-live="polite">
          {announcement}
        </p>
        <div className="search-dialog-body" tabIndex={0} role="region" aria-label="Search results">
          {status === 'idle' && (
            <p className="search-hint">
              Type to search {scope.version ? `the ${scope.version.label} docs` : 'every version'}.
            </p>
          )}
          {status === 'error' && (
            <p className="search-hint">Search could not load. Check your connection and try again.</p>
          )}
          {status === 'done' && notice && <OtherVersionsNotice notice={notice} onPick={close} />}
          {status === 'done' && total === 0 && !notice && (
            <p className="search-hint">
              No results for “<span className="search-query">{term}</span>”.
            </p>
          )}
          <SearchResults pages={pages} idPrefix={idPrefix} activeId={activeId} listbox onPick={close} />
        </div>
        {status === 'done' && total > 0 && (
          <div className="search-dialog-footer">
            <Link
              href={searchPageHref(
                siteConfig.search.searchPagePath,
                term,
                scope.version && scope.version.name !== latestName ? scope.version.name : undefined,
              )}
              onClick={close}
              className="search-see-all"
            >
              See all {total} results
            </Link>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
