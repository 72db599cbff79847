import { STORAGE_KEYS, type SafeStorage } from './safe-storage';

/**
 * Whether the announcement with this id was closed. A different stored id means
 * a new announcement: the old dismissal is cleared and the bar shows again.
 */
export function announcementDismissed(storage: SafeStorage, id: string): boolean {
  const storedId = storage.get(STORAGE_KEYS.announcementId);
  if (storedId !== id) {
    storage.set(STORAGE_KEYS.announcementId, id);
    storage.remove(STORAGE_KEYS.announcementDismiss);
    return false;
  }
  return storage.get(STORAGE_KEYS.announcementDismiss) === 'true';
}

export function dismissAnnouncement(storage: SafeStorage, id: string): void {
  storage.set(STORAGE_KEYS.announcementId, id);
  storage.set(STORAGE_KEYS.announcementDismiss, 'true');
}
