/**
 * localStorage that never throws. Private windows, sandboxed iframes and
 * strict privacy settings make storage throw or vanish: then one console
 * warning is logged and every call does nothing (reads return null).
 */

/** The storage keys the site uses. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  tabPrefix: 'docusaurus.tab.',
  preferredVersionPrefix: 'docs-preferred-version-',
} as const;

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Whether storage works here. */
  readonly available: boolean;
}

type Logger = Pick<Console, 'warn'>;

/**
 * @param getStorage returns the storage to use; may throw (`window.localStorage` does in some sandboxes)
 */
export function createSafeStorage(getStorage: () => Storage | null | undefined, logger: Logger = console): SafeStorage {
  let storage: Storage | null = null;
  let warned = false;
  const warn = (error: unknown) => {
    if (warned) return;
    warned = true;
    logger.warn(
      `Browser storage is not available, so preferences (colour mode, tabs, version) will not be remembered. ${
        error instanceof Error ? error.message : String(error ?? '')
      }`.trim(),
    );
  };
  try {
    storage = getStorage() ?? null;
    if (storage) {
      const probe = '__storage_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
    } else {
      warn('No localStorage in this environment.');
    }
  } catch (error) {
    storage = null;
    warn(error);
  }
  const guard = <T>(fn: (s: Storage) => T, fallback: T): T => {
    if (!storage) return fallback;
    try {
      return fn(storage);
    } catch (error) {
      warn(error);
      return fallback;
    }
  };
  return {
    get available() {
      return storage !== null;
    },
    get: (key) => guard((s) => s.getItem(key), null),
    set: (key, value) => guard((s) => s.setItem(key, value), undefined),
    remove: (key) => guard((s) => s.removeItem(key), undefined),
  };
}

let browserStorage: SafeStorage | null = null;

/** The page's storage, created on first use. */
export function getBrowserStorage(): SafeStorage {
  browserStorage ??= createSafeStorage(() => (typeof window === 'undefined' ? null : window.localStorage));
  return browserStorage;
}
