'use client';

import { useEffect, useState } from 'react';
import './cms.css';

interface Offer {
  page: string;
  /** Labels of the versions the edit would be carried to (`Next`, `4.0`). */
  also: string[];
  /** Versions where the passage is only similar, with how it differs: left alone. */
  similar: { version: string; diff: string }[];
}

const API = '/api/keystatic/propagate';

/**
 * After the editor saves a page, says in which other versions the edited
 * passage is word for word the same, with one action to make the same edit
 * there (`npm run docs:propagate`'s function, through the editor's API). The
 * editor's own saves are seen by watching its requests: Keystatic has no hook
 * for them.
 */
export function PropagateNotice({ basePath }: { basePath: string }) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    const fetchOriginal = window.fetch;
    window.fetch = async (input, init) => {
      const response = await fetchOriginal(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method.toUpperCase() === 'POST' && url.pathname === `${basePath}/api/keystatic/update`) {
        const found = response.ok ? ((await (await fetchOriginal(`${basePath}${API}`)).json()) as Offer) : null;
        setDone(null);
        setOffer(found && (found.also.length || found.similar.length) ? found : null);
      }
      return response;
    };
    return () => {
      window.fetch = fetchOriginal;
    };
  }, [basePath]);

  if (!offer && !done) return null;
  const apply = async () => {
    const response = await fetch(`${basePath}${API}`, { method: 'POST' });
    const result = (await response.json().catch(() => null)) as { written?: string[] } | null;
    setOffer(null);
    setDone(
      response.ok && result?.written
        ? `Made the same edit in ${result.written.join(', ')}. Reload the editor before editing those pages.`
        : `Nothing changed: ${response.status} ${await response.text().catch(() => '')}`,
    );
  };
  return (
    <aside className="cms-propagate" aria-label="The same passage in other versions" role="status">
      {done ?? (
        <>
          {offer!.also.length > 0 && (
            <p>
              This passage is also in: <strong>{offer!.also.join(', ')}</strong>.{' '}
              <button type="button" onClick={apply}>
                Make the same edit there
              </button>
            </p>
          )}
          {offer!.similar.map((s) => (
            <p key={s.version}>
              Similar, not the same, in {s.version} (left alone): <code>{s.diff}</code>
            </p>
          ))}
        </>
      )}
      <button type="button" onClick={() => (setOffer(null), setDone(null))} aria-label="Dismiss">
        ×
      </button>
    </aside>
  );
}
