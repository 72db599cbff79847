/**
 * The editor's API. Under `npm run dev` (Keystatic's local mode) it reads and
 * writes the files of the active source's content folder. Every request
 * passes lib/cms/request-guard.ts first (the dev server's own host and origin,
 * paths inside the content folder), and a save of a file that changed on disk
 * since the editor loaded it is refused (lib/cms/disk-changes.ts). Under
 * `npm run cms` (GitHub mode) it is Keystatic's sign-in with GitHub.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { makeRouteHandler } from '@keystatic/next/route-handler';
import { keystaticConfig } from '@/keystatic.config';
import { readEditorSetup } from '@/lib/cms/editor-setup';
import {
  allowedHosts,
  pathsOfUpdate,
  refuseForeignRequest,
  refuseOutsidePaths,
  type Refusal,
} from '@/lib/cms/request-guard';
import { blobSha, refuseStaleSave, rememberTree, type KnownVersions } from '@/lib/cms/disk-changes';
import { storageFromEnv } from '@/lib/cms/cms-storage';

export const dynamic = 'force-dynamic';

const known: KnownVersions = new Map();

const refuse = ({ status, message }: Refusal) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** True when `rel` resolves inside `dir`, following links of the part that exists. */
function isInside(dir: string, rel: string): boolean {
  const root = realpathSync(dir);
  let probe = path.resolve(root, rel);
  while (!existsSync(probe)) probe = path.dirname(probe);
  const real = realpathSync(probe);
  const relative = path.relative(root, real);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function onDisk(dir: string, rel: string): string | null {
  const file = path.join(dir, rel);
  return existsSync(file) ? blobSha(readFileSync(file)) : null;
}

/** `npm run cms`: Keystatic's GitHub mode, whose API only signs the writer in; saves are commits made by the browser. */
function githubHandler(): ((request: Request) => Promise<Response>) | null {
  const { storage, pathPrefix } = storageFromEnv(process.env);
  if (storage.kind !== 'github') return null;
  const setup = readEditorSetup(process.cwd(), process.env.CONTENT_LOCAL_DIR);
  const { GET, POST } = makeRouteHandler({
    config: keystaticConfig({ manifest: setup.manifest, storage, ...(pathPrefix ? { pathPrefix } : {}) }),
  });
  return (request) => (request.method === 'POST' ? POST : GET)(request);
}

async function handle(request: Request): Promise<Response> {
  const github = githubHandler();
  if (github) return github(request);
  const hosts = allowedHosts(process.env.CMS_DEV_PORT ?? process.env.PORT ?? 3000, process.env.CMS_ALLOWED_HOSTS);
  const foreign = refuseForeignRequest({ method: request.method, header: (name) => request.headers.get(name) }, hosts);
  if (foreign) return refuse(foreign);
  const setup = readEditorSetup(process.cwd(), process.env.CONTENT_LOCAL_DIR);
  const isSave = request.method === 'POST';
  if (isSave) {
    if (setup.readOnly) return refuse({ status: 409, message: `Not saved. ${setup.readOnly}` });
    const paths = pathsOfUpdate(
      await request
        .clone()
        .json()
        .catch(() => null),
    );
    if (paths === null) return refuse({ status: 400, message: 'Refused: the body is not an editor save.' });
    const outside = refuseOutsidePaths(paths, (p) => isInside(setup.contentDir, p));
    if (outside) return refuse(outside);
    const stale = refuseStaleSave(paths, known, (p) => onDisk(setup.contentDir, p));
    if (stale) return refuse(stale);
  }
  const { GET, POST } = makeRouteHandler({
    config: keystaticConfig({ manifest: setup.manifest, storage: { kind: 'local' } }),
    localBaseDirectory: setup.contentDir,
  });
  const response = await (isSave ? POST : GET)(request);
  const isTree = new URL(request.url).pathname.endsWith('/api/keystatic/tree');
  if (response.ok && (isSave || isTree)) rememberTree(known, await response.clone().json());
  return response;
}

export const GET = handle;
export const POST = handle;
