/**
 * `/search-index/<version>.json` under `npm run dev`: the local search data of
 * a version, computed from the content as it is now (the build writes the
 * same files into the export). The dev site's search so follows every edit,
 * and every page created, renamed or deleted in the writers' editor.
 */
import { docsModel } from '@/lib/docs/doc-index';
import { versionOutputs } from '@/lib/docs/version-outputs';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const version = docsModel.versions.find((v) => `${v.name}.json` === file);
  if (!version) return new Response(`No version "${file.replace(/\.json$/, '')}".\n`, { status: 404 });
  return Response.json(versionOutputs(version).search);
}
