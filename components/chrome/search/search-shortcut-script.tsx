import { opensSearch } from '@/lib/search/shortcuts';

/**
 * Runs as the page's HTML is read, before any of its scripts load: until the search button has hydrated, a search
 * shortcut (Ctrl/Cmd+K, '/') or a click on the button is kept (`window.__searchRequested`) instead of being lost,
 * and the button opens the dialog as soon as it hydrates (search-button.tsx). Without it, a shortcut the page
 * advertises did nothing for the second or so a loaded page takes to hydrate (and Chrome's own Ctrl+K, "search the
 * web", took it), and a reader had to press it again.
 */
export function SearchShortcutScript() {
  const code = `(function(){var w=window,rule=(${opensSearch.toString()});function keep(e){if(w.__searchReady)return;var t=e.target instanceof HTMLElement?e.target:null;if(e.type==='click'?t&&t.closest('.search-button'):rule({key:e.key||'',ctrlKey:e.ctrlKey,metaKey:e.metaKey,altKey:e.altKey,shiftKey:e.shiftKey,targetTag:t?t.tagName:'',targetEditable:t?t.isContentEditable:false})){e.preventDefault();w.__searchRequested=true}}w.addEventListener('keydown',keep,true);w.addEventListener('click',keep,true)})()`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
