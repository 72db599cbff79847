/**
 * Every check of the registry (lib/content/content-checks.ts) on the live content, one test per check: the same
 * entries the build's check step and `npm run dev`'s problem list run, here on each doc parsed as the content build
 * parses it (no build needed). A failing test names its check and each problem by file and line.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_CHECKS, runChecks } from '@/lib/content/content-checks';
import { registryMemo } from '@/lib/content/check-registry';
import { formatProblem } from '@/lib/content/content-problems';
import { blocksOf } from '@/lib/quality/markdown-blocks';
import { isCheckedLanguage } from '@/lib/quality/check-code';
import { liveCheckInput } from '@/scripts/lib/content-check';

const input = liveCheckInput();
const memo = registryMemo();

describe('the registry of content checks, on the live content', () => {
  it('reads every version, and a package for all but the versions without one', () => {
    expect(new Set(input.docs.map((d) => d.version))).toEqual(new Set(input.versions.map((v) => v.name)));
    expect(Object.keys(input.packages).length).toBeGreaterThanOrEqual(5);
  });

  it('has code blocks to parse in every version with a package', () => {
    for (const name of Object.keys(input.packages)) {
      const blocks = input.docs
        .filter((d) => d.version === name)
        .flatMap((d) => blocksOf(d.tree).code.filter((b) => isCheckedLanguage(b.lang)));
      expect(blocks.length, name).toBeGreaterThan(10);
    }
  });

  it.each(CONTENT_CHECKS.map((check) => [check.id, check] as const))('%s', (id, check) => {
    const report = runChecks([check], input, memo);
    expect([...report.errors, ...report.warnings].map((p) => `${p.check}: ${formatProblem(p)}`)).toEqual([]);
  });
});
