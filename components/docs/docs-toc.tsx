import { TocHighlighter } from './toc-highlighter';
import { ServerPart, type ServerPartProps } from '@/components/server-part/server-part';

/** "On this page": the doc's h2/h3 headings (a server part: plain HTML in the browser), the one in view highlighted. */
export function DocsToc({ part }: { part: ServerPartProps | null }) {
  if (!part) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p id="toc-title" className="toc-title">
        On this page
      </p>
      <ServerPart {...part} />
      <TocHighlighter />
    </nav>
  );
}
