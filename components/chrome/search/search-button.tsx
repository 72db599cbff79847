'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { opensSearch } from '@/lib/search/shortcuts';
import {
  contextualVersion,
  type DocSearchSettings,
  type SearchProviderName,
  type SearchScope,
} from '@/lib/search/search-scope';
import { usePreferredVersion } from '../use-preferred-version';
import { useDocsLocation } from '../docs-location-context';

const loadLocalDialog = () => import('./search-dialog');
const loadDocSearch = () => import('./docsearch-modal');
const LocalDialog = lazy(loadLocalDialog);
const DocSearchDialog = lazy(loadDocSearch);

/**
 * The navbar search box. Nothing search-related loads until the reader shows
 * intent (hover, focus, touch, click or a shortcut); then the dialog code and
 * the index runtime load and stay warm. Ctrl/Cmd+K and '/' (outside fields) open it.
 */
export function SearchButton({
  provider,
  docsearch,
  language,
}: {
  provider: SearchProviderName;
  docsearch?: DocSearchSettings;
  language: string;
}) {
  const { version, latest, versions } = useDocsLocation();
  const preferred = usePreferredVersion();
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);
  const scope: SearchScope = {
    version: contextualVersion(version, preferred, latest),
    language,
  };

  const indexVersion = scope.version?.name ?? latest.name;
  const warm = useCallback(() => {
    setArmed(true);
    if (provider === 'docsearch') void loadDocSearch();
    else
      void loadLocalDialog()
        .then(() => import('./local-search'))
        .then((m) => m.loadIndex(indexVersion).catch(() => undefined));
  }, [provider, indexVersion]);

  const openSearch = useCallback(
    (query = '') => {
      setReturnFocus(document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setInitialQuery(query);
      warm();
      setOpen(true);
    },
    [warm],
  );

  useEffect(() => {
    // A shortcut or click from before this hydrated, kept by SearchShortcutScript, is answered now (as the event it
    // stands for would have been: from a callback); from here on this component answers them itself.
    const early = window as Window & { __searchReady?: boolean; __searchRequested?: boolean };
    early.__searchReady = true;
    if (!early.__searchRequested) return;
    early.__searchRequested = false;
    queueMicrotask(() => openSearch());
    // Once, as the button hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (open) return;
      if (
        opensSearch({
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          shiftKey: event.shiftKey,
          targetTag: target?.tagName ?? '',
          targetEditable: target?.isContentEditable ?? false,
        })
      ) {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, openSearch]);

  return (
    <>
      <span className="search-box">
        <button
          type="button"
          className="search-button"
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K /"
          onPointerEnter={warm}
          onFocus={warm}
          onTouchStart={warm}
          onClick={() => openSearch()}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path
              d="M14.4 13l4.3 4.3-1.4 1.4-4.3-4.3a7.5 7.5 0 1 1 1.4-1.4ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z"
              fill="currentColor"
            />
          </svg>
          <span className="search-button-label">Search</span>
        </button>
        {/* Outside the button: the shortcut hint is decoration, and the button's name stays its visible label. */}
        <kbd aria-hidden="true">Ctrl K</kbd>
      </span>
      {armed && (
        <Suspense fallback={null}>
          {provider === 'docsearch' && docsearch ? (
            <DocSearchDialog
              open={open}
              onClose={() => {
                setOpen(false);
                returnFocus?.focus();
              }}
              settings={docsearch}
              scope={scope}
              initialQuery={initialQuery}
            />
          ) : (
            <LocalDialog
              open={open}
              onOpenChange={setOpen}
              scope={scope}
              versions={versions}
              latestName={latest.name}
              returnFocus={returnFocus}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
