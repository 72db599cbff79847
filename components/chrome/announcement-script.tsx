import { STORAGE_KEYS } from '@/lib/storage/safe-storage';

/**
 * Runs before first paint: marks <html> when the current announcement was
 * dismissed, so CSS hides the bar instead of showing it until hydration.
 */
export function AnnouncementScript({ id }: { id: string }) {
  const code = `try{var s=window.localStorage;if(s.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)})===${JSON.stringify(id)}&&s.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismiss)})==='true'){document.documentElement.setAttribute('data-announcement-dismissed','true')}}catch(e){}`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
