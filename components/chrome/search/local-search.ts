'use client';

import { SectionIndex, symbolQuery } from '@/lib/search/section-search';
import { groupByPage, mergeRanked, type RankedSection } from '@/lib/search/ranking';
import {
  hasGoodMatch,
  otherVersionNotice,
  versionsToSearch,
  type OtherVersionNotice,
} from '@/lib/search/other-versions';
import type { VersionSearchData } from '@/lib/search/sections';
import type { SearchScope } from '@/lib/search/search-model';
import type { SearchAnswer } from '@/lib/search/search-state';
import { BASE_PATH } from '../base-path';

const indexes = new Map<string, Promise<SectionIndex>>();

/**
 * Load one version's section index (on the reader's first intent to search)
 * and keep it: a same-origin JSON file written at build time, indexed here.
 */
export function loadIndex(version: string): Promise<SectionIndex> {
  let loading = indexes.get(version);
  if (!loading) {
    loading = fetch(`${BASE_PATH}/search-index/${encodeURIComponent(version)}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`The search index of ${version} answered ${response.status}`);
        return response.json() as Promise<VersionSearchData>;
      })
      .then((data) => new SectionIndex(data));
    indexes.set(version, loading);
    loading.catch(() => indexes.delete(version));
  }
  return loading;
}

export interface LocalSearchOptions {
  /** Sections shown at most. */
  limit?: number;
  /** Every version, dropdown order (for "all versions" and the other-version notice). */
  versions: readonly { name: string; label: string; status?: string }[];
}

/**
 * Search the local index. Searching is synchronous once the index is loaded,
 * so there is no debounce: the caller drops the answer of a superseded query.
 */
export async function localSearch(
  query: string,
  scope: SearchScope,
  { limit = 8, versions }: LocalSearchOptions,
): Promise<SearchAnswer> {
  if (!scope.version) {
    const all = await Promise.all(versions.map((v) => loadIndex(v.name)));
    const ranked = mergeRanked(all.map((index) => index.search(query)));
    return { total: ranked.length, pages: groupByPage(ranked, { limit, withVersion: true }), notice: null };
  }
  const index = await loadIndex(scope.version.name);
  const ranked = index.search(query);
  return {
    total: ranked.length,
    pages: groupByPage(ranked, { limit }),
    notice: await noticeFor(query, index, ranked, versions),
  };
}

/**
 * Other versions are looked at only when this one has no good match and the
 * query is an API name another version has, or nothing matched at all.
 */
async function noticeFor(
  query: string,
  index: SectionIndex,
  ranked: readonly RankedSection[],
  versions: readonly { name: string; label: string; status?: string }[],
): Promise<OtherVersionNotice | null> {
  if (hasGoodMatch(ranked)) return null;
  const name = symbolQuery(query)?.toLowerCase();
  const elsewhere = name ? index.data.elsewhere[name] : undefined;
  if (!elsewhere && ranked.length) return null;
  const latest = versions.find((v) => v.status === 'latest')?.name ?? '';
  const { search: others, skipped } = versionsToSearch(versions, index.data.version, latest, elsewhere?.versions);
  const searched = await Promise.all(
    others.map(async (v) => {
      try {
        return { label: v.label, ranked: (await loadIndex(v.name)).search(query, { exactOnly: true }) };
      } catch {
        return { label: v.label, ranked: [] };
      }
    }),
  );
  return otherVersionNotice(query, index.data.label, searched, elsewhere, skipped);
}
