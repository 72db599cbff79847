import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage';
import { createSafeStorage } from './safe-storage';
import { announcementDismissed, dismissAnnouncement } from './announcement';

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

describe('safe storage', () => {
  it('reads and writes through to working storage', () => {
    const raw = memoryStorage();
    const storage = createSafeStorage(() => raw);
    storage.set('theme', 'dark');
    expect(storage.get('theme')).toBe('dark');
    storage.remove('theme');
    expect(raw.getItem('theme')).toBeNull();
    expect(storage.available).toBe(true);
  });

  it('warns once and turns every call into a no-op when storage throws', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(() => throwingStorage(), { warn });
    expect(storage.available).toBe(false);
    expect(storage.get('theme')).toBeNull();
    expect(() => storage.set('theme', 'dark')).not.toThrow();
    expect(() => storage.remove('theme')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/Browser storage is not available/);
  });

  it('warns when getting the storage object itself throws (sandboxed iframe)', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(
      () => {
        throw new DOMException('Blocked', 'SecurityError');
      },
      { warn },
    );
    expect(storage.get('x')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('survives storage that starts failing later (quota exceeded) with a single warning', () => {
    const raw = memoryStorage();
    const warn = vi.fn();
    const storage = createSafeStorage(() => raw, { warn });
    raw.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    storage.set('a', '1');
    storage.set('b', '2');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('announcement dismissal', () => {
  it('stays dismissed for the same id and shows again for a new id', () => {
    const raw = memoryStorage();
    const storage = createSafeStorage(() => raw);
    expect(announcementDismissed(storage, 'a')).toBe(false);
    dismissAnnouncement(storage, 'a');
    expect(raw.getItem('docusaurus.announcement.dismiss')).toBe('true');
    expect(raw.getItem('docusaurus.announcement.id')).toBe('a');
    expect(announcementDismissed(storage, 'a')).toBe(true);
    expect(announcementDismissed(storage, 'b')).toBe(false);
    expect(raw.getItem('docusaurus.announcement.dismiss')).toBeNull();
    expect(raw.getItem('docusaurus.announcement.id')).toBe('b');
  });
});
