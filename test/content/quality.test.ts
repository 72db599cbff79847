/**
 * The docs' code and prose, version by version: every ts/tsx/js/json block
 * parses, and no page mentions another version's API without saying so (the
 * API of each version read from its published package).
 */
import { describe, expect, it } from 'vitest';
import { blocksOf } from '@/lib/quality/markdown-blocks';
import { isCheckedLanguage, syntaxErrors } from '@/lib/quality/check-code';
import { allModels, contentFiles, contentVersions, foreignProblems, parsedFile } from '@/scripts/lib/content-check';

const versions = contentVersions();
const models = allModels(versions);

describe.each(versions)('version %s', (version) => {
  const files = contentFiles(version);

  it('has only code blocks that parse', () => {
    const errors: string[] = [];
    let checked = 0;
    for (const f of files) {
      for (const block of blocksOf(parsedFile(f).tree).code) {
        if (!isCheckedLanguage(block.lang)) continue;
        checked++;
        for (const error of syntaxErrors(block)) errors.push(`${f.file}:${block.line} (${block.lang}) ${error}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(errors).toEqual([]);
  });

  it('mentions other versions’ API only where it says so', () => {
    const own = models.get(version);
    if (!own) return;
    const others = [...models].filter(([v]) => v !== version).map(([, m]) => m);
    expect(foreignProblems(files, own, others).map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });
});
