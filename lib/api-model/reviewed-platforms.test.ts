import { describe, expect, it } from 'vitest';
import type { FunctionVerdicts } from './native-platforms';
import {
  applyReviewedPlatforms,
  parseReviewedPlatforms,
  reviewedExclusions,
  type ReviewedContext,
  type ReviewedExclusion,
} from './reviewed-platforms';

const FILE = 'api-facts/platforms.json';

// A made-up entry about a made-up package: its web getLoudness returns an unconverted value.
const entry: ReviewedExclusion = {
  version: '9.9',
  function: 'getLoudness',
  platform: 'web',
  package: 'made-up-player@9.9.1',
  file: 'web/Player.ts',
  line: 3,
  method: 'getLoudness',
  why: 'The web method resolves the raw gain node instead of a number.',
};
const text = (entries: unknown[]) => JSON.stringify({ notWorking: entries });

const verdicts: FunctionVerdicts = {
  getLoudness: [
    { platform: 'android', works: true, evidence: 'getLoudness() (Module.kt:4)' },
    { platform: 'web', works: true, evidence: 'Player.getLoudness (web/Player.ts:3)' },
  ],
  getMood: [{ platform: 'web', works: false, evidence: 'Player.getMood (web/Player.ts:6) has an empty body' }],
};
const playerLines = [
  'export class Player {',
  '  gain = 1;',
  '  public getLoudness() {',
  '    return this.gain;',
  '  }',
  '  public getMood() {}',
  '}',
];
const context: ReviewedContext = {
  package: 'made-up-player@9.9.1',
  verdicts,
  lines: (file) => (file === 'web/Player.ts' ? playerLines : undefined),
};
const contexts = new Map([['9.9', context]]);
const apply = (e: Partial<ReviewedExclusion>) =>
  applyReviewedPlatforms(parseReviewedPlatforms(text([{ ...entry, ...e }]), FILE), FILE, contexts);

describe('parseReviewedPlatforms', () => {
  it('reads a valid file', () => {
    expect(parseReviewedPlatforms(text([entry]), FILE)).toEqual({ notWorking: [entry] });
  });

  it('rejects a bad entry, naming the file and the entry', () => {
    expect(() => parseReviewedPlatforms(text([{ ...entry, platform: 'windows' }]), FILE)).toThrow(
      'api-facts/platforms.json: notWorking[0] (9.9 getLoudness windows): "platform" must be one of android, ios, web.',
    );
    expect(() => parseReviewedPlatforms(text([entry, { ...entry, line: 0 }]), FILE)).toThrow(
      'api-facts/platforms.json: notWorking[1] (9.9 getLoudness web): "line" must be a line number',
    );
    const noWhy = Object.fromEntries(Object.entries(entry).filter(([k]) => k !== 'why'));
    expect(() => parseReviewedPlatforms(text([noWhy]), FILE)).toThrow(
      'notWorking[0] (9.9 getLoudness web): "why" must be a non-empty string.',
    );
    expect(() => parseReviewedPlatforms(text([{ ...entry, note: 'x' }]), FILE)).toThrow('unknown field "note"');
    expect(() => parseReviewedPlatforms(text([entry, entry]), FILE)).toThrow(
      'notWorking[1] (9.9 getLoudness web): a second entry',
    );
    expect(() => parseReviewedPlatforms(text([{ ...entry, package: 'made-up-player' }]), FILE)).toThrow(
      '"package" must be name@version',
    );
    expect(() => parseReviewedPlatforms('{"notWorking": {}}', FILE)).toThrow(
      'api-facts/platforms.json: "notWorking" must be a list.',
    );
    expect(() => parseReviewedPlatforms('{', FILE)).toThrow('api-facts/platforms.json: not valid JSON');
  });
});

describe('applyReviewedPlatforms', () => {
  it('sets the platform to "does not work" with the evidence, leaving the analysis it was given alone', () => {
    const applied = apply({}).get('9.9')!;
    expect(applied.getLoudness).toEqual([
      verdicts.getLoudness![0],
      {
        platform: 'web',
        works: false,
        evidence:
          'reviewed in api-facts/platforms.json: The web method resolves the raw gain node instead of a number. (web/Player.ts:3 in made-up-player@9.9.1)',
      },
    ]);
    expect(verdicts.getLoudness![1]!.works).toBe(true);
  });

  it('fails an entry that names what does not exist: a version, a function, a platform, a file or line', () => {
    expect(() => apply({ version: '9.8' })).toThrow(
      'api-facts/platforms.json: notWorking[0] (9.8 getLoudness web): version 9.8 is not a documented version with a package (9.9).',
    );
    expect(() => apply({ function: 'getLoudnes' })).toThrow(
      'notWorking[0] (9.9 getLoudnes web): 9.9 has no function getLoudnes().',
    );
    expect(() => apply({ platform: 'ios' })).toThrow('made-up-player@9.9.1 has no ios module.');
    expect(() => apply({ file: 'web/Gone.ts' })).toThrow('made-up-player@9.9.1 has no file web/Gone.ts.');
    expect(() => apply({ line: 4 })).toThrow(
      'line 4 of web/Player.ts in made-up-player@9.9.1 does not show getLoudness',
    );
  });

  it('fails an entry reviewed in another package version, or one the analysis has made unnecessary', () => {
    expect(() => apply({ package: 'made-up-player@9.9.0' })).toThrow(
      'the entry was reviewed in made-up-player@9.9.0, but 9.9 now documents made-up-player@9.9.1; review it again',
    );
    expect(() => apply({ function: 'getMood', method: 'getMood', line: 6 })).toThrow(
      'not needed, the analysis of the code already finds getMood() not working on web (Player.getMood (web/Player.ts:6) has an empty body); remove the entry.',
    );
  });
});

it('reviewedExclusions lists one version’s entries for the invariant', () => {
  const reviewed = parseReviewedPlatforms(text([entry, { ...entry, version: '9.8' }]), FILE);
  expect([...reviewedExclusions(reviewed, '9.9', FILE).keys()]).toEqual(['getLoudness/web']);
});
