'use client';

import { useEffect } from 'react';
import { navbarVisibility } from '@/lib/navbar/hide-on-scroll';

/**
 * Hides the bar while scrolling down and shows it when scrolling up, near the
 * top or after a hash navigation. Only mounted when `navbar.hideOnScroll` is on.
 */
export function NavbarScrollBehavior() {
  useEffect(() => {
    const navbar = document.querySelector<HTMLElement>('.navbar');
    if (!navbar) return;
    let last = window.scrollY;
    let hashJump = false;
    const onScroll = () => {
      const y = window.scrollY;
      const visible = navbarVisibility({
        previousY: last,
        currentY: y,
        navbarHeight: navbar.offsetHeight,
        hashNavigation: hashJump,
      });
      hashJump = false;
      navbar.classList.toggle('navbar-hidden', !visible);
      last = y;
    };
    const onHash = () => {
      hashJump = true;
      navbar.classList.remove('navbar-hidden');
    };
    const onFocus = (event: FocusEvent) => {
      if (navbar.contains(event.target as Node)) navbar.classList.remove('navbar-hidden');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    document.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  return null;
}
