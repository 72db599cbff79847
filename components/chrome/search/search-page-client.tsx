'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { contextualVersion, type SearchPageResult } from '@/lib/search/search-model';
import { siteConfig } from '@/lib/site-config';
import { pluralize } from '@/lib/i18n/plural';
import { usePreferredVersion } from '../use-preferred-version';
import { useDocsLocation } from '../docs-location-context';
import type { OtherVersionNotice } from '@/lib/search/other-versions';
import { localSearch } from './local-search';
import { docsearchPageSearch } from './docsearch-page-search';
import { OtherVersionsNotice, SearchResults } from './search-results';

type Status = 'idle' | 'loading' | 'done' | 'error';

/**
 * The full search page: reads `q` and the version filter from the URL
 * (`versions` absent: the current version, the reader's preferred one;
 * `versions=3.2`: that version; `versions=all`: every version), shows the
 * count and every result, and keeps the URL in step as the reader types and
 * picks a version.
 */
export function SearchPageClient() {
  const params = useSearchParams();
  const idPrefix = useId().replace(/:/g, '');
  const preferred = usePreferredVersion();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [filter, setFilter] = useState(() => params.get('versions') ?? '');
  const [pages, setPages] = useState<SearchPageResult[]>([]);
  const [total, setTotal] = useState(0);
  const [notice, setNotice] = useState<OtherVersionNotice | null>(null);
  const [status, setStatus] = useState<Status>(() => ((params.get('q') ?? '').trim() ? 'loading' : 'idle'));
  const { latest, versions } = useDocsLocation();
  const current = contextualVersion(null, preferred, latest);
  const chosen = versions.find((v) => v.name === filter);
  const allVersions = filter === 'all';
  const version = allVersions ? null : (chosen ?? current);
  const versionLabel = version ? version.label : null;
  const term = query.trim();

  useEffect(() => {
    const url = new URL(window.location.href);
    if (term) url.searchParams.set('q', term);
    else url.searchParams.delete('q');
    if (allVersions || chosen) url.searchParams.set('versions', filter);
    else url.searchParams.delete('versions');
    window.history.replaceState(window.history.state, '', url);
  }, [term, filter, allVersions, chosen]);

  useEffect(() => {
    if (!term) return;
    let cancelled = false;
    const scope = { version, language: siteConfig.i18n.defaultLocale };
    const run: Promise<{ total: number; pages: SearchPageResult[]; notice?: OtherVersionNotice | null }> =
      siteConfig.search.provider === 'docsearch' && siteConfig.search.apiKey
        ? docsearchPageSearch(term, scope)
        : localSearch(term, scope, { limit: 50, versions });
    run
      .then((result) => {
        if (cancelled) return;
        setPages(result.pages);
        setTotal(result.total);
        setNotice(result.notice ?? null);
        setStatus('done');
      })
      .catch(() => {
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [term, version, versions]);

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
              setNotice(null);
            }
          }}
        />
        <label className="search-page-scope">
          Version{' '}
          <select
            value={allVersions || chosen ? filter : ''}
            onChange={(e) => {
              setFilter(e.target.value);
              if (term) setStatus('loading');
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
        {status === 'loading' && 'Searching…'}
        {status === 'error' && 'Search is not available right now.'}
        {status === 'done' &&
          (total === 0
            ? `No results for “${term}”${versionLabel ? ` in version ${versionLabel}` : ''}.`
            : `${pluralize(total, { one: '{count} result', other: '{count} results' }, siteConfig.i18n.defaultLocale)} found${versionLabel ? ` in version ${versionLabel}` : ' in all versions'}.`)}
      </p>
      {status === 'done' && notice && <OtherVersionsNotice notice={notice} />}
      {status === 'done' && <SearchResults pages={pages} idPrefix={idPrefix} listbox={false} />}
    </>
  );
}
