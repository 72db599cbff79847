/**
 * What the 4.1 and next pages say the web player does, each statement tied to
 * the Chromium test that runs it against that version's own web module
 * (e2e/web-statements.mjs). `checkWebStatements` fails when a statement's
 * words are no longer on its page, when its test does not exist (or does not
 * run for the page's version), and when a page in scope says something about
 * the web that no statement lists: the page and line are named.
 */

/** One statement of a page about the web player. */
export interface WebStatement {
  /** The page, relative to content/docs (`4.1/api/functions/queue.md`); its first folder is the version. */
  page: string;
  /** Words of the page, as written (runs of white space count as one), that make the statement. */
  quote: string;
  /** The name of the test in e2e/web-statements.mjs that runs it. */
  test: string;
}

/**
 * A sentence that names the web without saying what the web player does (a heading, an installation step, the
 * platforms the library supports), and why it needs no test. A sentence about the player's behaviour is never one:
 * it is a statement with a test, or the page is wrong.
 */
export interface WebMention {
  page: string;
  quote: string;
  why: string;
}

/** What the check needs: the pages' text, the tests and the versions each runs on. */
export interface WebStatementInput {
  statements: readonly WebStatement[];
  mentions: readonly WebMention[];
  /** Page (relative to content/docs) to its Markdown. */
  pages: ReadonlyMap<string, string>;
  /** Test name to the versions it runs on. */
  tests: ReadonlyMap<string, readonly string[]>;
  /** Pages whose every sentence about the web must be listed (a statement or a mention). */
  scope: readonly string[];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The version of a page path: its first folder. */
export const versionOfPage = (page: string) => page.split('/')[0] ?? '';

/** A sentence of a page, with the line it starts on (1-based). */
export interface PageSentence {
  line: number;
  text: string;
}

/**
 * The sentences of a Markdown page outside front matter and fenced code, table
 * cells taken one by one. Plain splitting at ". " (and "? ", "! ") before a
 * capital, a backtick or an opening bracket: enough for finding what a page
 * says about the web, which is all it is used for.
 */
export function pageSentences(markdown: string): PageSentence[] {
  const lines = markdown.split('\n');
  const sentences: PageSentence[] = [];
  let inFence = false;
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
    start = end === -1 ? 0 : end + 1;
  }
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence || line.trim() === '') continue;
    const parts = line.trim().startsWith('|') ? line.split('|') : [line];
    for (const part of parts) {
      for (const text of part.split(/(?<=[.!?])\s+(?=[A-Z`(*\[])/)) {
        const sentence = squash(text.replace(/^\s*([*-]|#+)\s+/, ''));
        if (sentence) sentences.push({ line: i + 1, text: sentence });
      }
    }
  }
  return sentences;
}

/** Whether a sentence names the web (a column header alone does not). */
export const mentionsWeb = (sentence: string) => /\bweb\b/i.test(sentence) && !/^web$/i.test(sentence.trim());

/** The line where `quote` starts in `markdown`, or undefined when the page does not say it. */
export function lineOfQuote(markdown: string, quote: string): number | undefined {
  const wanted = squash(quote);
  for (const s of pageSentences(markdown)) if (s.text.includes(wanted)) return s.line;
  // A quote over several sentences: look in the page's text with its lines joined.
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]?.trim()) continue;
    if (squash(lines.slice(i).join(' ')).startsWith(wanted.slice(0, 40)) && squash(markdown).includes(wanted))
      return i + 1;
  }
  return undefined;
}

/** The line of the page that shares the most words with `quote`: where a changed statement most likely was. */
function nearestLine(markdown: string, quote: string): number {
  const words = new Set(quote.toLowerCase().match(/[\w`]+/g) ?? []);
  let best = { line: 1, score: 0 };
  for (const s of pageSentences(markdown)) {
    const score = (s.text.toLowerCase().match(/[\w`]+/g) ?? []).filter((w) => words.has(w)).length;
    if (score > best.score) best = { line: s.line, score };
  }
  return best.line;
}

const covers = (quote: string, sentence: string) => {
  const q = squash(quote);
  return sentence.includes(q) || q.includes(sentence);
};

/** Every problem, as `content/docs/<page>:<line>: <what is wrong>`. */
export function checkWebStatements(input: WebStatementInput): string[] {
  const problems: string[] = [];
  const at = (page: string, line: number) => `content/docs/${page}:${line}`;
  for (const s of input.statements) {
    const markdown = input.pages.get(s.page);
    if (markdown === undefined) {
      problems.push(`content/docs/${s.page}: no such page, but a web statement names it ("${s.quote}")`);
      continue;
    }
    const line = lineOfQuote(markdown, s.quote);
    if (line === undefined) {
      problems.push(
        `${at(s.page, nearestLine(markdown, s.quote))}: the page no longer says "${s.quote}", which the test "${s.test}" holds true: run the test against what the page says now and update lib/player/web-statement-list.ts`,
      );
      continue;
    }
    const versions = input.tests.get(s.test);
    if (!versions)
      problems.push(
        `${at(s.page, line)}: "${s.quote}" names the test "${s.test}", which e2e/web-statements.mjs does not have`,
      );
    else if (!versions.includes(versionOfPage(s.page)))
      problems.push(
        `${at(s.page, line)}: the test "${s.test}" does not run on ${versionOfPage(s.page)}, the version of the page that says "${s.quote}"`,
      );
  }
  for (const m of input.mentions) {
    const markdown = input.pages.get(m.page);
    if (markdown === undefined || lineOfQuote(markdown, m.quote) === undefined)
      problems.push(
        `${at(m.page, markdown === undefined ? 1 : nearestLine(markdown, m.quote))}: the web mention "${m.quote}" is no longer on the page: drop it from the list, or make it a statement if the page now says what the web player does`,
      );
  }
  for (const page of input.scope) {
    const markdown = input.pages.get(page);
    if (markdown === undefined) {
      problems.push(`content/docs/${page}: no such page, but the web statements' scope names it`);
      continue;
    }
    const listed = [
      ...input.statements.filter((s) => s.page === page).map((s) => s.quote),
      ...input.mentions.filter((m) => m.page === page).map((m) => m.quote),
    ];
    for (const sentence of pageSentences(markdown)) {
      if (!mentionsWeb(sentence.text) || listed.some((q) => covers(q, sentence.text))) continue;
      problems.push(
        `${at(page, sentence.line)}: "${sentence.text}" says what the web player does, but no test runs it: add a test to e2e/web-statements.mjs and the statement to lib/player/web-statement-list.ts`,
      );
    }
  }
  return problems;
}
