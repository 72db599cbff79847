import { describe, expect, it } from 'vitest';
import { parseDocFile } from '../content/parse-markdown';
import { docPageOf } from './doc-sections';
import { platformTableProblems } from './platform-table';

const FILE = 'content/docs/9.9/basics/platform-support.md';
const page = (rows: string) =>
  docPageOf(
    parseDocFile(
      `# Platform support\n\n| Function | Android | iOS | Web | Windows |\n| --- | --- | --- | --- | --- |\n${rows}`,
    ).tree,
    FILE,
    'basics/platform-support',
    'Platform support',
  );
const marks = { play: ['android', 'ios', 'web'], setSpeakerMode: ['android', 'ios'] } as const;

describe('platformTableProblems', () => {
  it('accepts a table whose ✅ marks (with footnotes) match the computed marks; Windows is not compared', () => {
    const source = '| `play` | ✅ | ✅ | ✅¹ | ❌ |\n| `setSpeakerMode` | ✅ | ✅ | ❌² | ✅ |\n';
    expect(platformTableProblems(page(source), marks, ['android', 'ios', 'web'])).toEqual([]);
  });

  it('names the row that claims web support for a function the web module does not implement', () => {
    const source = '| `play` | ✅ | ✅ | ✅ | ❌ |\n| `setSpeakerMode` | ✅ | ✅ | ✅ | ❌ |\n';
    expect(platformTableProblems(page(source), marks, ['android', 'ios', 'web'])).toEqual([
      {
        file: FILE,
        line: 6,
        message:
          '`setSpeakerMode` is ✅ for web, but the package does not implement it there (marked for android, ios).',
      },
    ]);
  });

  it('names a row that denies a platform the function works on, and a function the package does not export', () => {
    const source = '| `play` | ✅ | ❌ | ✅ | ❌ |\n| `fadeOut` | ✅ | ✅ | ✅ | ❌ |\n';
    expect(platformTableProblems(page(source), marks, ['android', 'ios']).map((p) => p.message)).toEqual([
      '`play` is not ✅ for ios, but the package implements it there (marked for android, ios, web).',
      'lists `fadeOut`, which the package does not export.',
    ]);
  });
});
