'use client';

import type { SiteConfig } from '@/lib/site-config';
import { ExternalLink } from '@/components/ui/external-link';
import { PreferredVersionLink } from './preferred-version-link';
import { BASE_PATH } from './base-path';

/** `npm run dev` serves the writers' editor at /keystatic; the static site has none. */
const EDITOR = process.env.NODE_ENV === 'development';

/**
 * Footer columns from the site configuration; docs links follow the preferred
 * version. Drawn in the browser from the configuration's footer (a few hundred
 * bytes of the page's payload) rather than sent as an element tree.
 */
export function SiteFooter({ footer }: { footer: SiteConfig['footer'] }) {
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        <div className="footer-columns">
          {footer.columns.map((column) => (
            <nav key={column.title} className="footer-column" aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`} className="footer-title">
                {column.title}
              </h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.label}>
                    {item.to ? (
                      <PreferredVersionLink to={item.to} className="footer-link">
                        {item.label}
                      </PreferredVersionLink>
                    ) : (
                      <ExternalLink className="footer-link" href={item.href} icon>
                        {item.label}
                      </ExternalLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="footer-copyright">{footer.copyright}</p>
        {EDITOR && (
          // Styled inline: the static site never shows it, so its CSS need not ship.
          <p style={{ textAlign: 'center', margin: '12px 0 0', fontSize: '0.9rem' }}>
            <a href={`${BASE_PATH}/keystatic`} data-full-load="" style={{ color: 'var(--color-footer-link)' }}>
              Edit in CMS
            </a>
          </p>
        )}
      </div>
    </footer>
  );
}
