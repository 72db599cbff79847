/**
 * Whether an error means a script chunk failed to load (a deploy replaced it,
 * or the network dropped): retrying the load helps, re-rendering does not.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load chunk/i.test(
    error.message,
  );
}

/** A message fit to show a reader. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'An unknown error occurred.';
}
