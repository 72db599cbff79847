import { siteConfig } from '@/lib/site-config';
import { PreferredVersionLink } from './preferred-version-link';
import { BASE_PATH } from './base-path';

/** `npm run dev` serves the writers' editor at /keystatic; the static site has none. */
const EDITOR = process.env.NODE_ENV === 'development';

/** Footer columns from the site configuration; docs links follow the preferred version. */
export function SiteFooter() {
  return (
    <footer className={`footer footer-${siteConfig.footer.style}`}>
      <div className="footer-inner">
        <div className="footer-columns">
          {siteConfig.footer.columns.map((column) => (
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
                      <a className="footer-link" href={item.href} target="_blank" rel="noopener noreferrer">
                        {item.label}
                        <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" className="external-icon">
                          <path
                            fill="currentColor"
                            d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"
                          />
                        </svg>
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="footer-copyright">{siteConfig.footer.copyright}</p>
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
