/**
 * The relevance sets against the local search engine as the site runs it:
 * each version's data from out/search-index/, the results in the order the
 * dialog shows them (sections grouped under their page). Two sets:
 * - `own`: bench/search-relevance.json, the queries we wrote (`expect` and
 *   `accept` are section URLs);
 * - `questions`: bench/search-questions.json, questions real users asked
 *   (`expect` is a page route, `anchor` its section; without an anchor any
 *   section of the page answers; `also` lists other answers, `route#anchor`
 *   or a bare route for any section of that page).
 * The real set is split in two halves by a seeded hash of each question's
 * source link (`half`: `tune` or `held-out`): ranking rules and synonyms are
 * tuned on the first half only, and the second half shows whether they carry
 * over to questions they were not tuned on.
 * Prints JSON `{ own: Row[], questions: Row[], split }` for bench/search.mjs.
 * Run with tsx. `SEARCH_INDEX_DIR` reads the data from another folder than out/search-index.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { groupByPage } from '../lib/search/ranking';
import { SectionIndex } from '../lib/search/section-search';
import type { VersionSearchData } from '../lib/search/sections';

interface OwnQuery {
  kind: string;
  version: string;
  query: string;
  expect: string;
  accept?: string[];
}

interface Question {
  query: string;
  source: string;
  version: string;
  expect: string;
  anchor?: string;
  also?: string[];
}

const ROOT = path.resolve(import.meta.dirname, '..');
const INDEX_DIR = process.env.SEARCH_INDEX_DIR ?? path.join(ROOT, 'out/search-index');

/** The seed of the split of the real set into a tuning half and a held-out half. */
export const SPLIT_SEED = 26;

/** FNV-1a over the seed and a question's source link: the same half on every run and machine. */
function half(source: string): 'tune' | 'held-out' {
  let h = 0x811c9dc5;
  for (const ch of `${SPLIT_SEED}:${source}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h % 2 === 0 ? 'tune' : 'held-out';
}
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const indexes = new Map<string, SectionIndex>();
const indexOf = (version: string) => {
  let index = indexes.get(version);
  if (!index) {
    index = new SectionIndex(
      JSON.parse(readFileSync(path.join(INDEX_DIR, `${version}.json`), 'utf8')) as VersionSearchData,
    );
    indexes.set(version, index);
  }
  return index;
};

/** What counts as an answer: a section URL, or (`page`) any section of a page. */
interface Label {
  url: string;
  page?: boolean;
}

const matches = (label: Label, url: string) => (label.page ? url.split('#')[0] === label.url : url === label.url);

function score(version: string, query: string, labels: readonly Label[]) {
  const index = indexOf(version);
  const started = performance.now();
  const urls = groupByPage(index.search(query), { limit: 10 }).flatMap((page) => page.sections.map((s) => s.url));
  const ms = performance.now() - started;
  const rank = urls.findIndex((u) => labels.some((label) => matches(label, u)));
  return { version, query, rank: rank === -1 ? null : rank + 1, expect: labels[0]!.url, got: urls.slice(0, 3), ms };
}

const own = read<{ queries: OwnQuery[] }>('bench/search-relevance.json').queries.map((q) => ({
  kind: q.kind,
  // The own set's labels are always sections (a bare route is the page's opening section).
  ...score(
    q.version,
    q.query,
    [q.expect, ...(q.accept ?? [])].map((url) => ({ url })),
  ),
}));

const questions = read<Question[]>('bench/search-questions.json').map((q) => ({
  source: q.source,
  half: half(q.source),
  ...score(
    q.version,
    q.query,
    [q.anchor ? `${q.expect}#${q.anchor}` : q.expect, ...(q.also ?? [])].map((url) => ({
      url,
      page: !url.includes('#'),
    })),
  ),
}));

console.log(JSON.stringify({ own, questions, split: { seed: SPLIT_SEED } }));
