/**
 * When the version being read has no good match for a query but other
 * versions do: which versions, and what the API model says about the name
 * (`removed in 3.1`, the replacement its deprecation names).
 */
import type { RankedSection } from './section-search';
import type { ElsewhereNote } from './sections';

/** A version that has what the reader looked for, with the link to its best section. */
export interface OtherVersionHit {
  label: string;
  url: string;
}

export interface OtherVersionNotice {
  /** The name as the API writes it when known, else the query as typed. */
  name: string;
  /** The label of the version being read. */
  current: string;
  found: OtherVersionHit[];
  /** `removed in 3.1`, `added in 4.0`. */
  note?: string;
  replacement?: string;
}

/** A good match: some section matches every query word exactly (or as the prefix being typed). */
export function hasGoodMatch(ranked: readonly RankedSection[]): boolean {
  return ranked.some((r) => r.complete || r.symbol);
}

/** The notice, or null when no other version has a good match either. */
export function otherVersionNotice(
  query: string,
  current: string,
  others: readonly { label: string; ranked: readonly RankedSection[] }[],
  elsewhere: ElsewhereNote | undefined,
): OtherVersionNotice | null {
  const found = others.flatMap(({ label, ranked }) => {
    const best = ranked.find((r) => r.complete || r.symbol);
    return best ? [{ label, url: best.section.url }] : [];
  });
  if (!found.length) return null;
  return {
    name: elsewhere?.name ?? query.trim(),
    current,
    found,
    ...(elsewhere?.note ? { note: elsewhere.note } : {}),
    ...(elsewhere?.replacement ? { replacement: elsewhere.replacement } : {}),
  };
}

/** `a`, `a and b`, `a, b and c`. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The notice as one sentence of plain text (the UI renders the same parts with links). */
export function noticeText(notice: OtherVersionNotice): string {
  const lifecycle = notice.note
    ? `; ${notice.note}${notice.replacement ? `; see ${notice.replacement}` : ''}`
    : notice.replacement
      ? `; see ${notice.replacement}`
      : '';
  return `${notice.name} is not in ${notice.current}; found in ${listWords(notice.found.map((f) => f.label))}${lifecycle}.`;
}
