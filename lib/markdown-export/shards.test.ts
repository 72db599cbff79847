import { describe, expect, it } from 'vitest';
import { parseShard, shardsOf } from './shards';

const versions = [
  { name: 'next', weight: 40 },
  { name: '4.1', weight: 38 },
  { name: '4.0', weight: 37 },
  { name: '3.2', weight: 36 },
  { name: '3.1', weight: 35 },
  { name: '2.1', weight: 30 },
];

describe('shardsOf', () => {
  it('deals every version to exactly one shard, balancing the pages', () => {
    const shards = shardsOf(versions, 2);
    expect(shards).toHaveLength(2);
    expect(shards.flat().sort()).toEqual(versions.map((v) => v.name).sort());
    const weight = (names: string[]) => names.reduce((sum, n) => sum + versions.find((v) => v.name === n)!.weight, 0);
    expect(Math.abs(weight(shards[0]!) - weight(shards[1]!))).toBeLessThanOrEqual(5);
  });

  it('gives one shard everything when asked for one', () => {
    expect(shardsOf(versions, 1)).toEqual([['next', '4.1', '4.0', '3.2', '3.1', '2.1']]);
  });

  it('makes no empty shard when there are fewer versions than shards', () => {
    expect(shardsOf(versions.slice(0, 2), 4)).toEqual([['next'], ['4.1']]);
    expect(shardsOf([], 3)).toEqual([[]]);
  });

  it('is the same whatever order the versions come in', () => {
    expect(shardsOf([...versions].reverse(), 3)).toEqual(shardsOf(versions, 3));
  });

  it('rejects a count that is not a whole number of at least 1', () => {
    expect(() => shardsOf(versions, 0)).toThrow(/≥ 1, not 0/);
    expect(() => shardsOf(versions, 1.5)).toThrow(/not 1.5/);
  });
});

describe('parseShard', () => {
  it('reads "i/n"', () => {
    expect(parseShard('1/3')).toEqual({ index: 1, count: 3 });
    expect(parseShard(' 0/1 ')).toEqual({ index: 0, count: 1 });
  });

  it('names the bad value', () => {
    expect(() => parseShard('2/2')).toThrow(/not "2\/2"/);
    expect(() => parseShard('0/0')).toThrow(/not "0\/0"/);
    expect(() => parseShard('half')).toThrow(/EXPORT_SHARD must look like "0\/2"/);
  });
});
