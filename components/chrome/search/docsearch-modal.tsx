'use client';

import { SiteLink as Link } from '../site-link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal } from '@docsearch/react';
import '@docsearch/css';
import {
  docsearchFacetFilters,
  searchPageHref,
  type DocSearchSettings,
  type SearchScope,
} from '@/lib/search/search-model';
import { relativeHitUrl } from '@/lib/search/docsearch-results';
import { siteConfig } from '@/lib/site-config';
import { BASE_PATH } from '../base-path';
import './search.css';

/**
 * The hosted DocSearch modal, loaded only when the reader shows intent. Hits
 * are filtered to the language and version being read and their URLs made
 * relative to this site, so they work on previews and under a base URL.
 */
export default function DocSearchDialog({
  open,
  onClose,
  settings,
  scope,
  initialQuery,
}: {
  open: boolean;
  onClose: () => void;
  settings: DocSearchSettings;
  scope: SearchScope;
  initialQuery: string;
}) {
  const router = useRouter();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <DocSearchModal
      appId={settings.appId}
      apiKey={settings.apiKey}
      indices={[{ name: settings.indexName, searchParameters: { facetFilters: docsearchFacetFilters(scope) } }]}
      initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
      initialQuery={initialQuery}
      onClose={onClose}
      transformItems={(items) =>
        items.map((item) => ({ ...item, url: relativeHitUrl(item.url, siteConfig.url, BASE_PATH) }))
      }
      hitComponent={({ hit, children }) => (
        <Link href={hit.url} onClick={onClose}>
          {children}
        </Link>
      )}
      navigator={{
        navigate: ({ itemUrl }) => {
          onClose();
          router.push(itemUrl);
        },
      }}
      resultsFooterComponent={({ state }) =>
        state.context.nbHits ? (
          <Link href={searchPageHref(siteConfig.search.searchPagePath, state.query)} onClick={onClose}>
            See all {String(state.context.nbHits)} results
          </Link>
        ) : null
      }
    />,
    document.body,
  );
}
