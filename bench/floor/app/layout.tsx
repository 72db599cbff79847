import type { ReactNode } from 'react';

/** The framework floor: the smallest App Router page, built with the site's settings. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
