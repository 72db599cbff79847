'use client';

import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

const ANNOUNCEMENTS: Record<CopyState, string> = {
  idle: '',
  copied: 'Page copied as Markdown',
  failed: 'Could not copy the page. Open it with View as Markdown instead.',
};

/** Put the Markdown on the clipboard; the Markdown is fetched on click. */
async function copyMarkdown(url: string): Promise<void> {
  const markdown = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  // Safari only lets a click write to the clipboard synchronously: hand it the pending text.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': markdown.then((text) => new Blob([text], { type: 'text/plain' })) }),
      ]);
      return;
    } catch {
      // Browsers without promised clipboard items: write the text once it is here.
    }
  }
  await navigator.clipboard.writeText(await markdown);
}

/**
 * "Copy page": copies the page's Markdown form. Its name stays the same; the
 * result is announced in a status region and shown by the icon.
 */
export function CopyPageButton({ markdownUrl }: { markdownUrl: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('idle');
    try {
      await copyMarkdown(markdownUrl);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button type="button" className="page-action" onClick={copy} data-state={state}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          {state === 'copied' ? (
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
          ) : (
            <path
              fill="currentColor"
              d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
            />
          )}
        </svg>
        Copy page
      </button>
      <span className="sr-only" role="status">
        {ANNOUNCEMENTS[state]}
      </span>
    </>
  );
}
