/**
 * `/mcp/…`: the data the docs server for coding assistants reads (mcp/),
 * made by lib/docs/assistant-outputs.ts, and the server itself as an npm
 * tarball (lib/docs/server-package.ts). Static: `next build` writes every
 * file into the export; `npm run dev` serves the same.
 */
import { assistantFiles } from '@/lib/docs/assistant-outputs';
import { serverTarball, serverTarballRoutes } from '@/lib/docs/server-package';
import { exportParams } from '@/app/export-params';

export const dynamic = 'force-static';

export const generateStaticParams = exportParams(() =>
  [...assistantFiles().keys(), ...serverTarballRoutes()].map((route) => ({ path: route.split('/').slice(2) })),
);

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const route = `/mcp/${(await params).path.join('/')}`;
  if (serverTarballRoutes().includes(route))
    return new Response(new Uint8Array(serverTarball()), { headers: { 'content-type': 'application/gzip' } });
  const body = assistantFiles().get(route);
  if (body === undefined) return new Response(`No assistants' file at ${route}.\n`, { status: 404 });
  const type = route.endsWith('.json') ? 'application/json' : 'text/markdown; charset=utf-8';
  return new Response(body, { headers: { 'content-type': type } });
}
