'use client';

import { use, type ReactNode } from 'react';

/** A promise React can read without suspending once it has settled (`use` looks at `status`). */
type Signal = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

/** What wakes the parts left for later before the browser is idle: the reader reaching for the page. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'mouseover'] as const;

let signal: Signal | null = null;

/**
 * One signal for the page load: settled when the browser is first idle (at the latest 2 s after hydration starts)
 * or when the reader first points, touches, types or moves focus, whichever comes first.
 */
function idleOrIntent(): Signal {
  if (signal) return signal;
  let settle = () => {};
  const pending: Signal = new Promise<void>((resolve) => {
    settle = () => {
      if (pending.status === 'fulfilled') return;
      pending.status = 'fulfilled';
      pending.value = undefined;
      for (const type of INTENT_EVENTS) window.removeEventListener(type, settle, true);
      resolve();
    };
  });
  pending.status = 'pending';
  signal = pending;
  for (const type of INTENT_EVENTS) window.addEventListener(type, settle, { capture: true, passive: true });
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(settle, { timeout: 2000 });
  else setTimeout(settle, 300);
  return pending;
}

/**
 * Leaves its part of the page as the server's HTML while the page hydrates, and hydrates it when the browser is
 * first idle or when the reader reaches for the page, whichever comes first: a part a reader does not use at load
 * (the sidebar's category toggles, the footer) then costs nothing in the tasks that hydrate the rest.
 *
 * It must sit directly inside its own `<Suspense>`: during hydration React keeps a boundary whose content suspends
 * as server HTML and hydrates it when the signal settles. A click or a key pressed on it before then settles the
 * signal on `pointerdown`, `keydown` or `focusin`, and React hydrates the boundary at once and replays the event.
 * Once the signal has settled (a client navigation follows a click or a key, which settle it) it renders its
 * children at once: only the page's first hydration waits.
 */
export function HydrateWhenIdle({ children }: { children: ReactNode }) {
  if (typeof window !== 'undefined') {
    const idle = idleOrIntent();
    if (idle.status !== 'fulfilled') use(idle);
  }
  return children;
}
