'use client';

import { useEffect } from 'react';
import { activeHeadingId } from '@/lib/toc/active-heading';

/** Marks the TOC link of the heading the reader is at (aria-current="location"). */
export function TocHighlighter() {
  useEffect(() => {
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.toc-link'));
    const ids = links.map((l) => l.dataset.tocId ?? '');
    const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const navbar = document.querySelector<HTMLElement>('.navbar');
      const offset = (navbar?.offsetHeight ?? 60) + 16;
      const active = activeHeadingId(
        headings.map((h) => ({ id: h.id, top: h.getBoundingClientRect().top })),
        offset,
        window.innerHeight,
      );
      for (const link of links) {
        const on = link.dataset.tocId === active;
        link.classList.toggle('is-active', on);
        if (on) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // In the next frame, not now: this runs while the page hydrates, and measuring the headings here would force a
    // layout of the whole page in the middle of that work.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
