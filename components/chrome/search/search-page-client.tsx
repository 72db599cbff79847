'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { contextualVersion, type SearchPageResult } from '@/lib/search/search-model';
import { siteConfig } from '@/lib/site-config';
import { pluralize } from '@/lib/i18n/plural';
import { usePreferredVersion } from '../use-preferred-version';
import { useDocsLocation } from '../docs-location-context';
import { localSearch } from './local-search';
import { docsearchPageSearch } from './docsearch-page-search';
import { SearchResults } from './search-results';

type Status = 'idle' | 'loading' | 'done' | 'error';

/**
 * The full search page: reads `q` (and `versions=all`) from the URL, shows the
 * count and every result, and keeps the URL in step as the reader types.
 */
export function SearchPageClient() {
  const params = useSearchParams();
  const idPrefix = useId().replace(/:/g, '');
  const preferred = usePreferredVersion();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [allVersions, setAllVersions] = useState(() => params.get('versions') === 'all');
  const [pages, setPages] = useState<SearchPageResult[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<Status>(() => ((params.get('q') ?? '').trim() ? 'loading' : 'idle'));
  const { latest } = useDocsLocation();
  const version = allVersions ? null : contextualVersion(null, preferred, latest);
  const versionLabel = version ? version.label : null;
  const term = query.trim();

  useEffect(() => {
    const url = new URL(window.location.href);
    if (term) url.searchParams.set('q', term);
    else url.searchParams.delete('q');
    if (allVersions) url.searchParams.set('versions', 'all');
    else url.searchParams.delete('versions');
    window.history.replaceState(window.history.state, '', url);
  }, [term, allVersions]);

  useEffect(() => {
    if (!term) return;
    let cancelled = false;
    const scope = { version, language: siteConfig.i18n.defaultLocale };
    const run =
      siteConfig.search.provider === 'docsearch' && siteConfig.search.apiKey
        ? docsearchPageSearch(term, scope)
        : localSearch(term, scope, 50);
    run
      .then((result) => {
        if (cancelled || !result) return;
        setPages(result.pages);
        setTotal(result.total);
        setStatus('done');
      })
      .catch(() => {
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [term, version]);

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
          value={query}
          placeholder="Type your search here"
          autoComplete="off"
          onChange={(e) => {
            setQuery(e.target.value);
            if (e.target.value.trim()) setStatus('loading');
            else {
              setStatus('idle');
              setPages([]);
              setTotal(0);
            }
          }}
        />
        <label className="search-page-scope">
          <input
            type="checkbox"
            checked={allVersions}
            onChange={(e) => {
              setAllVersions(e.target.checked);
              if (term) setStatus('loading');
            }}
          />{' '}
          Search all versions{versionLabel ? ` (now: ${versionLabel})` : ''}
        </label>
      </form>
      <p className="search-page-count" role="status" aria-live="polite">
        {status === 'loading' && 'Searching…'}
        {status === 'error' && 'Search is not available right now.'}
        {status === 'done' &&
          (total === 0
            ? `No results for “${term}”.`
            : `${pluralize(total, { one: '{count} document', other: '{count} documents' }, siteConfig.i18n.defaultLocale)} found${versionLabel ? ` in version ${versionLabel}` : ' in all versions'}.`)}
      </p>
      {status === 'done' && <SearchResults pages={pages} idPrefix={idPrefix} listbox={false} />}
    </>
  );
}
