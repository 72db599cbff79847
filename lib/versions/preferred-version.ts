import type { SafeStorage } from '../storage/safe-storage';
import { STORAGE_KEYS } from '../storage/safe-storage';
import type { DocsVersion } from './versions';

/** Storage key of the docs plugin's preferred version: `docs-preferred-version-default`. */
export function preferredVersionKey(pluginId = 'default'): string {
  return `${STORAGE_KEYS.preferredVersionPrefix}${pluginId}`;
}

/**
 * The version the reader chose last, or null. A stored name that is no longer
 * a published version is removed from storage.
 */
export function readPreferredVersion(
  storage: SafeStorage,
  versions: readonly DocsVersion[],
  pluginId = 'default',
): DocsVersion | null {
  const key = preferredVersionKey(pluginId);
  const stored = storage.get(key);
  if (stored === null) return null;
  const version = versions.find((v) => v.name === stored);
  if (!version) {
    storage.remove(key);
    return null;
  }
  return version;
}

export function savePreferredVersion(storage: SafeStorage, version: DocsVersion, pluginId = 'default'): void {
  storage.set(preferredVersionKey(pluginId), version.name);
}
