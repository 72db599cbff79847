/** The parts of a keyboard event the shortcut rule reads. */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** The focused element's tag name, upper-case, and whether it is editable. */
  targetTag: string;
  targetEditable: boolean;
}

/**
 * Whether a key press opens search: Ctrl+K or Cmd+K anywhere, '/' only when
 * no input, textarea, select or editable element has focus.
 */
export function opensSearch(event: ShortcutEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const typing = event.targetEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(event.targetTag);
  return !typing;
}

/**
 * The inline script that keeps a search request made before the search button hydrates: a shortcut (by
 * `opensSearch`) or a click on `.search-button`. It sets `window.__searchRequested` (and stops the browser's own
 * Ctrl+K) until the button sets `window.__searchReady`, and the button then opens the dialog. Plain ES5 with the
 * rule inlined: it runs as the HTML is read, before any bundle.
 */
export function earlySearchScript(): string {
  return `(function(){var w=window,rule=(${opensSearch.toString()});function keep(e){if(w.__searchReady)return;var t=e.target instanceof HTMLElement?e.target:null;if(e.type==='click'?t&&t.closest('.search-button'):rule({key:e.key||'',ctrlKey:e.ctrlKey,metaKey:e.metaKey,altKey:e.altKey,shiftKey:e.shiftKey,targetTag:t?t.tagName:'',targetEditable:t?t.isContentEditable:false})){e.preventDefault();w.__searchRequested=true}}w.addEventListener('keydown',keep,true);w.addEventListener('click',keep,true)})()`;
}
