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

/**
 * Syntax errors of a code block: TypeScript's parser for ts/tsx/js/jsx,
 * JSON.parse for json. Empty for other languages and for valid code.
 */
export function syntaxErrors(block: Pick<CodeBlock, 'lang' | 'code'>): string[] {
  if (block.lang === 'json') {
    try {
      JSON.parse(block.code);
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  }
  const lang = SCRIPT_LANGS[block.lang];
  if (!lang) return [];
  const result = ts.transpileModule(block.code, {
    fileName: lang.fileName,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  return (result.diagnostics ?? []).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    if (d.file && d.start !== undefined) {
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      return `${line + 1}:${character + 1} ${message}`;
    }
    return message;
  });
}
