import ts from 'typescript';
import type { CodeBlock } from './markdown-blocks';

const SCRIPT_LANGS: Record<string, { jsx: boolean; fileName: string }> = {
  ts: { jsx: false, fileName: 'block.ts' },
  typescript: { jsx: false, fileName: 'block.ts' },
  tsx: { jsx: true, fileName: 'block.tsx' },
  js: { jsx: true, fileName: 'block.jsx' },
  javascript: { jsx: true, fileName: 'block.jsx' },
  jsx: { jsx: true, fileName: 'block.jsx' },
};

/** Whether a block's language is one the checks parse. */
export function isCheckedLanguage(lang: string): boolean {
  return lang in SCRIPT_LANGS || lang === 'json';
}

/** Script blocks are parsed as modules of one program, for their syntax alone: no library files, no imports. */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  jsx: ts.JsxEmit.Preserve,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  allowJs: true,
  noLib: true,
  noResolve: true,
  types: [],
  isolatedModules: true,
  noEmit: true,
};

/**
 * Syntax errors of code blocks, in their order: TypeScript's parser for
 * ts/tsx/js/jsx (with what it reports of a JavaScript file only, such as a
 * type annotation in a js block), JSON.parse for json. Empty for other
 * languages and for valid code. The script blocks are read as the files of one
 * program: one per block cost about ten times as much.
 */
export function syntaxErrorsOfBlocks(blocks: readonly Pick<CodeBlock, 'lang' | 'code'>[]): string[][] {
  const files = new Map<string, string>();
  const names = blocks.map((block, index) => {
    const lang = SCRIPT_LANGS[block.lang];
    if (!lang) return undefined;
    const name = `/blocks/${index}/${lang.fileName}`;
    files.set(name, block.code);
    return name;
  });
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  host.getSourceFile = (fileName, languageVersion) => {
    const text = files.get(fileName);
    return text === undefined ? undefined : ts.createSourceFile(fileName, text, languageVersion, false);
  };
  host.fileExists = (fileName) => files.has(fileName);
  host.readFile = (fileName) => files.get(fileName);
  const program = files.size
    ? ts.createProgram({ rootNames: [...files.keys()], options: COMPILER_OPTIONS, host })
    : undefined;
  return blocks.map((block, index) => {
    if (block.lang === 'json') {
      try {
        JSON.parse(block.code);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    }
    const name = names[index];
    const source = name === undefined ? undefined : program?.getSourceFile(name);
    if (!source) return [];
    return program!.getSyntacticDiagnostics(source).map((d) => {
      const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      if (d.file && d.start !== undefined) {
        const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
        return `${line + 1}:${character + 1} ${message}`;
      }
      return message;
    });
  });
}

/** Syntax errors of one code block (see syntaxErrorsOfBlocks). */
export function syntaxErrors(block: Pick<CodeBlock, 'lang' | 'code'>): string[] {
  return syntaxErrorsOfBlocks([block])[0]!;
}
