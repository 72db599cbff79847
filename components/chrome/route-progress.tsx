'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PROGRESS, clampProgress, trickle } from '@/lib/progress/progress-model';
import { linkRoute } from '@/lib/site/link-routing';
import { BASE_PATH } from './base-path';

// Runs in the capture phase, before next/link or SiteLinks route the click on the client.
function isInternalNavigation(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  return linkRoute(anchor, location.href, BASE_PATH);
}

/**
 * A thin bar at the top while a route loads, shown only when loading takes
 * longer than 1000 ms, moving like nprogress (minimum 0.08, 200 ms steps,
 * trickling by 0.02 every 800 ms). After the route changes the page is at the
 * hash target or the top: the router does that; this only draws the bar.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [value, setValue] = useState<number | null>(null);
  const delay = useRef<number | undefined>(undefined);
  const tick = useRef<number | undefined>(undefined);
  const location = `${pathname}?${search.toString()}`;
  const [settledOn, setSettledOn] = useState(location);

  const stopTimers = () => {
    window.clearTimeout(delay.current);
    window.clearInterval(tick.current);
  };

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event)) return;
      stopTimers();
      delay.current = window.setTimeout(() => {
        setValue(PROGRESS.minimum);
        tick.current = window.setInterval(
          () => setValue((v) => (v === null ? v : trickle(v))),
          PROGRESS.trickleSpeedMs,
        );
      }, PROGRESS.delayMs);
    };
    const onPop = () => stopTimers();
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
      stopTimers();
    };
  }, []);

  // The route arrived: finish the bar (if it showed) and stop waiting.
  if (settledOn !== location) {
    setSettledOn(location);
    if (value !== null) setValue(1);
  }

  useEffect(() => {
    stopTimers();
  }, [location]);

  useEffect(() => {
    if (value !== 1) return;
    const done = window.setTimeout(() => setValue(null), PROGRESS.speedMs * 2);
    return () => window.clearTimeout(done);
  }, [value]);

  if (value === null) return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clampProgress(value) * 100)}
      style={{
        transform: `translateX(${(clampProgress(value) - 1) * 100}%)`,
        transitionDuration: `${PROGRESS.speedMs}ms`,
      }}
    />
  );
}
