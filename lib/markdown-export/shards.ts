/**
 * Splitting the text export across processes: each version is exported on its
 * own, so the versions are dealt out to `count` shards with about the same
 * number of pages each (heaviest first, each to the lightest shard so far).
 */
export interface Weighted {
  name: string;
  weight: number;
}

/** `count` groups of names (none empty while there are enough items), in a stable order. */
export function shardsOf(items: readonly Weighted[], count: number): string[][] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`shard count must be a whole number ≥ 1, not ${count}`);
  const shards = Array.from({ length: Math.min(count, Math.max(items.length, 1)) }, () => ({
    names: [] as string[],
    weight: 0,
  }));
  const heaviestFirst = [...items].sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
  for (const item of heaviestFirst) {
    const lightest = shards.reduce((min, s) => (s.weight < min.weight ? s : min));
    lightest.names.push(item.name);
    lightest.weight += item.weight;
  }
  return shards.map((s) => s.names);
}

/** Parses `i/n` (as EXPORT_SHARD gives it): shard `i` of `n`, counted from 0. */
export function parseShard(value: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || count < 1 || index >= count)
    throw new Error(`EXPORT_SHARD must look like "0/2" (shard 0 of 2, index below the count), not "${value}"`);
  return { index, count };
}
