/**
 * Who may use the editor's API under `npm run dev`: the dev server's own pages
 * and nobody else. A web page the writer happens to visit can send requests to
 * `http://localhost:3000` too (a cross-origin POST needs no permission), and a
 * host name of its own that resolves to 127.0.0.1 makes its requests
 * same-origin in the browser's eyes (DNS rebinding); only the `Host` header
 * then tells them apart. So every request must name one of the dev server's own
 * hosts, a write must come from that same origin, and every path it writes or
 * deletes must stay inside the content folder. Pure: the request's parts and
 * the allowed hosts are handed in.
 */

/** A refusal: the HTTP status and one sentence saying why. */
export interface Refusal {
  status: number;
  message: string;
}

/** The parts of a request the guard reads. */
export interface GuardedRequest {
  method: string;
  /** Header lookup, case-insensitive (the Fetch API's `Headers.get`). */
  header(name: string): string | null;
}

/** Host names that always mean this machine. */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * The `Host` values the dev server answers to: each loopback name with its port,
 * plus those listed in `extra` (comma-separated `host:port`, for a server told to
 * listen elsewhere).
 */
export function allowedHosts(port: number | string, extra = ''): string[] {
  const listed = extra
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  // Browsers leave the port out of Host when it is the scheme's default.
  const own = LOOPBACK_HOSTNAMES.flatMap((name) =>
    String(port) === '80' ? [name, `${name}:80`] : [`${name}:${port}`],
  );
  return [...own, ...listed];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Null when the request may go on; otherwise why not. */
export function refuseForeignRequest(request: GuardedRequest, hosts: readonly string[]): Refusal | null {
  const host = request.header('host')?.toLowerCase() ?? '';
  if (!hosts.includes(host)) {
    return {
      status: 403,
      message: `Refused: the editor answers only to ${hosts.join(', ')}, not to the host "${host || '(none)'}".`,
    };
  }
  const origin = request.header('origin');
  const own = `http://${host}`;
  if (origin !== null && origin !== own) {
    return {
      status: 403,
      message: `Refused: a request from ${origin} may not use the editor of ${own}; only the editor's own page may.`,
    };
  }
  if (!SAFE_METHODS.has(request.method.toUpperCase()) && origin === null) {
    const site = request.header('sec-fetch-site');
    if (site !== 'same-origin') {
      return {
        status: 403,
        message: `Refused: a ${request.method} without an Origin header is not from the editor's own page.`,
      };
    }
  }
  return null;
}

/**
 * Null when every path is a plain relative path inside the content folder;
 * otherwise the first that is not. `isInside(path)` answers for a path that
 * looks plain (the caller resolves it against the folder, links included).
 */
export function refuseOutsidePaths(paths: readonly string[], isInside: (path: string) => boolean): Refusal | null {
  for (const p of paths) {
    const plain =
      p !== '' &&
      !p.startsWith('/') &&
      !p.includes('\\') &&
      !p.includes('\0') &&
      !/^[A-Za-z]:/.test(p) &&
      p.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
    if (!plain || !isInside(p)) {
      return { status: 400, message: `Refused: "${p}" is not a path inside the content folder; nothing was written.` };
    }
  }
  return null;
}

/** The paths an editor save writes and deletes (Keystatic's `update` body), or null when the body is not one. */
export function pathsOfUpdate(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { additions, deletions } = body as { additions?: unknown; deletions?: unknown };
  if (!Array.isArray(additions) || !Array.isArray(deletions)) return null;
  const paths: string[] = [];
  for (const entry of [...additions, ...deletions]) {
    const p = (entry as { path?: unknown } | null)?.path;
    if (typeof p !== 'string') return null;
    paths.push(p);
  }
  return paths;
}
