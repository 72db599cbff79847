/**
 * `/raw/<address>`: the files served at their own address that Next cannot
 * route there by itself, because the docs' catch-all route owns `/docs/…`
 * (lib/docs/site-files.ts `rawFiles`: `.md` twins, llms files, the pictures
 * and files pages refer to). `npm run dev` rewrites each address here
 * (next.config.js); the export writes them under out/raw/, and postbuild
 * moves them to their address. Both modes run this same handler.
 */
import { contentTypeOf, rawFiles } from '@/lib/docs/site-files';
import { exportParams } from '@/app/export-params';

export const dynamic = 'force-static';
// An address the list does not have is answered 404 below, not by `dynamicParams = false`: under `npm run dev` Next
// would check it against the list it made before the last change, and a picture just saved would be missing.

// Addresses are compared decoded: a picture's address is URL-encoded (`my%20shot.png`), the route's segments not.
export const generateStaticParams = exportParams(() =>
  rawFiles().map((file) => ({ path: decodeURI(file.address).slice(1).split('/') })),
);

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const address = `/${(await params).path.join('/')}`;
  const file = rawFiles().find((f) => decodeURI(f.address) === address);
  if (!file) return new Response(`Nothing is published at ${address}.\n`, { status: 404 });
  const body = file.make();
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { 'content-type': contentTypeOf(address) },
  });
}
