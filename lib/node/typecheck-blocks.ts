/**
 * Type-checking a version's code blocks against that version's package: one
 * TypeScript program per version, one module per block. The library's import
 * name resolves to the version's declaration files; `react` and `react-native`
 * resolve from the project's node_modules; any other import (the reader's own
 * app file `./service`, another package) is untyped (`any`), not an error.
 */
import path from 'node:path';
import ts from 'typescript';
import { JS_LANGS, TS_LANGS, isTypecheckedLanguage, nocheckReason } from '../api-model/code-meta';

export interface CodeBlockToCheck {
  /** Markdown file, for messages. */
  file: string;
  /** 1-based line of the opening fence in that file. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

export interface BlockProblem {
  file: string;
  /** Line in the markdown file. */
  line: number;
  message: string;
}

export interface TypecheckResult {
  problems: BlockProblem[];
  /** Blocks type-checked. */
  checked: number;
  /** Blocks left out, with the reason (`nocheck` text, or why they are not checked). */
  skipped: { file: string; line: number; lang: string; reason: string }[];
}

export interface TypecheckOptions {
  /** The module name readers import (`react-native-track-player`). */
  moduleName: string;
  /** Entry declaration file of the version's package. */
  typesEntry: string;
  /** A folder whose node_modules holds `react` and `react-native` types (the project root). */
  projectRoot: string;
  /** Folder name for the virtual block files (kept apart per version). */
  label: string;
  /**
   * A folder laid out like node_modules (`react-native/`, `@types/react/`, `csstype/`…) to take every
   * other package's types from instead of `<projectRoot>/node_modules`: a published package cannot ship a
   * folder named node_modules, so the docs server's copy of those types lives in a folder of another name.
   */
  typesDir?: string;
  /** Keeps what one check parsed for the next (see `createTypecheckCache`); without it, every call starts afresh. */
  cache?: TypecheckCache;
}

/**
 * What successive checks share: the declaration files, parsed once, and each
 * label's last program, which the next program of that label is built from.
 * Only for files that do not change while the cache lives (installed packages).
 */
export interface TypecheckCache {
  sourceFiles: Map<string, ts.SourceFile>;
  programs: Map<string, ts.Program>;
}

export function createTypecheckCache(): TypecheckCache {
  return { sourceFiles: new Map(), programs: new Map() };
}

/** Edit distance, for telling a misspelt library name from another package. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * Modules whose types must resolve: the library (or a near miss of its name),
 * react and react-native. Any other import (the reader's own files, other
 * packages) may stay untyped.
 */
function mustResolve(specifier: string, moduleName: string): boolean {
  const root = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  return distance(root, moduleName) <= 2 || /^react(-native)?$/.test(root);
}

/** Type-check blocks; problems point at the markdown line of each error. */
export function typecheckBlocks(blocks: readonly CodeBlockToCheck[], options: TypecheckOptions): TypecheckResult {
  const root = path.join(options.projectRoot, '.content-check', options.label);
  const files = new Map<string, { block: CodeBlockToCheck; text: string }>();
  const skipped: TypecheckResult['skipped'] = [];

  blocks.forEach((block, index) => {
    const lang = block.lang.toLowerCase();
    if (!isTypecheckedLanguage(lang)) return;
    const reason = nocheckReason(block.meta);
    if (reason !== undefined) {
      skipped.push({ file: block.file, line: block.line, lang, reason: reason || '(no reason given)' });
      return;
    }
    const isJs = lang in JS_LANGS;
    if (isJs && !block.code.includes(options.moduleName)) {
      skipped.push({ file: block.file, line: block.line, lang, reason: 'js block that does not import the library' });
      return;
    }
    const ext = isJs ? JS_LANGS[lang]! : TS_LANGS[lang]!;
    // Every block is its own module, so top-level names never clash between blocks.
    files.set(path.join(root, `block-${index}${ext}`), { block, text: `${block.code}\nexport {};\n` });
  });

  const compilerOptions: ts.CompilerOptions = {
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    allowJs: true,
    checkJs: true,
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: ['react-native'],
    typeRoots: [options.typesDir ?? path.join(options.projectRoot, 'node_modules')],
    paths: {
      [options.moduleName]: [options.typesEntry],
      // Every other package from the types folder: its own folder, else its DefinitelyTyped one.
      ...(options.typesDir
        ? { '*': [path.join(options.typesDir, '*'), path.join(options.typesDir, '@types', '*')] }
        : {}),
    },
  };
  const host = ts.createCompilerHost(compilerOptions, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const virtualText = (fileName: string) => files.get(path.resolve(fileName))?.text;
  const cached = options.cache?.sourceFiles;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtualText(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    const known = cached?.get(fileName);
    if (known) return known;
    const source = getSourceFile(fileName, languageVersion, onError, shouldCreate);
    if (source && cached) cached.set(fileName, source);
    return source;
  };
  host.fileExists = (fileName) => virtualText(fileName) !== undefined || fileExists(fileName);
  host.readFile = (fileName) => virtualText(fileName) ?? readFile(fileName);
  const program = ts.createProgram({
    rootNames: [...files.keys()],
    options: compilerOptions,
    host,
    oldProgram: options.cache?.programs.get(options.label),
  });
  options.cache?.programs.set(options.label, program);
  const problems: BlockProblem[] = [];
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const d of diagnostics)
    problems.push({ file: options.label, line: 0, message: ts.flattenDiagnosticMessageText(d.messageText, ' ') });
  for (const [fileName, { block }] of files) {
    const source = program.getSourceFile(fileName);
    if (!source) continue;
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      // An import of the reader's own file or of another package is `any`, not an error.
      // 2307: a module that cannot be found; 2882: the same for a side-effect import (`import 'x'`).
      const missing =
        d.code === 2307 || d.code === 2882
          ? /(?:module|import of) '([^']+)'/.exec(ts.flattenDiagnosticMessageText(d.messageText, ' '))?.[1]
          : undefined;
      if (missing && !mustResolve(missing, options.moduleName)) continue;
      const offset = d.start !== undefined ? source.getLineAndCharacterOfPosition(d.start).line : 0;
      problems.push({
        file: block.file,
        // The fence is on block.line; the block's first code line is the next one.
        line: block.line + 1 + offset,
        message: `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      });
    }
  }
  return { problems, checked: files.size, skipped };
}
