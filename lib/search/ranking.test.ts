import { describe, expect, it } from 'vitest';
import {
  compareRanked,
  HEADING_WEIGHT,
  SYNONYM_MATCH,
  groupByPage,
  groupHits,
  headingHits,
  isGoodMatch,
  isUpgradeQuery,
  mergeRanked,
  termWeights,
  weightedQuality,
  type RankedSection,
} from './ranking';

/** A ranked section of `page` with the given scores; the heading is the anchor. */
function hit(url: string, fields: Partial<RankedSection> = {}): RankedSection {
  const [route, anchor = ''] = url.split('#');
  return {
    section: { page: route!.split('/').pop()!, heading: anchor, url, text: `About ${anchor || 'the page'}.` },
    version: '2.0',
    score: 1,
    quality: 2,
    headingHits: 0,
    nameHits: 0,
    complete: true,
    exact: true,
    terms: [],
    ...fields,
  };
}

const urls = (ranked: readonly RankedSection[]) => ranked.map((r) => r.section.url);

describe('scoring a hit', () => {
  it('counts an exact word 2, the last word as a typed prefix 1, and a typo 0 (incomplete)', () => {
    const q = (terms: string[], matched: string[]) => weightedQuality(terms, [1, 1], matched, []);
    expect(q(['skip', 'next'], ['skip', 'next'])).toEqual({ value: 4, complete: true, exact: true });
    expect(q(['skip', 'ne'], ['skip', 'next'])).toEqual({ value: 3, complete: true, exact: false });
    // A prefix counts only for the word being typed (the last one).
    expect(q(['sk', 'next'], ['skip', 'next'])).toEqual({ value: 2, complete: false, exact: false });
    expect(q(['queue'], ['queues'])).toEqual({ value: 1, complete: true, exact: false });
    expect(q(['queeu'], ['queue'])).toEqual({ value: 0, complete: false, exact: false });
  });

  it('weighs each word by its weight, more in a heading, less through a synonym', () => {
    expect(weightedQuality(['rare', 'common'], [3, 1], ['rare'], []).value).toBe(6);
    expect(weightedQuality(['rare', 'common'], [3, 1], ['common'], []).value).toBe(2);
    expect(weightedQuality(['rare'], [1], ['rare'], ['rare']).value).toBe(2 * HEADING_WEIGHT);
    const synonyms = new Map([['speed', ['rate']]]);
    const viaSynonym = weightedQuality(['speed'], [1], ['rate'], [], synonyms);
    expect(viaSynonym).toEqual({ value: 2 * SYNONYM_MATCH, complete: true, exact: true });
    expect(viaSynonym.value).toBeLessThan(weightedQuality(['speed'], [1], ['speed'], [], synonyms).value);
  });

  it('counts a synonym only for a word the reader did not type as well', () => {
    const synonyms = new Map([['shoutcast', ['stream']]]);
    // "shoutcast stream": the section's "stream" is the reader's own word, not also the synonym of "shoutcast".
    expect(weightedQuality(['shoutcast', 'stream'], [1, 1], ['stream'], [], synonyms)).toEqual({
      value: 2,
      complete: false,
      exact: false,
    });
    expect(weightedQuality(['shoutcast', 'live'], [1, 1], ['stream', 'live'], [], synonyms).complete).toBe(true);
  });

  it('weighs a word found by fewer hits more', () => {
    const hits = [{ terms: ['common', 'rare'] }, { terms: ['common'] }, { terms: ['common'] }];
    const [rare, common] = termWeights(['rare', 'common'], hits, new Map(), 10);
    expect(rare).toBeGreaterThan(common!);
  });

  it('knows a query about upgrading: an upgrade word or a version', () => {
    for (const q of ['upgrade to v4', 'migrating the queue', 'breaking changes', 'events in 3.2', 'v3 events'])
      expect(isUpgradeQuery(q), q).toBe(true);
    for (const q of ['repeat mode', 'skip 15 seconds', 'audio session category'])
      expect(isUpgradeQuery(q), q).toBe(false);
  });

  it('counts query words found in the heading exactly, as a prefix or within the typo budget', () => {
    expect(headingHits(['skip', 'queue'], ['skiptonext', 'queue'])).toBe(2);
    expect(headingHits(['queuw'], ['queue'])).toBe(1);
    // Four letters allow no typo.
    expect(headingHits(['plai'], ['play'])).toBe(0);
  });
});

describe('ordering hits', () => {
  it('puts the API symbol first, then match quality, then heading words, then the engine score', () => {
    const symbol = hit('/docs/api#skiptonext', {
      quality: 0,
      score: 0,
      symbol: { name: 'skipToNext', kind: 'function', section: 0 },
    });
    const exact = hit('/docs/a#exact', { quality: 4, score: 1 });
    const exactInHeading = hit('/docs/a#heading', { quality: 4, headingHits: 1, score: 0.5 });
    const fuzzyHighScore = hit('/docs/b#fuzzy', { quality: 2, headingHits: 2, score: 99 });
    const ranked = [fuzzyHighScore, exact, symbol, exactInHeading].sort(compareRanked);
    expect(urls(ranked)).toEqual(['/docs/api#skiptonext', '/docs/a#heading', '/docs/a#exact', '/docs/b#fuzzy']);
  });

  it('merges the hits of several versions by the same order', () => {
    const newer = [hit('/docs/x#a', { quality: 2, score: 5 }), hit('/docs/x#b', { quality: 1, score: 9 })];
    const older = [hit('/docs/1.0/x#a', { quality: 2, headingHits: 1, score: 1, version: '1.0' })];
    expect(urls(mergeRanked([newer, older]))).toEqual(['/docs/1.0/x#a', '/docs/x#a', '/docs/x#b']);
  });

  it('calls a hit good when it is the symbol or matched every word', () => {
    expect(isGoodMatch(hit('/docs/a', { complete: true }))).toBe(true);
    expect(isGoodMatch(hit('/docs/a', { complete: false }))).toBe(false);
    expect(
      isGoodMatch(hit('/docs/a', { complete: false, symbol: { name: 'State', kind: 'constant', section: 0 } })),
    ).toBe(true);
  });
});

describe('grouping by page', () => {
  const ranked = [
    hit('/docs/queue#add'),
    hit('/docs/player#play'),
    hit('/docs/queue#remove'),
    hit('/docs/queue#skip'),
    hit('/docs/player'),
  ];

  it('orders pages by their best hit and caps sections per page and in all', () => {
    const pages = groupByPage(ranked, { perPage: 2 });
    expect(pages.map((p) => [p.url, p.sections.map((s) => s.url)])).toEqual([
      ['/docs/queue', ['/docs/queue#add', '/docs/queue#remove']],
      ['/docs/player', ['/docs/player#play', '/docs/player']],
    ]);
    expect(groupByPage(ranked, { limit: 2 }).flatMap((p) => p.sections.map((s) => s.url))).toEqual([
      '/docs/queue#add',
      '/docs/player#play',
    ]);
  });

  it('names the version beside each page only when asked (searching every version)', () => {
    expect(groupByPage(ranked)[0]!.version).toBeNull();
    expect(groupByPage(ranked, { withVersion: true })[0]!.version).toBe('2.0');
  });

  it('asks for excerpts of the sections it keeps only', () => {
    const asked: string[] = [];
    groupHits(
      ranked,
      (h) => ({ url: h.section.url, page: h.section.page, title: h.section.heading, version: null }),
      (h) => {
        asked.push(h.section.url);
        return [];
      },
      { perPage: 1 },
    );
    expect(asked).toEqual(['/docs/queue#add', '/docs/player#play']);
  });
});
