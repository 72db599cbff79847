'use client';

import { useSyncExternalStore } from 'react';
import { getBrowserStorage } from '@/lib/storage/safe-storage';

const LOCAL_EVENT = 'rntp:storage';

/** Calls `onChange` whenever a stored value changes, in this tab (writeStoredValue) or another; returns the unsubscribe. */
export function subscribeStoredValues(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}

/**
 * A localStorage value that re-renders on change, in this tab (via
 * writeStoredValue) and in others (storage event). Null during server
 * rendering and hydration.
 */
export function useStoredValue(key: string): string | null {
  return useSyncExternalStore(
    subscribeStoredValues,
    () => readStoredValue(key),
    () => null,
  );
}

/** A stored value as it is now (null when absent or when storage is unavailable). */
export function readStoredValue(key: string): string | null {
  return getBrowserStorage().get(key);
}

/** Write (or remove, with null) a value and notify every useStoredValue in this tab. */
export function writeStoredValue(key: string, value: string | null): void {
  const storage = getBrowserStorage();
  if (value === null) storage.remove(key);
  else storage.set(key, value);
  notifyStorageChange();
}

/** Tell every useStoredValue in this tab to read storage again. */
export function notifyStorageChange(): void {
  window.dispatchEvent(new Event(LOCAL_EVENT));
}

const noop = () => () => {};

/** False during server rendering and hydration, true once mounted in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
