/**
 * Where the text forms of the docs are served: each page's Markdown at its
 * route plus `.md`, and per version an `llms.txt` and an `llms-full.txt` (the
 * latest version's at the site root, every other version's under its path).
 */
import type { DocsVersion } from '../versions/versions';

/** `/docs/basics/installation` → `/docs/basics/installation.md`. */
export function markdownRoute(docRoute: string): string {
  return `${docRoute.replace(/\/+$/, '')}.md`;
}

type VersionRoutes = Pick<DocsVersion, 'status' | 'path'>;

/** `/llms.txt` for the latest version, `/docs/3.2/llms.txt` for the others. */
export function llmsRoute(version: VersionRoutes): string {
  return version.status === 'latest' ? '/llms.txt' : `${version.path}/llms.txt`;
}

/** `/llms-full.txt` for the latest version, `/docs/3.2/llms-full.txt` for the others. */
export function llmsFullRoute(version: VersionRoutes): string {
  return version.status === 'latest' ? '/llms-full.txt' : `${version.path}/llms-full.txt`;
}

/** The file of a route in the export folder: `/docs/intro.md` → `docs/intro.md`. */
export function exportFile(route: string): string {
  return route.replace(/^\/+/, '');
}
