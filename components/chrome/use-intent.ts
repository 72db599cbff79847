'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** How the reader opened a lazily loaded control. */
export interface Intent {
  /** Render the real component (the reader clicked or pressed an opening key). */
  active: boolean;
  /** Open it as soon as it mounts. */
  open: boolean;
  /** The reader used the keyboard: focus the first item when it opens. */
  keyboard: boolean;
}

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

/**
 * A placeholder trigger for a heavier control: hover, touch or focus only
 * fetches its code (`preload`); a click or an opening key swaps in the real
 * control, already open.
 */
export function useIntent(preload: () => unknown) {
  const [intent, setIntent] = useState<Intent>({ active: false, open: false, keyboard: false });
  const warm = () => void preload();
  const handlers = {
    onPointerEnter: warm,
    onTouchStart: warm,
    onFocus: warm,
    onClick: () => setIntent({ active: true, open: true, keyboard: false }),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!OPEN_KEYS.includes(event.key)) return;
      event.preventDefault();
      setIntent({ active: true, open: true, keyboard: true });
    },
  };
  return { intent, handlers };
}

/**
 * For the real menu that replaced a placeholder: when the reader opened it
 * from the keyboard, focus its first item, as a menu opened by key does.
 * (Opened on mount, Radix focuses the menu and returns focus to the trigger on close.)
 * @returns the ref to put on the menu content
 */
export function useFirstItemFocus(intent: Intent) {
  const content = useRef<HTMLDivElement>(null);
  const [initial] = useState(intent);
  useEffect(() => {
    if (!initial.open || !initial.keyboard) return;
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [initial]);
  return content;
}
