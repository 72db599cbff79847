/** `/search-index/<version>.json`: a version's local search data (lib/docs/site-files.ts), in both modes. */
import { docsModel } from '@/lib/docs/doc-index';
import { searchDataOf } from '@/lib/docs/site-files';
import { exportParams } from '@/app/export-params';

export const dynamic = 'force-static';

export const generateStaticParams = exportParams(() => docsModel.versions.map((v) => ({ file: `${v.name}.json` })));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const version = docsModel.versions.find((v) => `${v.name}.json` === file);
  if (!version) return new Response(`No version "${file.replace(/\.json$/, '')}".\n`, { status: 404 });
  return Response.json(searchDataOf(version));
}
