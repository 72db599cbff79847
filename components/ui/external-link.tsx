import type { ComponentProps } from 'react';

/**
 * A link to another site: it opens in a new tab that gets no handle on this
 * page (`rel="noopener noreferrer"`), and screen readers hear "(opens in a new
 * tab)" after its text. `icon` adds the visible out-of-the-box mark. Given an
 * `aria-label`, the label alone names the link.
 */
export function ExternalLink({
  icon = false,
  children,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { icon?: boolean }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {icon && (
        <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" className="external-icon">
          <path
            fill="currentColor"
            d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"
          />
        </svg>
      )}
      {!props['aria-label'] && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
