import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage/memory-storage';
import { createSafeStorage } from '../storage/safe-storage';
import { preferredVersionKey, readPreferredVersion, savePreferredVersion } from './preferred-version';
import { getVersion } from './versions';

describe('preferred version', () => {
  it('is stored under docs-preferred-version-default', () => {
    expect(preferredVersionKey()).toBe('docs-preferred-version-default');
    const raw = memoryStorage();
    const storage = createSafeStorage(() => raw);
    savePreferredVersion(storage, getVersion('3.2'));
    expect(raw.getItem('docs-preferred-version-default')).toBe('3.2');
    expect(readPreferredVersion(storage)?.name).toBe('3.2');
  });

  it('is null when nothing is stored', () => {
    expect(readPreferredVersion(createSafeStorage(() => memoryStorage()))).toBeNull();
  });

  it('removes a stored version that no longer exists', () => {
    const raw = memoryStorage();
    raw.setItem('docs-preferred-version-default', '1.0');
    expect(readPreferredVersion(createSafeStorage(() => raw))).toBeNull();
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
    savePreferredVersion(storage, getVersion('3.2'));
    expect(readPreferredVersion(storage)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
