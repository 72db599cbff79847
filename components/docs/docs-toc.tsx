import type { TocEntry } from '@/lib/toc/build-toc';
import { TocHighlighter } from './toc-highlighter';

function TocList({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <ul className="toc-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className="toc-link" data-toc-id={entry.id}>
            {entry.value}
          </a>
          {entry.children.length > 0 && <TocList entries={entry.children} />}
        </li>
      ))}
    </ul>
  );
}

/** "On this page": the doc's h2/h3 headings, the one in view highlighted. */
export function DocsToc({ toc }: { toc: readonly TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p id="toc-title" className="toc-title">
        On this page
      </p>
      <TocList entries={toc} />
      <TocHighlighter />
    </nav>
  );
}
