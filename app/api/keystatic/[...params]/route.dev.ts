/**
 * The editor's API: Keystatic's route handler, made once per server start
 * (it imports the prepared content, so a release cut while `npm run dev`
 * runs loads this module again, with its collections). Under `npm run dev`
 * (local storage) it reads and writes the prepared content folder, and every
 * request passes lib/cms/request-guard.ts first (the dev server's own host and
 * origin, paths inside the content folder); a save of a file that changed on
 * disk since the editor loaded it is refused (lib/cms/disk-changes.ts). Under
 * `npm run cms` (GitHub storage) it is Keystatic's sign-in with GitHub.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { makeRouteHandler } from '@keystatic/next/route-handler';
import { keystaticConfig } from '@/keystatic.config';
import { editorContent } from '@/lib/generated/editor-content';
import { allowedHosts, pathsOfUpdate, refuseForeignRequest, refuseOutsidePaths } from '@/lib/cms/request-guard';
import { blobSha, refuseStaleSave, rememberTree, type KnownVersions } from '@/lib/cms/disk-changes';
import { readOnlyReason, storageFromEnv } from '@/lib/cms/cms-storage';

export const dynamic = 'force-dynamic';

const { contentDir, versions, source } = editorContent;
const storage = storageFromEnv(process.env);
const readOnly = readOnlyReason({ contentDir, source }, process.cwd());
const editor = makeRouteHandler({ config: keystaticConfig({ versions, storage }), localBaseDirectory: contentDir });
const hosts = allowedHosts(process.env.CMS_DEV_PORT ?? process.env.PORT ?? 3000, process.env.CMS_ALLOWED_HOSTS);
const known: KnownVersions = new Map();

const refuse = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** True when `rel` resolves inside the content folder, following links of the part that exists. */
function isInside(rel: string): boolean {
  const root = realpathSync(contentDir);
  let probe = path.resolve(root, rel);
  while (!existsSync(probe)) probe = path.dirname(probe);
  const relative = path.relative(root, realpathSync(probe));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

async function handle(request: Request): Promise<Response> {
  const isSave = request.method === 'POST';
  if (storage.kind === 'github') return (isSave ? editor.POST : editor.GET)(request);
  const foreign = refuseForeignRequest(request, hosts);
  if (foreign) return refuse(foreign.status, foreign.message);
  if (isSave) {
    if (readOnly) return refuse(409, `Not saved. ${readOnly}`);
    const paths = pathsOfUpdate(
      await request
        .clone()
        .json()
        .catch(() => null),
    );
    if (paths === null) return refuse(400, 'Refused: the body is not an editor save.');
    const refusal =
      refuseOutsidePaths(paths, isInside) ??
      refuseStaleSave(paths, known, (p) => {
        const file = path.join(contentDir, p);
        return existsSync(file) ? blobSha(readFileSync(file)) : null;
      });
    if (refusal) return refuse(refusal.status, refusal.message);
  }
  const response = await (isSave ? editor.POST : editor.GET)(request);
  const isTree = new URL(request.url).pathname.endsWith('/api/keystatic/tree');
  if (response.ok && (isSave || isTree)) rememberTree(known, await response.clone().json());
  return response;
}

export const GET = handle;
export const POST = handle;
