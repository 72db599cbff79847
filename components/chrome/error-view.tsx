'use client';

import { errorMessage, isChunkLoadError } from '@/lib/errors/classify-error';

/**
 * What a reader sees when rendering fails: a crashed page offers "Try again"
 * (re-render), a script that failed to load offers "Retry" (load the page again).
 */
export function ErrorView({ error, reset }: { error: Error; reset: () => void }) {
  const chunk = isChunkLoadError(error);
  return (
    <main id="main-content" className="error-view" role="alert">
      <h1>{chunk ? 'This page failed to load.' : 'This page crashed.'}</h1>
      <p className="error-message">{errorMessage(error)}</p>
      {chunk ? (
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Retry
        </button>
      ) : (
        <button type="button" className="button button-primary" onClick={() => reset()}>
          Try again
        </button>
      )}
    </main>
  );
}
