/**
 * The docs against the library's API facts, version by version:
 * every function, parameter, event, payload field, hook, constant member and
 * object field is on its page; every ts/tsx/js/json block parses; no page
 * mentions another version's API without saying so.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requiredMentions, missingMentions, foreignNames, type ApiFacts } from '@/lib/quality/api-facts';
import { splitBlocks, stripFrontMatter } from '@/lib/quality/markdown-blocks';
import { isCheckedLanguage, syntaxErrors } from '@/lib/quality/check-code';
import { unqualifiedForeignMentions } from '@/lib/quality/foreign-api';
import { VERSIONS } from '@/lib/versions/versions';

const root = path.resolve(__dirname, '../..');
const facts = JSON.parse(readFileSync(path.join(root, 'test/facts/api-facts.json'), 'utf8')) as ApiFacts;
const versionNames = VERSIONS.map((v) => v.name);

function pagesOf(version: string): Map<string, string> {
  const dir = path.join(root, 'content/docs', version);
  const pages = new Map<string, string>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub))) {
      const rel = sub ? `${sub}/${entry}` : entry;
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else if (/\.mdx?$/.test(entry)) {
        const source = readFileSync(path.join(dir, rel), 'utf8');
        // The title is part of the page a reader sees.
        const title = /^title:\s*(.*)$/m.exec(source)?.[1] ?? '';
        pages.set(rel.replace(/\.mdx?$/, ''), `# ${title}\n\n${stripFrontMatter(source)}`);
      }
    }
  };
  walk('');
  return pages;
}

const report: string[] = [];

describe.each(versionNames)('version %s', (version) => {
  const pages = pagesOf(version);

  it('mentions every API item of the facts on its page', () => {
    const required = requiredMentions(facts, version);
    const missing = missingMentions(required, pages);
    report.push(`${version}: ${required.length - missing.length}/${required.length} API items covered`);
    expect(required.length).toBeGreaterThan(100);
    expect(missing.map((m) => `${m.docId}: ${m.kind} ${m.name} (${m.owner})`)).toEqual([]);
  });

  it('has only code blocks that parse', () => {
    const errors: string[] = [];
    let checked = 0;
    for (const [docId, body] of pages) {
      for (const block of splitBlocks(body).code) {
        if (!isCheckedLanguage(block.lang)) continue;
        checked++;
        for (const error of syntaxErrors(block)) errors.push(`${docId}:${block.line} (${block.lang}) ${error}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(errors).toEqual([]);
  });

  it('mentions other versions’ API only where it says so', () => {
    const foreign = foreignNames(facts, version, versionNames);
    const problems: string[] = [];
    for (const [docId, body] of pages) {
      for (const m of unqualifiedForeignMentions(body, foreign)) problems.push(`${docId}:${m.line} ${m.name}: ${m.text.replace(/\n/g, ' ')}`);
    }
    expect(problems).toEqual([]);
  });
});

it('reports coverage', () => {
  console.log(`API coverage:\n  ${report.join('\n  ')}`);
  expect(report.length).toBe(versionNames.length);
});
