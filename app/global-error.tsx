'use client';

import { ErrorView } from '@/components/chrome/error-view';
import '@/styles/globals.css';

/** Last resort when the root layout itself fails. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorView error={error} reset={reset} />
      </body>
    </html>
  );
}
