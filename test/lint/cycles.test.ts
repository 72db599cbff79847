/**
 * No import cycles among app/, components/ and lib/ (type-only imports
 * included: a cycle of types still ties two modules together).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/** The modules under `dir`, without tests, declarations and fixtures/ folders. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.(test|d)\.ts$/.test(file))
    .filter((file) => !file.split(path.sep).includes('fixtures'))
    .map((file) => path.join(dir, file));
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

it('has no import cycles among app/, components/ and lib/', () => {
  const files = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    graph.set(
      file,
      imports.map((i) => resolve(file, i.fileName)).filter((f): f is string => f !== null && files.includes(f)),
    );
  }
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'visiting')
        cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(root, f)).join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  expect(files.length).toBeGreaterThan(50);
  expect(cycles).toEqual([]);
});
