import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appDigest, compiledFrom, markCompiled } from './compiled-app';

/** A small checkout: code, docs, build output, packages. */
const FILES: Record<string, string> = {
  'package.json': '{"name":"site"}',
  'package-lock.json': '{"lockfileVersion":3}',
  'next.config.js': 'export default {};',
  'app/page.tsx': 'export default function Page() { return null; }',
  'components/nav.tsx': 'export const Nav = 1;',
  'lib/route.ts': 'export const route = 1;',
  'styles/site.css': 'body { margin: 0; }',
  'public/logo.svg': '<svg/>',
  'patches/next+16.patch': '--- a\n+++ b\n',
  'content/versions.json': '{"versions":["4.1"]}',
  'content/docs/4.1/intro.md': '# Intro\n',
  '.contentlayer/generated/Doc/_index.json': '[]',
  '.generated/content.json': '{}',
  '.next/server/page.js': 'compiled',
  'out/index.html': '<html></html>',
  '.cache/git-source/docs/intro.md': '# Fetched\n',
  'bench/floor/.next/server/page.js': 'compiled',
  'bench/floor/app/page.tsx': 'export default 1;',
  'tsconfig.tsbuildinfo': '{"a":1}',
  'next-env.d.ts': '/// <reference types="next" />',
  'node_modules/.package-lock.json': '{"packages":{"node_modules/next":{"version":"16.4.6"}}}',
  'node_modules/next/index.js': 'next',
};

let root: string;
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
};
const digest = (env: Record<string, string | undefined> = {}, contentDir = 'content') =>
  appDigest(root, env, path.join(root, contentDir));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rntp-compiled-app-'));
  for (const [rel, text] of Object.entries(FILES)) write(rel, text);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('what the compiled app was built from (a docs-only change skips the compile)', () => {
  it('stays the same when only the docs, their build output or tool state changed', () => {
    const before = digest();
    write('content/docs/4.1/intro.md', '# Intro\n\nA new sentence.\n');
    write('content/docs/4.1/added.md', '# Added\n');
    write('.contentlayer/generated/Doc/_index.json', '[{}]');
    write('.generated/content.json', '{"source":"x"}');
    write('.next/server/page.js', 'compiled again');
    write('out/index.html', '<html>again</html>');
    write('.cache/git-source/docs/intro.md', '# Fetched again\n');
    write('bench/floor/.next/server/page.js', 'compiled again');
    write('tsconfig.tsbuildinfo', '{"a":2}');
    write('next-env.d.ts', '// rewritten');
    write('node_modules/next/index.js', 'edited in place');
    expect(digest()).toBe(before);
  });

  it.each([
    ['a route', 'app/page.tsx'],
    ['a component', 'components/nav.tsx'],
    ['a library module', 'lib/route.ts'],
    ['a stylesheet', 'styles/site.css'],
    ['a public file', 'public/logo.svg'],
    ['a patch to a package', 'patches/next+16.patch'],
    ['the lockfile', 'package-lock.json'],
    ["Next's configuration", 'next.config.js'],
    ['the installed packages', 'node_modules/.package-lock.json'],
    ['the code of a bench app', 'bench/floor/app/page.tsx'],
  ])('changes when %s changes', (_what, rel) => {
    const before = digest();
    write(rel, `${FILES[rel]}\n// edited`);
    expect(digest()).not.toBe(before);
  });

  it('changes when a code file is added, removed or renamed', () => {
    const before = digest();
    write('lib/added.ts', 'export const added = 1;');
    const added = digest();
    expect(added).not.toBe(before);
    rmSync(path.join(root, 'lib/added.ts'));
    expect(digest()).toBe(before);
    rmSync(path.join(root, 'lib/route.ts'));
    write('lib/renamed.ts', FILES['lib/route.ts']!);
    expect(digest()).not.toBe(before);
  });

  it('changes with a setting next.config.js reads or Next inlines, not with others', () => {
    const before = digest({ HOME: '/root' });
    expect(digest({ HOME: '/elsewhere', CONTENT_LOCAL_DIR: '/docs' })).toBe(before);
    expect(digest({ HOME: '/root', BASE_URL: '/preview/' })).not.toBe(before);
    expect(digest({ HOME: '/root', DOCSEARCH_API_KEY: 'key' })).not.toBe(before);
    expect(digest({ HOME: '/root', NEXT_PUBLIC_FLAG: '1' })).not.toBe(before);
  });

  it('leaves out the active content folder wherever it is, and only it', () => {
    write('docs-src/docs/4.1/intro.md', '# Intro\n');
    const before = digest({}, 'docs-src');
    write('docs-src/docs/4.1/intro.md', '# Intro, edited\n');
    expect(digest({}, 'docs-src')).toBe(before);
    // With another folder active, docs-src is code like any other folder.
    const other = digest();
    write('docs-src/docs/4.1/intro.md', '# Intro, edited again\n');
    expect(digest()).not.toBe(other);
  });

  it('reads a link as its target path, a dangling one included', () => {
    symlinkSync(path.join(root, 'missing'), path.join(root, 'lib/dangling'));
    const before = digest();
    rmSync(path.join(root, 'lib/dangling'));
    symlinkSync(path.join(root, 'elsewhere'), path.join(root, 'lib/dangling'));
    expect(digest()).not.toBe(before);
  });

  it('is marked in the output folder by a full build, and absent before one', () => {
    const dist = path.join(root, '.next');
    expect(compiledFrom(dist)).toBeUndefined();
    markCompiled(dist, digest());
    expect(compiledFrom(dist)).toBe(digest());
    write('.next/compiled-from.json', 'not JSON');
    expect(compiledFrom(dist)).toBeUndefined();
  });
});
