/** `/player-tracks/<file>.wav`: the playground's test tones (lib/player/test-tracks.ts), made here in both modes. */
import { TEST_TRACKS, testTrackFile } from '@/lib/player/test-tracks';
import { exportParams } from '@/app/export-params';

export const dynamic = 'force-static';

export const generateStaticParams = exportParams(() => TEST_TRACKS.map((t) => ({ file: t.file })));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const bytes = testTrackFile(file);
  if (!bytes) return new Response(`No test track "${file}".\n`, { status: 404 });
  return new Response(new Uint8Array(bytes), { headers: { 'content-type': 'audio/wav' } });
}
