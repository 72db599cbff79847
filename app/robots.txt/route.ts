/** `/robots.txt`, naming the sitemap and every version's llms files (lib/docs/site-files.ts), in both modes. */
import { robotsTxt } from '@/lib/docs/site-files';

export const dynamic = 'force-static';

export function GET() {
  return new Response(robotsTxt(), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
