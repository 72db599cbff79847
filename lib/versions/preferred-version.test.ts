import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage/memory-storage';
import { createSafeStorage } from '../storage/safe-storage';
import { preferredVersionKey, readPreferredVersion, savePreferredVersion } from './preferred-version';
import { threeReleases } from '../docs-model/fixtures';
import { versionsFromManifest } from './version-manifest';
import { getVersion } from './versions';

const versions = versionsFromManifest(threeReleases);

describe('preferred version', () => {
  it('is stored under docs-preferred-version-default', () => {
    expect(preferredVersionKey()).toBe('docs-preferred-version-default');
    const raw = memoryStorage();
    const storage = createSafeStorage(() => raw);
    savePreferredVersion(storage, getVersion('1.1', versions));
    expect(raw.getItem('docs-preferred-version-default')).toBe('1.1');
    expect(readPreferredVersion(storage, versions)?.name).toBe('1.1');
  });

  it('is null when nothing is stored', () => {
    expect(
      readPreferredVersion(
        createSafeStorage(() => memoryStorage()),
        versions,
      ),
    ).toBeNull();
  });

  it('removes a stored version that no longer exists', () => {
    const raw = memoryStorage();
    raw.setItem('docs-preferred-version-default', '0.9');
    expect(
      readPreferredVersion(
        createSafeStorage(() => raw),
        versions,
      ),
    ).toBeNull();
    expect(raw.getItem('docs-preferred-version-default')).toBeNull();
  });

  it('does nothing and warns once when storage is unavailable', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      { warn },
    );
    savePreferredVersion(storage, getVersion('1.1', versions));
    expect(readPreferredVersion(storage, versions)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
