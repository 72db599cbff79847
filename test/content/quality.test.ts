/**
 * The docs' code and prose, version by version: every ts/tsx/js/json block
 * parses, and no page mentions another version's API without saying so (the
 * API of each version read from its published package).
 */
import { describe, expect, it } from 'vitest';
import { blocksOf } from '@/lib/quality/markdown-blocks';
import { isCheckedLanguage, syntaxErrorsOfBlocks } from '@/lib/quality/check-code';
import { allModels, contentFiles, contentVersions, foreignProblems, parsedFile } from '@/scripts/lib/content-check';

const versions = contentVersions();
const models = allModels(versions);

describe.each(versions)('version %s', (version) => {
  const files = contentFiles(version);

  it('has only code blocks that parse', () => {
    const blocks = files.flatMap((f) =>
      blocksOf(parsedFile(f).tree)
        .code.filter((block) => isCheckedLanguage(block.lang))
        .map((block) => ({ file: f.file, block })),
    );
    const found = syntaxErrorsOfBlocks(blocks.map(({ block }) => block));
    const errors = blocks.flatMap(({ file, block }, i) =>
      found[i]!.map((error) => `${file}:${block.line} (${block.lang}) ${error}`),
    );
    expect(blocks.length).toBeGreaterThan(10);
    expect(errors).toEqual([]);
  });

  it('mentions other versions’ API only where it says so', () => {
    const own = models.get(version);
    if (!own) return;
    const others = [...models].filter(([v]) => v !== version).map(([, m]) => m);
    expect(foreignProblems(files, own, others).map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });
});
