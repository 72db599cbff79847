/**
 * Who may use the editor's API under `npm run dev`: the dev server's own pages only. Any page the writer visits can
 * POST to `http://localhost:3000`, and a host name that resolves to 127.0.0.1 makes its requests same-origin (DNS
 * rebinding): so every request must name one of the server's own hosts, a write must come from that origin, and
 * every path it writes or deletes must stay inside the content folder. Pure: the request is handed in.
 */

/** A refusal: the HTTP status and one sentence saying why. */
export interface Refusal {
  status: number;
  message: string;
}

/** The parts of a request (the Fetch API's) the guard reads. */
export type GuardedRequest = Pick<Request, 'method' | 'headers'>;

/** Host names that always mean this machine. */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The `Host` values the dev server answers to: each loopback name with its port, plus `extra` (`host:port,…`). */
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
  const host = request.headers.get('host')?.toLowerCase() ?? '';
  const forbidden = (message: string): Refusal => ({ status: 403, message: `Refused: ${message}` });
  if (!hosts.includes(host))
    return forbidden(`the editor answers only to ${hosts.join(', ')}, not to the host "${host || '(none)'}".`);
  const origin = request.headers.get('origin');
  const own = `http://${host}`;
  if (origin !== null && origin !== own)
    return forbidden(`a request from ${origin} may not use the editor of ${own}; only the editor's own page may.`);
  const unsafe = !SAFE_METHODS.has(request.method.toUpperCase());
  if (unsafe && origin === null && request.headers.get('sec-fetch-site') !== 'same-origin')
    return forbidden(`a ${request.method} without an Origin header is not from the editor's own page.`);
  return null;
}

/** Null when every path is a plain relative path inside the content folder (`isInside`, links followed). */
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
