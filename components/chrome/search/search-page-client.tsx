'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { contextualVersion, type SearchScope } from '@/lib/search/search-model';
import { searchStatusText } from '@/lib/search/search-state';
import { siteConfig } from '@/lib/site-config';
import { usePreferredVersion } from '../use-preferred-version';
import { useDocsLocation } from '../docs-location-context';
import { localSearch } from './local-search';
import { docsearchPageSearch } from './docsearch-page-search';
import { OtherVersionsNotice, SearchResults } from './search-results';
import { useSearch } from './use-search';
import './search.css';

/**
 * The full search page: reads `q` and the version filter from the URL
 * (`versions` absent: the current version, the reader's preferred one;
 * `versions=3.2`: that version; `versions=all`: every version), shows the
 * count and every result, and keeps the URL in step as the reader types and
 * picks a version.
 */
export function SearchPageClient() {
  const params = useSearchParams();
  const preferred = usePreferredVersion();
  const [filter, setFilter] = useState(() => params.get('versions') ?? '');
  const { latest, versions } = useDocsLocation();
  const current = contextualVersion(null, preferred, latest);
  const chosen = versions.find((v) => v.name === filter);
  const allVersions = filter === 'all';
  const version = allVersions ? null : (chosen ?? current);
  const versionLabel = version ? version.label : null;
  const scope: SearchScope = { version, language: siteConfig.i18n.defaultLocale };
  const { state, term, idPrefix, setQuery, rescope } = useSearch({
    initialQuery: params.get('q') ?? '',
    scope,
    search: (query, within) =>
      siteConfig.search.provider === 'docsearch' && siteConfig.search.apiKey
        ? docsearchPageSearch(query, within)
        : localSearch(query, within, { limit: 50, versions }),
  });
  const { status, pages, notice } = state;

  useEffect(() => {
    const url = new URL(window.location.href);
    if (term) url.searchParams.set('q', term);
    else url.searchParams.delete('q');
    if (allVersions || chosen) url.searchParams.set('versions', filter);
    else url.searchParams.delete('versions');
    window.history.replaceState(window.history.state, '', url);
  }, [term, filter, allVersions, chosen]);

  const heading = term ? `Search results for “${term}”` : 'Search the documentation';
  return (
    <>
      <h1>{heading}</h1>
      <form className="search-page-form" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${idPrefix}-input`} className="sr-only">
          Search the documentation
        </label>
        <input
          id={`${idPrefix}-input`}
          className="search-page-input"
          type="search"
          value={state.query}
          placeholder="Type your search here"
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
        <label className="search-page-scope">
          Version{' '}
          <select
            value={allVersions || chosen ? filter : ''}
            onChange={(e) => {
              setFilter(e.target.value);
              rescope();
            }}
          >
            <option value="">Current ({current.label})</option>
            {versions.map((v) => (
              <option key={v.name} value={v.name}>
                {v.label}
              </option>
            ))}
            <option value="all">All versions</option>
          </select>
        </label>
      </form>
      <p className="search-page-count" role="status" aria-live="polite">
        {searchStatusText(state, { place: 'page', versionLabel }, siteConfig.i18n.defaultLocale)}
      </p>
      {status === 'done' && notice && <OtherVersionsNotice notice={notice} />}
      {status === 'done' && <SearchResults pages={pages} idPrefix={idPrefix} listbox={false} />}
    </>
  );
}
