'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { prefetchWhenVisible, type ConnectionInfo } from '@/lib/site/prefetch';

type NetworkNavigator = Navigator & { connection?: ConnectionInfo & EventTarget };

function subscribe(onChange: () => void) {
  const connection = (navigator as NetworkNavigator).connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/** Whether visible links may prefetch on this connection. */
function useVisiblePrefetch(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prefetchWhenVisible((navigator as NetworkNavigator).connection),
    // Not during hydration: only once the connection has been looked at.
    () => false,
  );
}

/**
 * An internal link. It prefetches its page when it scrolls into view (unless
 * the connection is slow-2g or the data saver is on) and when hovered.
 */
export function SiteLink({ prefetch, onMouseEnter, ...props }: ComponentProps<typeof Link>) {
  const router = useRouter();
  const visible = useVisiblePrefetch();
  return (
    <Link
      {...props}
      prefetch={visible ? prefetch : false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        if (!visible && typeof props.href === 'string') router.prefetch(props.href);
      }}
    />
  );
}
