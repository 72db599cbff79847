import type { ExcerptSegment } from '@/lib/search/search-model';

/** Excerpt text with the matched words highlighted; rendered as text, never as HTML. */
export function SearchExcerpt({ segments }: { segments: ExcerptSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.highlight ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
