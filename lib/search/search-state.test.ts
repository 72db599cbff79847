import { describe, expect, it } from 'vitest';
import type { SearchPageResult } from './search-model';
import {
  activeOption,
  initialSearchState,
  searchOptions,
  searchReducer,
  searchStatusText,
  type SearchEvent,
  type SearchState,
} from './search-state';

const section = (url: string) => ({ title: url.split('#')[1] ?? 'page', url, excerpt: [] });

/** Two pages: Queue with two sections, and a DocSearch-style page hit with no sections. */
const pages: SearchPageResult[] = [
  {
    url: '/docs/queue',
    title: 'Queue',
    version: null,
    excerpt: [],
    sections: [section('/docs/queue#add'), section('/docs/queue#skip')],
  },
  { url: '/docs/intro', title: 'Intro', version: null, excerpt: [], sections: [] },
];

const run = (events: SearchEvent[], from: SearchState = initialSearchState()) => events.reduce(searchReducer, from);
const answered = (total = 3, notice: SearchState['notice'] = null): SearchEvent => ({
  type: 'answered',
  answer: { total, pages, notice },
});

describe('search state', () => {
  it('starts idle, or awaiting an answer when opened with a query', () => {
    expect(initialSearchState().status).toBe('idle');
    expect(initialSearchState(' queue ').status).toBe('loading');
    expect(initialSearchState('   ').status).toBe('idle');
  });

  it('awaits an answer while typing, keeping the previous results until it comes', () => {
    const shown = run([{ type: 'typed', query: 'que' }, answered()]);
    const typing = searchReducer(shown, { type: 'typed', query: 'queue' });
    expect(typing.status).toBe('loading');
    expect(typing.pages).toBe(pages);
    expect(searchReducer(typing, answered(1)).status).toBe('done');
  });

  it('clears everything when the query is emptied', () => {
    const cleared = run([{ type: 'typed', query: 'queue' }, answered(3), { type: 'typed', query: '  ' }]);
    expect(cleared).toEqual(initialSearchState('  '));
  });

  it('keeps the answer when only spaces around the query change (the search is the same)', () => {
    const done = run([{ type: 'typed', query: 'queue' }, answered()]);
    const spaced = searchReducer(done, { type: 'typed', query: 'queue ' });
    expect(spaced.status).toBe('done');
    expect(spaced.query).toBe('queue ');
  });

  it('searches again when the reader picks other versions, but only with a query', () => {
    const done = run([{ type: 'typed', query: 'queue' }, answered()]);
    const again = searchReducer(done, { type: 'rescoped' });
    expect(again.status).toBe('loading');
    // A new round, so the same versions chosen by another name are searched again.
    expect(again.round).toBe(done.round + 1);
    expect(searchReducer(initialSearchState(), { type: 'rescoped' })).toEqual(initialSearchState());
  });

  it('reports a failed search and keeps what it showed', () => {
    const failed = run([
      { type: 'typed', query: 'queue' },
      answered(),
      { type: 'typed', query: 'skip' },
      { type: 'failed' },
    ]);
    expect(failed.status).toBe('error');
    expect(failed.pages).toBe(pages);
  });
});

describe('arrow-key selection', () => {
  it('lists every section, and a page without sections as one option, in display order', () => {
    expect(searchOptions(pages)).toEqual([
      { page: 0, entry: 0, url: '/docs/queue#add' },
      { page: 0, entry: 1, url: '/docs/queue#skip' },
      { page: 1, entry: 0, url: '/docs/intro' },
    ]);
  });

  it('selects the first option on each answer and wraps around both ways', () => {
    const done = run([{ type: 'typed', query: 'queue' }, answered()]);
    expect(activeOption(done)?.url).toBe('/docs/queue#add');
    const up = searchReducer(done, { type: 'moved', by: -1 });
    expect(activeOption(up)?.url).toBe('/docs/intro');
    expect(activeOption(searchReducer(up, { type: 'moved', by: 1 }))?.url).toBe('/docs/queue#add');
    const moved = run([{ type: 'moved', by: 1 }, answered()], done);
    expect(moved.active).toBe(0);
  });

  it('has nothing to select without results', () => {
    const empty = run([{ type: 'moved', by: 1 }]);
    expect(empty.active).toBe(0);
    expect(activeOption(empty)).toBeNull();
  });
});

describe('what the live region says', () => {
  const notice = { name: 'stopWithApp', current: '4.1', found: [{ label: '2.1', url: '/docs/2.1/x' }] };
  const dialog = { place: 'dialog' } as const;

  it('says it is searching, or that search failed, and nothing while idle', () => {
    expect(searchStatusText(initialSearchState('q'), dialog, 'en')).toBe('Searching…');
    expect(searchStatusText(run([{ type: 'failed' }]), dialog, 'en')).toBe('Search is not available right now.');
    expect(searchStatusText(initialSearchState(), dialog, 'en')).toBe('');
  });

  it('in the dialog: the count for the query, then the other-version notice', () => {
    const one = run([{ type: 'typed', query: ' getQueue ' }, answered(1)]);
    expect(searchStatusText(one, dialog, 'en')).toBe('1 result found for “getQueue”.');
    const none = run([{ type: 'typed', query: 'stopWithApp' }, answered(0, notice)]);
    expect(searchStatusText(none, dialog, 'en')).toBe(
      'No results for “stopWithApp”. stopWithApp is not in 4.1; found in 2.1.',
    );
  });

  it('on the page: the count and the version searched, or every version', () => {
    const many = run([{ type: 'typed', query: 'queue' }, answered(12)]);
    expect(searchStatusText(many, { place: 'page', versionLabel: '3.2' }, 'en')).toBe(
      '12 results found in version 3.2.',
    );
    expect(searchStatusText(many, { place: 'page', versionLabel: null }, 'en')).toBe(
      '12 results found in all versions.',
    );
    const none = run([{ type: 'typed', query: 'zzz' }, answered(0)]);
    expect(searchStatusText(none, { place: 'page', versionLabel: '4.1' }, 'en')).toBe(
      'No results for “zzz” in version 4.1.',
    );
    expect(searchStatusText(none, { place: 'page', versionLabel: null }, 'en')).toBe('No results for “zzz”.');
  });
});
