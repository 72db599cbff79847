import type { TocEntry } from '@/lib/toc/build-toc';

/** The links of "On this page", nested as the headings are. */
export function TocList({ entries }: { entries: readonly TocEntry[] }) {
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
