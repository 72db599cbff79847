import { createHash } from 'node:crypto';
import { registerPart, type PartSource } from './part-source';
import type { ServerPartProps } from './server-part';

/** `npm run dev` renders and hydrates server parts whole, so that an edit shows without fetching the page again. */
const DEV = process.env.NODE_ENV === 'development';

/** A short digest of a part's source: it changes whenever the source does. */
function revisionOf(source: PartSource): string {
  return createHash('sha1').update(JSON.stringify(source)).digest('base64url').slice(0, 12);
}

/**
 * For a page's server component: registers a part's source for the server
 * rendering and returns ServerPart's props, which name the part without
 * carrying it (bar under `npm run dev`).
 */
export function serverPart(route: string, source: PartSource): ServerPartProps {
  const revision = revisionOf(source);
  registerPart(route, revision, source);
  return { route, kind: source.kind, revision, ...(DEV ? { source } : {}) };
}
