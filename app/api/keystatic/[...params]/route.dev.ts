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
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeRouteHandler } from '@keystatic/next/route-handler';
import { keystaticConfig } from '@/keystatic.config';
import { editorContent } from '@/lib/generated/editor-content';
import { allowedHosts, pathsOfUpdate, refuseForeignRequest, refuseOutsidePaths } from '@/lib/cms/request-guard';
import { refuseStaleSave, rememberTree, type KnownVersions } from '@/lib/cms/disk-changes';
import { blobSha } from '@/lib/node/git-blob';
import { readOnlyReason, storageFromEnv } from '@/lib/cms/cms-storage';
import { readApiModels } from '@/lib/generated/api-models';
import { modelHasName } from '@/lib/api-model/api-names';
import { planPropagationInTurns, type PropagationInput } from '@/lib/propagate/propagate';

export const dynamic = 'force-dynamic';

const { contentDir, versions, source } = editorContent;
const storage = storageFromEnv(process.env);
const readOnly = readOnlyReason({ contentDir, source }, process.cwd());
const editor = makeRouteHandler({ config: keystaticConfig({ versions, storage }), localBaseDirectory: contentDir });
const hosts = allowedHosts(process.env.CMS_DEV_PORT ?? process.env.PORT ?? 3000, process.env.CMS_ALLOWED_HOSTS);
const known: KnownVersions = new Map();
/** The last page saved, as it was before and after: what the writer may carry to the other versions. */
let lastSave: { version: string; page: string; before: string; after: string } | undefined;

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

/**
 * The save with its pages written after every other file: Keystatic writes in the order it is sent, and a page
 * written before the picture it shows would be built, and checked, while the picture is not there yet.
 */
async function pagesLast(request: Request): Promise<Request> {
  const body = (await request.clone().json()) as { additions: { path: string }[] };
  const isPage = (a: { path: string }) => /\.mdx?$/.test(a.path);
  body.additions = [...body.additions.filter((a) => !isPage(a)), ...body.additions.filter(isPage)];
  return new Request(request, { body: JSON.stringify(body) });
}

const onDisk = (rel: string) => {
  const file = path.join(contentDir, rel);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/** The last save carried to the other versions, as `npm run docs:propagate` would (lib/propagate/propagate.ts). */
function propagation(): PropagationInput | null {
  if (!lastSave) return null;
  const models = readApiModels();
  const { version, page, before, after } = lastSave;
  const others = versions.filter((v) => v.name !== version);
  return {
    version,
    before,
    after,
    others: others.map((v) => ({ version: v.name, text: onDisk(`docs/${v.name}/${page}`) })),
    moduleName: 'react-native-track-player',
    hasSymbol: (v, name) => Boolean(models[v] && modelHasName(models[v], name)),
  };
}

/** Lets the server's other requests run: the dev server answers the site and the editor on this one thread. */
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `/api/keystatic/propagate`: GET says in which other versions the passage just saved is too (and where it is only
 * similar); POST carries the edit there, to the pages as they are on disk now (components/cms/propagate-notice.tsx).
 * The plan parses the page in every version: it gives way between versions. Worked out in one piece, it held every
 * other request of the dev server for its whole time (65 s on a machine at a load average of 30, where the writer's
 * next page in the editor then took as long to open).
 */
async function propagate(request: Request): Promise<Response> {
  const input = propagation();
  if (!input) return Response.json({ also: [], similar: [] });
  const saved = lastSave!;
  const label = (name: string) => versions.find((v) => v.name === name)?.label ?? name;
  const plan = await planPropagationInTurns(input, giveWay);
  if (request.method === 'GET')
    return Response.json({
      page: `docs/${input.version}/${saved.page}`,
      also: plan.versions.filter((v) => v.text !== undefined).map((v) => label(v.version)),
      similar: plan.versions.flatMap((v) =>
        v.outcomes.flatMap((o) => (o.status === 'similar' ? [{ version: label(v.version), diff: o.diff }] : [])),
      ),
    });
  if (readOnly) return refuse(409, `Not saved. ${readOnly}`);
  // Another save (or this same edit, carried already) came while the plan was worked out: it is of a page as it no
  // longer is. The notice of the later save offers what is left to carry.
  if (lastSave !== saved)
    return refuse(409, 'the page was saved again while this was worked out: use the offer made after that save.');
  const written = plan.versions.flatMap((v) => (v.text === undefined ? [] : [v]));
  for (const v of written) {
    const rel = `docs/${v.version}/${saved.page}`;
    if (!isInside(rel)) return refuse(400, `Refused: "${rel}" is not inside the content folder.`);
    writeFileSync(path.join(contentDir, rel), v.text!);
  }
  lastSave = undefined;
  return Response.json({ written: written.map((v) => label(v.version)) });
}

async function handle(request: Request): Promise<Response> {
  const isSave = request.method === 'POST';
  if (storage.kind === 'github') return (isSave ? editor.POST : editor.GET)(request);
  const foreign = refuseForeignRequest(request, hosts);
  if (foreign) return refuse(foreign.status, foreign.message);
  if (new URL(request.url).pathname.endsWith('/api/keystatic/propagate')) return propagate(request);
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
        const text = existsSync(path.join(contentDir, p)) ? readFileSync(path.join(contentDir, p)) : null;
        return text && blobSha(text);
      });
    if (refusal) return refuse(refusal.status, refusal.message);
    const page = paths.find((p) => /^docs\/[^/]+\/.+\.mdx?$/.test(p));
    const [, version = '', ...rest] = page?.split('/') ?? [];
    const before = page ? onDisk(page) : undefined;
    lastSave = page && before !== undefined ? { version, page: rest.join('/'), before, after: '' } : undefined;
  }
  const response = await (isSave ? editor.POST : editor.GET)(isSave ? await pagesLast(request) : request);
  const isTree = new URL(request.url).pathname.endsWith('/api/keystatic/tree');
  if (response.ok && (isSave || isTree)) rememberTree(known, await response.clone().json());
  if (isSave && lastSave) {
    const after = response.ok ? onDisk(`docs/${lastSave.version}/${lastSave.page}`) : undefined;
    lastSave = after === undefined || after === lastSave.before ? undefined : { ...lastSave, after };
  }
  return response;
}

export const GET = handle;
export const POST = handle;
