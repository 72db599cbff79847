'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { collapseDurationMs } from '@/lib/sidebar/collapse-animation';
import { cx } from '@/lib/ui/cx';

/**
 * A collapsible sidebar category. The height animation lasts longer for taller
 * lists (see collapseDurationMs), eases in and out, and is skipped under
 * prefers-reduced-motion.
 *
 * A collapsed category's links are not drawn at all, in the page's HTML or in
 * the browser, until it is opened: on the installation page that is 31 of the
 * sidebar's 42 links, 5 KB of HTML the parser would read before the article
 * and 31 links to hydrate. Hidden, they could be neither seen, found nor
 * reached by keyboard either; the sidebar's data is in the page already.
 */
export function SidebarCategory({
  label,
  initiallyExpanded,
  children,
}: {
  label: string;
  initiallyExpanded: boolean;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(initiallyExpanded);
  // Stays true while a collapse animation runs, so the list is visible until it ends.
  const [rendered, setRendered] = useState(initiallyExpanded);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    const panel = panelRef.current;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!panel || reduced || typeof panel.animate !== 'function') {
      setRendered(next);
      return;
    }
    if (next) {
      setRendered(true);
      requestAnimationFrame(() => {
        const height = panel.scrollHeight;
        panel.animate([{ height: '0px' }, { height: `${height}px` }], {
          duration: collapseDurationMs(height),
          easing: 'ease-in-out',
        });
      });
    } else {
      const height = panel.scrollHeight;
      const animation = panel.animate([{ height: `${height}px` }, { height: '0px' }], {
        duration: collapseDurationMs(height),
        easing: 'ease-in-out',
      });
      animation.onfinish = () => setRendered(false);
    }
  };

  return (
    <div className={cx('sidebar-category', expanded && 'is-expanded')}>
      <button
        type="button"
        className="sidebar-category-button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={toggle}
      >
        <span>{label}</span>
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" className="sidebar-caret">
          <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div id={id} ref={panelRef} className="sidebar-category-panel" hidden={!rendered}>
        {rendered && children}
      </div>
    </div>
  );
}
