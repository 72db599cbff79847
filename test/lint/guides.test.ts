/**
 * The guides stay readable: the README at most 200 lines (the writers' guide
 * has its own file), and every link between the guides lands on a file that
 * exists and, with a `#part`, on a heading of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const GUIDES = ['README.md', 'WRITING.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md'];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The `#part`s a Markdown file offers: its headings as GitHub slugs them (code fences left out). */
function anchorsOf(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const withoutCode = text.replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slugger.slug(m[1]!)));
}

describe('the guides', () => {
  it('keep the README at most 200 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });

  it('link to files that exist, and to headings they have', () => {
    const broken: string[] = [];
    for (const guide of GUIDES) {
      // Examples in code (`[Track](../objects/track.md)`) are not links of the guide.
      const text = read(guide)
        .replace(/^```[\s\S]*?^```/gm, '')
        .replace(/`[^`\n]*`/g, '');
      for (const [, target] of text.matchAll(/\]\(((?![a-z]+:|#|<)[^)\s]+)\)/g)) {
        const [file = '', part] = target!.split('#');
        if (!existsSync(path.join(root, file))) broken.push(`${guide}: ${target} (no file ${file})`);
        else if (part && file.endsWith('.md') && !anchorsOf(read(file)).has(part))
          broken.push(`${guide}: ${target} (no heading "#${part}" in ${file})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
