/** The parts of `navigator.connection` that matter for prefetching. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Whether links may prefetch their page as soon as they become visible: not on
 * a slow-2g connection and not with the data saver on. (Hover still prefetches:
 * the reader is about to click.)
 */
export function prefetchWhenVisible(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g';
}
