'use client';

import { useEffect } from 'react';
import type { AnnouncementBarConfig } from '@/lib/site-config';
import { getBrowserStorage, STORAGE_KEYS } from '@/lib/storage/safe-storage';
import { announcementDismissed, dismissAnnouncement } from '@/lib/storage/announcement';
import { ExternalLink } from '@/components/ui/external-link';
import { notifyStorageChange, useHydrated, useStoredValue } from './use-stored-value';

/**
 * The announcement above the navbar. Rendered hidden-by-script until storage
 * says it was not dismissed, so a dismissed bar never flashes.
 */
export function AnnouncementBar({ config }: { config: AnnouncementBarConfig }) {
  const hydrated = useHydrated();
  const storedId = useStoredValue(STORAGE_KEYS.announcementId);
  const storedDismiss = useStoredValue(STORAGE_KEYS.announcementDismiss);
  // A new announcement id clears the previous dismissal.
  useEffect(() => {
    announcementDismissed(getBrowserStorage(), config.id);
    notifyStorageChange();
  }, [config.id]);
  const dismissed = hydrated ? storedId === config.id && storedDismiss === 'true' : null;
  if (dismissed) return null;
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
      data-announcement-id={config.id}
      data-ready={dismissed === null ? 'false' : 'true'}
    >
      <p className="announcement-content">
        {config.content}
        {config.link && (
          <>
            {' '}
            <ExternalLink href={config.link.href} style={{ color: config.textColor }}>
              {config.link.label}
            </ExternalLink>
          </>
        )}
      </p>
      {config.isCloseable && (
        <button
          type="button"
          className="announcement-close"
          aria-label="Close announcement"
          onClick={() => {
            dismissAnnouncement(getBrowserStorage(), config.id);
            notifyStorageChange();
          }}
          style={{ color: config.textColor }}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
