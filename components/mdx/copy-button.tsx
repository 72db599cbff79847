'use client';

import { useEffect, useRef, useState } from 'react';

/** Copies the text of the code block it sits in. */
export function CopyButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const code = ref.current?.closest('figure')?.querySelector('pre code');
    if (!code) return;
    const text = Array.from(code.querySelectorAll('[data-line]'))
      .map((line) => line.textContent ?? '')
      .join('\n');
    try {
      await navigator.clipboard.writeText(text || (code.textContent ?? ''));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <button
      ref={ref}
      type="button"
      className="copy-button"
      data-pagefind-ignore
      onClick={copy}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
    >
      <span aria-hidden="true">{copied ? 'Copied' : 'Copy'}</span>
      <span className="sr-only" role="status">
        {copied ? 'Copied to clipboard' : ''}
      </span>
    </button>
  );
}
