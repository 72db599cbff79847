import { describe, expect, it } from 'vitest';
import { firstSentence, pageDescription, summaryOfTree } from './summary';
import { parseDocFile } from '../content/parse-markdown';

const summaryOf = (source: string) => summaryOfTree(parseDocFile(source).tree);

describe('firstSentence', () => {
  it('ends at the first full stop, question or exclamation mark followed by a space', () => {
    expect(firstSentence('Needs React Native 0.60 or newer. Then install it.')).toBe(
      'Needs React Native 0.60 or newer.',
    );
    expect(firstSentence('Is it playing? Ask the player.')).toBe('Is it playing?');
  });

  it('keeps a text without an ending, with its whitespace collapsed', () => {
    expect(firstSentence('  Two\n lines  ')).toBe('Two lines');
  });

  it('cuts a long sentence at a word and marks the cut', () => {
    const cut = firstSentence('word '.repeat(60).trim() + '.', 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^word( word)*…$/);
  });
});

describe('summaryOf', () => {
  it('reads the first paragraph of prose, skipping front matter, headings, code, admonitions and imports', () => {
    const source = [
      '---',
      'title: Page',
      '---',
      "import X from './x';",
      '',
      '# Page',
      '',
      ':::note',
      'Not this.',
      ':::',
      '',
      '```ts',
      'nor this',
      '```',
      '',
      'The queue holds the [tracks](./track.md) to play. More follows.',
    ].join('\n');
    expect(summaryOf(source)).toBe('The queue holds the tracks to play.');
  });

  it('is undefined for a page without prose', () => {
    expect(summaryOf('## Only a heading')).toBeUndefined();
  });
});

describe('pageDescription', () => {
  it('prefers the front matter description', () => {
    expect(pageDescription('  Written\nby hand. ', 'First paragraph.')).toBe('Written by hand.');
  });

  it('falls back to the summary sentence, and is undefined without either', () => {
    expect(pageDescription(undefined, 'First paragraph.')).toBe('First paragraph.');
    expect(pageDescription('', 'First paragraph.')).toBe('First paragraph.');
    expect(pageDescription(' \n ', summaryOf('First paragraph. Second.'))).toBe('First paragraph.');
    expect(pageDescription(undefined, undefined)).toBeUndefined();
    expect(pageDescription('', '')).toBeUndefined();
  });
});
