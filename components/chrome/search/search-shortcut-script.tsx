import { earlySearchScript } from '@/lib/search/shortcuts';

/**
 * Runs as the page's HTML is read, before any of its scripts load: until the search button has hydrated, a search
 * shortcut (Ctrl/Cmd+K, '/') or a click on the button is kept instead of being lost, and the button opens the
 * dialog as soon as it hydrates (search-button.tsx). Without it, a shortcut the page advertises did nothing for the
 * second or so a loaded page takes to hydrate (and Chrome's own Ctrl+K, "search the web", took it), and a reader had
 * to press it again.
 */
export function SearchShortcutScript() {
  return <script dangerouslySetInnerHTML={{ __html: earlySearchScript() }} />;
}
