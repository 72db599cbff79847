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
 * Prints JSON `{ own: Row[], questions: Row[] }` for bench/search.mjs. Run with tsx.
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
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const indexes = new Map<string, SectionIndex>();
const indexOf = (version: string) => {
  let index = indexes.get(version);
  if (!index) {
    index = new SectionIndex(read<VersionSearchData>(`out/search-index/${version}.json`));
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
  ...score(
    q.version,
    q.query,
    [q.anchor ? `${q.expect}#${q.anchor}` : q.expect, ...(q.also ?? [])].map((url) => ({
      url,
      page: !url.includes('#'),
    })),
  ),
}));

console.log(JSON.stringify({ own, questions }));
