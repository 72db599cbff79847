/**
 * The web statements of the 4.1 and next pages against the Chromium tests that run them (lib/player/web-statements.ts,
 * e2e/web-statements.mjs), and the "Try it" player against the versions whose packages ship a web module.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWebStatements } from '@/lib/player/web-statements';
import { WEB_MENTIONS, WEB_STATEMENTS, WEB_STATEMENT_VERSIONS } from '@/lib/player/web-statement-list';
import { STATEMENT_TESTS } from '@/e2e/web-statements.mjs';
import { PLAYER_KITS } from '@/components/player/player-kits';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'content/docs');
const packages = JSON.parse(readFileSync(path.join(ROOT, 'content/api-packages.json'), 'utf8')) as Record<string, string>;

function pagesOf(dir: string, base = ''): string[] {
  return readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(base, entry.name);
    if (entry.isDirectory()) return pagesOf(dir, rel);
    return /\.mdx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('web statements', () => {
  it('every sentence about the web player on the pages of the versions with one is run by a Chromium test that holds what it says', () => {
    const scope = WEB_STATEMENT_VERSIONS.flatMap((version) =>
      pagesOf(path.join(DOCS, version)).map((page) => `${version}/${page}`),
    );
    const pages = new Map(scope.map((page) => [page, readFileSync(path.join(DOCS, page), 'utf8')] as const));
    const tests = new Map(Object.entries(STATEMENT_TESTS).map(([name, t]) => [name, t.versions] as const));
    expect(checkWebStatements({ statements: WEB_STATEMENTS, mentions: WEB_MENTIONS, pages, tests, scope })).toEqual([]);
  });

  it('a page changed to disagree with its test fails the check, naming the page and line', () => {
    const page = '4.1/api/functions/queue.md';
    const text = readFileSync(path.join(DOCS, page), 'utf8');
    const changed = text.replace('The web player does not call `play()` after loading', 'The web player calls `play()` after loading');
    expect(changed).not.toBe(text);
    const tests = new Map(Object.entries(STATEMENT_TESTS).map(([name, t]) => [name, t.versions] as const));
    const problems = checkWebStatements({
      statements: WEB_STATEMENTS,
      mentions: WEB_MENTIONS,
      pages: new Map([[page, changed]]),
      tests,
      scope: [page],
    });
    const line = text.split('\n').findIndex((l) => l.includes('The web player does not call `play()`')) + 1;
    expect(problems).toContain(
      `content/docs/${page}:${line}: "The web player calls \`play()\` after loading, so start the track with \`play()\`." says what the web player does, but no test runs it: add a test to e2e/web-statements.mjs and the statement to lib/player/web-statement-list.ts`,
    );
  });

  it('every test runs at least one statement, so none is kept for nothing', () => {
    const used = new Set(WEB_STATEMENTS.map((s) => s.test));
    expect(Object.keys(STATEMENT_TESTS).filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('the "Try it" player', () => {
  const withWeb = Object.entries(packages)
    .filter(([, pkg]) => existsSync(path.join(ROOT, 'node_modules', pkg, 'web/index.ts')))
    .map(([version]) => version);

  it('loads for exactly the versions whose package ships a web module', () => {
    expect(Object.keys(PLAYER_KITS).sort()).toEqual(withWeb.sort());
  });

  it('is placed only in pages of those versions, and on their playground, queue, player and events pages', () => {
    const problems: string[] = [];
    for (const version of Object.keys(packages)) {
      for (const page of pagesOf(path.join(DOCS, version))) {
        const lines = readFileSync(path.join(DOCS, version, page), 'utf8').split('\n');
        const line = lines.findIndex((l) => /<TryPlayer\b/.test(l));
        const second = lines.findIndex((l, i) => i > line && /<TryPlayer\b/.test(l));
        if (line !== -1 && second !== -1)
          problems.push(`content/docs/${version}/${page}:${second + 1}: a second <TryPlayer />; a page has one player`);
        if (line !== -1 && !withWeb.includes(version))
          problems.push(
            `content/docs/${version}/${page}:${line + 1}: <TryPlayer /> in ${version}, whose package (${packages[version]}) has no web module`,
          );
        const wanted = ['playground.md', 'api/functions/queue.md', 'api/functions/player.md', 'api/events.md'];
        if (line === -1 && withWeb.includes(version) && wanted.includes(page))
          problems.push(`content/docs/${version}/${page}: no <TryPlayer />, though ${version} has a web player`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a playground page in every version; those without a web player link to one that has it', () => {
    for (const version of Object.keys(packages)) {
      const page = path.join(DOCS, version, 'playground.md');
      expect(existsSync(page), `content/docs/${version}/playground.md`).toBe(true);
      if (!withWeb.includes(version)) expect(readFileSync(page, 'utf8')).toContain('](/docs/playground)');
    }
  });
});
