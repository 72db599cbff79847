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
