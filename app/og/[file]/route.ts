/** `/og/<version>.png`: a version's share card (lib/docs/site-files.ts), in both modes. */
import { docsModel } from '@/lib/docs/doc-index';
import { shareCardOf } from '@/lib/docs/site-files';
import { exportParams } from '@/app/export-params';

export const dynamic = 'force-static';

export const generateStaticParams = exportParams(() => docsModel.versions.map((v) => ({ file: `${v.name}.png` })));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const version = docsModel.versions.find((v) => `${v.name}.png` === file);
  if (!version) return new Response(`No version "${file.replace(/\.png$/, '')}".\n`, { status: 404 });
  return new Response(new Uint8Array(await shareCardOf(version)), { headers: { 'content-type': 'image/png' } });
}
