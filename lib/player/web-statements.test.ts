import { describe, expect, it } from 'vitest';
import { checkWebStatements, lineOfQuote, pageSentences, type WebStatementInput } from './web-statements';

const PAGE = [
  '---',
  'title: Queue',
  '---',
  'Adds tracks. On the web, `remove()` keeps the active track loaded. Android differs.',
  '',
  '```ts',
  '// on the web this is a comment, not a statement',
  '```',
  '',
  '| Field | Web |',
  '| --- | --- |',
  '| `buffered` | Always `0` on web. |',
].join('\n');

const input = (overrides: Partial<WebStatementInput> = {}): WebStatementInput => ({
  statements: [
    { page: '4.1/queue.md', quote: '`remove()` keeps the active track loaded', test: 'remove keeps it' },
    { page: '4.1/queue.md', quote: 'Always `0` on web.', test: 'buffered is 0' },
  ],
  mentions: [],
  pages: new Map([['4.1/queue.md', PAGE]]),
  tests: new Map([
    ['remove keeps it', ['4.1', 'next']],
    ['buffered is 0', ['4.1']],
  ]),
  scope: ['4.1/queue.md'],
  ...overrides,
});

describe('pageSentences', () => {
  it('splits prose and table cells into sentences with their lines, leaving out front matter and code', () => {
    const sentences = pageSentences(PAGE);
    expect(sentences).toContainEqual({ line: 4, text: 'On the web, `remove()` keeps the active track loaded.' });
    expect(sentences).toContainEqual({ line: 12, text: 'Always `0` on web.' });
    expect(sentences.some((s) => s.text.includes('comment'))).toBe(false);
    expect(sentences.some((s) => s.text.includes('title'))).toBe(false);
  });
});

describe('lineOfQuote', () => {
  it('finds a quote across line breaks and extra spaces', () => {
    expect(lineOfQuote('a\n\nThe   web\nplayer rejects.', 'The web player rejects.')).toBe(3);
  });
});

describe('checkWebStatements', () => {
  it('passes when every web sentence in scope has a statement whose test runs on the page version', () => {
    expect(checkWebStatements(input())).toEqual([]);
  });

  it('names the page and line when the quoted words changed on the page', () => {
    const changed = PAGE.replace('keeps the active track loaded', 'moves on to the next track');
    const problems = checkWebStatements(input({ pages: new Map([['4.1/queue.md', changed]]) }));
    expect(problems[0]).toMatch(/^content\/docs\/4\.1\/queue\.md:4: the page no longer says "`remove\(\)` keeps/);
  });

  it('fails a statement whose test does not exist, or does not run on the page version', () => {
    expect(checkWebStatements(input({ tests: new Map([['buffered is 0', ['4.1']]]) }))).toEqual([
      'content/docs/4.1/queue.md:4: "`remove()` keeps the active track loaded" names the test "remove keeps it", which e2e/web-statements.mjs does not have',
    ]);
    const nextOnly = new Map([
      ['remove keeps it', ['next']],
      ['buffered is 0', ['4.1']],
    ]);
    expect(checkWebStatements(input({ tests: nextOnly }))[0]).toMatch(/does not run on 4\.1/);
  });

  it('fails a sentence about the web in a page in scope that no statement lists', () => {
    const problems = checkWebStatements(input({ statements: input().statements.slice(1) }));
    expect(problems).toEqual([
      'content/docs/4.1/queue.md:4: "On the web, `remove()` keeps the active track loaded." says what the web player does, but no test runs it: add a test to e2e/web-statements.mjs and the statement to lib/player/web-statement-list.ts',
    ]);
  });

  it('accepts a listed mention, and fails one that left the page', () => {
    const mentions = [{ page: '4.1/queue.md', quote: 'keeps the active track loaded', why: 'a fixture' }];
    expect(checkWebStatements(input({ statements: input().statements.slice(1), mentions }))).toEqual([]);
    const gone = [{ page: '4.1/queue.md', quote: 'plays in the background', why: 'a fixture' }];
    expect(checkWebStatements(input({ mentions: gone }))[0]).toMatch(
      /^content\/docs\/4\.1\/queue\.md:\d+: the web mention "plays in the background" is no longer on the page/,
    );
  });
});
