/**
 * The hand-verified golden file (api-facts/golden.json) against what the site computes from the packages: each
 * lifecycle date, replacement, platform list and type the file holds must be what the build derives, in the version
 * it names. A fact the computation gets wrong fails here with the fact and its evidence.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allModels, contentVersionRecords, installedPackage, nativePlatforms, packageFor, ROOT } from '@/scripts/lib/content-check';
import { lifecycleWithProblems, releasesOf } from '@/scripts/lib/api-lifecycle';
import { entrySignatures } from '@/lib/assistants/assistant-data';

type Golden =
  | { kind: 'lifecycle'; version: string; key: string; fact: 'added' | 'deprecated' | 'removed'; release: string; orEarlier?: boolean; evidence: string }
  | { kind: 'replacement'; version: string; key: string; replacements: string[]; evidence: string }
  | { kind: 'platform'; version: string; function: string; platforms: string[]; evidence: string }
  | { kind: 'type'; version: string; key: string; signature: string; evidence: string };

const golden = (JSON.parse(readFileSync(path.join(ROOT, 'api-facts/golden.json'), 'utf8')) as { facts: Golden[] }).facts;
const versions = contentVersionRecords();
const models = Object.fromEntries(allModels(versions.map((v) => v.name)));
const { lifecycle, problems, unusedReviews } = lifecycleWithProblems(releasesOf(versions, models, path.join(ROOT, 'content')));
const platforms = new Map<string, Record<string, string[]>>();
const platformsOf = (version: string) => {
  if (!platforms.has(version)) platforms.set(version, nativePlatforms(installedPackage(packageFor(version)!)));
  return platforms.get(version)!;
};
const label = (f: Golden) => `${f.kind} ${f.version} ${'key' in f ? f.key : f.function} (${f.evidence})`;

describe('the golden file of computed facts', () => {
  it('holds at least 40 facts covering every documented version and every kind', () => {
    expect(golden.length).toBeGreaterThanOrEqual(40);
    // Every version it names is documented (a release cut adds versions, it removes none).
    const named = new Set(golden.map((f) => f.version));
    expect([...named].filter((v) => !versions.some((x) => x.name === v))).toEqual([]);
    expect(named.size).toBeGreaterThanOrEqual(6);
    expect(new Set(golden.map((f) => f.kind))).toEqual(new Set(['lifecycle', 'replacement', 'platform', 'type']));
    for (const f of golden) expect(f.evidence, label(f)).toMatch(/:\d+/);
  });

  it('matches the lifecycle record, whose invariants hold and whose reviews all still apply', () => {
    expect(problems).toEqual([]);
    // A review whose text no package has any more: the package changed, so the review must be made again.
    expect(unusedReviews.map((r) => `${r.key}: ${r.text}`)).toEqual([]);
    for (const f of golden.filter((g) => g.kind === 'lifecycle')) {
      const step = lifecycle.versions[f.version]?.[f.key]?.[f.fact];
      expect({ release: step?.release, orEarlier: step?.orEarlier ?? false }, label(f)).toEqual({
        release: f.release,
        orEarlier: f.orEarlier ?? false,
      });
    }
  });

  it('matches the replacements', () => {
    for (const f of golden.filter((g) => g.kind === 'replacement')) {
      const deprecated = lifecycle.versions[f.version]?.[f.key]?.deprecated;
      expect(deprecated, label(f)).toBeDefined();
      expect(deprecated!.replacements.map((r) => r.key), label(f)).toEqual(f.replacements);
    }
  });

  it('matches the platforms of each function', () => {
    for (const f of golden.filter((g) => g.kind === 'platform'))
      expect(platformsOf(f.version)[f.function], label(f)).toEqual(f.platforms);
  });

  it('matches the types as the package declares them', () => {
    for (const f of golden.filter((g) => g.kind === 'type'))
      expect(entrySignatures(models[f.version]!).get(f.key)?.split('\n')[0], label(f)).toBe(f.signature);
  });
});
