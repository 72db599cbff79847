/**
 * The relevance set (bench/search-relevance.json) against the local search
 * engine as the site runs it: each version's data from out/search-index/, the
 * results in the order the dialog shows them (sections grouped under their
 * page). Prints JSON for bench/search.mjs. Run with tsx.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { groupByPage } from '../lib/search/ranking';
import { SectionIndex } from '../lib/search/section-search';
import type { VersionSearchData } from '../lib/search/sections';

interface Query {
  kind: string;
  version: string;
  query: string;
  expect: string;
  accept?: string[];
}

const ROOT = path.resolve(import.meta.dirname, '..');
const set = JSON.parse(readFileSync(path.join(ROOT, 'bench/search-relevance.json'), 'utf8')) as { queries: Query[] };
const indexes = new Map<string, SectionIndex>();
const indexOf = (version: string) => {
  let index = indexes.get(version);
  if (!index) {
    const data = JSON.parse(
      readFileSync(path.join(ROOT, 'out/search-index', `${version}.json`), 'utf8'),
    ) as VersionSearchData;
    index = new SectionIndex(data);
    indexes.set(version, index);
  }
  return index;
};

const rows = set.queries.map((q) => {
  const index = indexOf(q.version);
  const started = performance.now();
  const urls = groupByPage(index.search(q.query), { limit: 10 }).flatMap((page) => page.sections.map((s) => s.url));
  const ms = performance.now() - started;
  const good = new Set([q.expect, ...(q.accept ?? [])]);
  const rank = urls.findIndex((u) => good.has(u));
  return {
    kind: q.kind,
    version: q.version,
    query: q.query,
    rank: rank === -1 ? null : rank + 1,
    got: urls.slice(0, 3),
    ms,
  };
});
console.log(JSON.stringify(rows));
