/**
 * When the version being read has no good match for a query but other
 * versions do: which versions, and what the API model says about the name
 * (`removed in 3.1`, the replacement its deprecation names).
 */
import { isGoodMatch, type RankedSection } from './ranking';
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
  /** Versions the API model says also have the name, not searched (see `versionsToSearch`). */
  more?: number;
}

/** At most this many other versions are searched for the notice: each is one more file to fetch. */
export const MAX_OTHER_VERSIONS = 6;

/**
 * The other versions to look in when the one being read has no good match:
 * nearest first in dropdown order, the latest always among them, at most
 * `max`. When the API model knows which versions have the name (`having`,
 * labels), only those. With a hundred versions a reader's query then fetches
 * a handful of files, not all of them.
 * @returns the versions to search (dropdown order) and how many of `having` were left out
 */
export function versionsToSearch<V extends { name: string; label: string }>(
  versions: readonly V[],
  current: string,
  latest: string,
  having?: readonly string[],
  max = MAX_OTHER_VERSIONS,
): { search: V[]; skipped: number } {
  const at = versions.findIndex((v) => v.name === current);
  const candidates = versions.filter((v) => v.name !== current && (!having || having.includes(v.label)));
  const distance = (v: V) => (v.name === latest ? -1 : Math.abs(versions.indexOf(v) - at));
  const chosen = new Set([...candidates].sort((a, b) => distance(a) - distance(b)).slice(0, max));
  return {
    search: candidates.filter((v) => chosen.has(v)),
    skipped: having ? candidates.length - chosen.size : 0,
  };
}

/** Whether some section is a good match (see `isGoodMatch`). */
export function hasGoodMatch(ranked: readonly RankedSection[]): boolean {
  return ranked.some(isGoodMatch);
}

/** The notice, or null when no other version has a good match either. */
export function otherVersionNotice(
  query: string,
  current: string,
  others: readonly { label: string; ranked: readonly RankedSection[] }[],
  elsewhere: ElsewhereNote | undefined,
  more = 0,
): OtherVersionNotice | null {
  const found = others.flatMap(({ label, ranked }) => {
    const best = ranked.find(isGoodMatch);
    return best ? [{ label, url: best.section.url }] : [];
  });
  if (!found.length) return null;
  return {
    name: elsewhere?.name ?? query.trim(),
    current,
    found,
    ...(elsewhere?.note ? { note: elsewhere.note } : {}),
    ...(elsewhere?.replacement ? { replacement: elsewhere.replacement } : {}),
    ...(more > 0 ? { more } : {}),
  };
}

/** The "found in" list: `3.2, 3.1 and 2.1`, or `3.2, 3.1, 2.1 and 9 more versions`. */
export function foundWords(notice: OtherVersionNotice): string {
  const labels = notice.found.map((f) => f.label);
  return listWords(notice.more ? [...labels, moreVersions(notice.more)] : labels);
}

export const moreVersions = (n: number) => `${n} more version${n === 1 ? '' : 's'}`;

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
  return `${notice.name} is not in ${notice.current}; found in ${foundWords(notice)}${lifecycle}.`;
}
