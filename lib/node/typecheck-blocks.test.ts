import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTypecheckCache, typecheckBlocks, type CodeBlockToCheck } from './typecheck-blocks';

const ROOT = path.resolve(__dirname, '../..');
/**
 * TypeScript's library files and React's and React Native's types, parsed once for the file's checks (they do not
 * change while it runs); each check builds its own program. The cache's own test below uses a cache of its own.
 */
const declarations = createTypecheckCache().sourceFiles;
const options = {
  moduleName: 'demo-player',
  typesEntry: path.join(__dirname, '../api-model/fixtures/namespace-default-export/index.d.ts'),
  projectRoot: ROOT,
  label: 'fixture',
  get cache() {
    return { sourceFiles: declarations, programs: new Map() };
  },
};
const block = (code: string, extra: Partial<CodeBlockToCheck> = {}): CodeBlockToCheck => ({
  file: 'content/docs/1.0/guide.md',
  line: 10,
  lang: 'ts',
  meta: '',
  code,
  ...extra,
});

describe('typecheckBlocks', () => {
  it('accepts correct use of the package, react and react-native, each block its own module', () => {
    const result = typecheckBlocks(
      [
        block("import Player from 'demo-player';\nconst index = await Player.add({ url: 'a.mp3' });"),
        block("import Player from 'demo-player';\nconst index = await Player.getActiveIndex();"),
        block(
          "import { useState } from 'react';\nimport { Text } from 'react-native';\nimport { useStatus } from 'demo-player';\nexport function S() {\n  const [n] = useState(0);\n  const status = useStatus();\n  return <Text>{status.state}{n}</Text>;\n}",
          { lang: 'tsx' },
        ),
      ],
      options,
    );
    expect(result.problems).toEqual([]);
    expect(result.checked).toBe(3);
  });

  it('reports a misspelt API with the markdown line of the error', () => {
    const result = typecheckBlocks(
      [block("import Player from 'demo-player';\n\nawait Player.getActivIndex();")],
      options,
    );
    expect(result.problems).toEqual([
      {
        file: 'content/docs/1.0/guide.md',
        line: 13,
        message: expect.stringMatching(
          /^TS2551: Property 'getActivIndex' does not exist.*Did you mean 'getActiveIndex'/,
        ),
      },
    ]);
  });

  it('checks hidden setup above the cut, and names used without declaring them', () => {
    const ok = block(
      "import type { Item } from 'demo-player';\ndeclare const item: Item;\n// ---cut---\nconsole.log(item.url);",
    );
    const missing = block('console.log(item.url);', { line: 40 });
    const result = typecheckBlocks([ok, missing], options);
    expect(result.problems.map((p) => [p.line, p.message.slice(0, 40)])).toEqual([
      [41, "TS2304: Cannot find name 'item'."],
    ]);
  });

  it("treats the reader's own files and other packages as untyped, but not the library or a misspelling of it", () => {
    const result = typecheckBlocks(
      [
        block(
          "import 'expo-router/entry';\nimport { playbackService } from './service';\nimport RNFS from 'react-native-fs';\nplaybackService(RNFS);",
        ),
        block("import Player from 'demo-playr';\nPlayer.x();", { line: 50 }),
        block("import { Nope } from 'react-native';", { line: 60 }),
      ],
      options,
    );
    expect(result.problems.map((p) => [p.line, p.message.slice(0, 6)])).toEqual([
      [51, 'TS2307'],
      [61, 'TS2305'],
    ]);
  });

  it('skips nocheck blocks with their reason and js blocks that do not use the library', () => {
    const result = typecheckBlocks(
      [
        block('this is not code', { meta: 'nocheck="pseudo-code"' }),
        block('module.exports = {};', { lang: 'js' }),
        block("import Player from 'demo-player';\nPlayer.play();", { lang: 'js' }),
        block('echo hi', { lang: 'bash' }),
      ],
      options,
    );
    expect(result.skipped.map((s) => s.reason)).toEqual(['pseudo-code', 'js block that does not import the library']);
    expect(result.checked).toBe(1);
    expect(result.problems.map((p) => p.message.slice(0, 6))).toEqual(['TS2339']);
  });

  it('reuses what a cache parsed, with the same findings as a fresh check', () => {
    const cache = createTypecheckCache();
    const wrong = [block("import Player from 'demo-player';\nawait Player.getActivIndex();")];
    const first = typecheckBlocks(wrong, { ...options, cache });
    const parsed = cache.sourceFiles.get(options.typesEntry);
    expect(parsed).toBeDefined();
    const right = [block("import Player from 'demo-player';\nawait Player.getActiveIndex();")];
    expect(typecheckBlocks(right, { ...options, cache }).problems).toEqual([]);
    expect(cache.programs.get('fixture')!.getSourceFile(options.typesEntry)).toBe(parsed);
    expect(typecheckBlocks(wrong, { ...options, cache }).problems).toEqual(first.problems);
    expect(first.problems).toEqual(typecheckBlocks(wrong, options).problems);
  });

  it('takes react and react-native from a types folder that is not called node_modules', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'types-'));
    try {
      for (const pkg of ['react-native', '@types/react', 'csstype', '@react-native/virtualized-lists'])
        cpSync(path.join(ROOT, 'node_modules', pkg), path.join(dir, 'types', pkg), { recursive: true });
      const result = typecheckBlocks(
        [
          block("import { Text } from 'react-native';\nexport const T = () => <Text>hi</Text>;", { lang: 'tsx' }),
          block("import { Nope } from 'react-native';", { line: 60 }),
        ],
        { ...options, projectRoot: dir, typesDir: path.join(dir, 'types') },
      );
      expect(result.problems.map((p) => [p.line, p.message.slice(0, 6)])).toEqual([[61, 'TS2305']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
