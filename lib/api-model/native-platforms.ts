/**
 * On which platforms each function of a version works, read from the
 * package's own sources: the native methods each exported JavaScript function
 * calls on the native module (through the functions it calls in turn), and
 * the methods each platform's module exposes: Android's `@ReactMethod`s (and
 * a TurboModule spec's `override fun`s), iOS's `RCT_EXTERN_METHOD`,
 * `RCT_EXPORT_METHOD` and `RCT_REMAP_METHOD` (and the methods of a TurboModule's
 * `.mm`), and the public methods of the web module's classes. A function that
 * calls no native method works wherever the package does. The type
 * declarations cannot say this: every function is declared on every platform.
 */
import ts from 'typescript';

export type Platform = 'android' | 'ios' | 'web';

/** The platforms in the order answers list them. */
export const PLATFORMS: readonly Platform[] = ['android', 'ios', 'web'];

/** A source file of the package: its path in the package (for the language and for messages) and its text. */
export interface SourceText {
  file: string;
  text: string;
}

/** Methods of Android's module: `@ReactMethod` ones (Kotlin or Java), and the `override fun`s of a TurboModule spec's class. */
export function androidMethods(sources: readonly SourceText[]): Set<string> {
  const methods = new Set<string>();
  // The annotation, any others after it (`@Deprecated("…")`), modifiers and a Java return type, then the name.
  const reactMethod =
    /@ReactMethod\b(?:\([^)]*\))?\s*(?:@\w+(?:\((?:[^()"]|"[^"]*")*\))?\s*)*[\w\s<>,.?]*?\b(\w+)\s*\(/g;
  for (const { text } of sources) {
    for (const m of text.matchAll(reactMethod)) methods.add(m[1]!);
    if (/class\s+\w+\s*\([^)]*\)\s*:\s*Native\w*Spec\s*\(/.test(text))
      for (const m of text.matchAll(/\boverride\s+fun\s+(\w+)\s*\(/g)) methods.add(m[1]!);
  }
  return methods;
}

/**
 * Methods of the iOS module: the bridge macros (`RCT_EXTERN_METHOD(name:…)`,
 * `RCT_EXPORT_METHOD(name…)`, `RCT_REMAP_METHOD(jsName, …)`), and in an
 * Objective-C++ TurboModule (a `.mm` with `getTurboModule`) its instance methods.
 */
export function iosMethods(sources: readonly SourceText[]): Set<string> {
  const methods = new Set<string>();
  for (const { file, text } of sources) {
    for (const m of text.matchAll(/\bRCT_(?:EXTERN|EXPORT|REMAP)_(?:BLOCKING_SYNCHRONOUS_)?METHOD\s*\(\s*(\w+)/g))
      methods.add(m[1]!);
    if (file.endsWith('.mm') && text.includes('getTurboModule'))
      for (const m of text.matchAll(/^-\s*\([^)]*\)\s*(\w+)/gm)) methods.add(m[1]!);
  }
  return methods;
}

/** Public methods (and arrow-function properties) of every class in the web module's sources. */
export function webMethods(sources: readonly SourceText[]): Set<string> {
  const methods = new Set<string>();
  for (const { file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isClassDeclaration(node) || ts.isClassExpression(node))
        for (const member of node.members) {
          const hidden = ts
            .getModifiers(member as ts.HasModifiers)
            ?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword);
          const callable =
            ts.isMethodDeclaration(member) ||
            (ts.isPropertyDeclaration(member) &&
              !!member.initializer &&
              (ts.isArrowFunction(member.initializer) || ts.isFunctionExpression(member.initializer)));
          if (callable && !hidden && member.name && ts.isIdentifier(member.name)) methods.add(member.name.text);
        }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return methods;
}

const isNativeModules = (node: ts.Expression) =>
  (ts.isIdentifier(node) && node.text === 'NativeModules') ||
  (ts.isPropertyAccessExpression(node) && node.name.text === 'NativeModules');

/**
 * The names the file binds the native module to: `X = NativeModules.Y` (or
 * `react_native_1.NativeModules.Y`), `const { Y: X } = NativeModules`, or the
 * default import of a sibling module named like one (`./TrackPlayerModule`,
 * `./NativeTrackPlayer`).
 */
function nativeModuleNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const init = node.initializer;
      if (ts.isIdentifier(node.name) && ts.isPropertyAccessExpression(init) && isNativeModules(init.expression))
        names.add(node.name.text);
      if (ts.isObjectBindingPattern(node.name) && isNativeModules(init))
        for (const element of node.name.elements) if (ts.isIdentifier(element.name)) names.add(element.name.text);
    }
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^\.\.?\/(?:.*\/)?(?:Native\w*|\w*Module)$/.test(node.moduleSpecifier.text) &&
      node.importClause?.name
    )
      names.add(node.importClause.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * Every exported function of the file (named exports, and the members of a
 * default-exported object: `export default { add, skip: skipTo }`) with the
 * native methods it calls, directly or through the file's other functions.
 * @param file the file's path, which gives its language (`.ts`, `.js`)
 */
export function nativeCalls({ file, text }: SourceText): Map<string, string[]> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const native = nativeModuleNames(source);
  const bodies = new Map<string, ts.Node>();
  const exported = new Map<string, string>();
  const isExported = (node: ts.Node) =>
    ts.getModifiers(node as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
  const exportObject = (object: ts.ObjectLiteralExpression) => {
    for (const p of object.properties) {
      if (ts.isShorthandPropertyAssignment(p)) exported.set(p.name.text, p.name.text);
      else if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && ts.isIdentifier(p.initializer))
        exported.set(p.name.text, p.initializer.text);
    }
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      bodies.set(statement.name.text, statement);
      if (isExported(statement)) exported.set(statement.name.text, statement.name.text);
    }
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (
          ts.isIdentifier(d.name) &&
          d.initializer &&
          (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))
        ) {
          bodies.set(d.name.text, d.initializer);
          if (isExported(statement)) exported.set(d.name.text, d.name.text);
        }
    if (ts.isExportAssignment(statement) && ts.isObjectLiteralExpression(statement.expression))
      exportObject(statement.expression);
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      for (const e of statement.exportClause.elements) exported.set(e.name.text, (e.propertyName ?? e.name).text);
    // CommonJS: `exports.default = { … }` and `exports.add = add`.
    if (
      ts.isExpressionStatement(statement) &&
      ts.isBinaryExpression(statement.expression) &&
      statement.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(statement.expression.left) &&
      ts.isIdentifier(statement.expression.left.expression) &&
      statement.expression.left.expression.text === 'exports'
    ) {
      const { left, right } = statement.expression;
      if (left.name.text === 'default' && ts.isObjectLiteralExpression(right)) exportObject(right);
      else if (ts.isIdentifier(right)) exported.set(left.name.text, right.text);
    }
  }

  const direct = new Map<string, { methods: Set<string>; calls: Set<string> }>();
  for (const [name, body] of bodies) {
    const found = { methods: new Set<string>(), calls: new Set<string>() };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (
          ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          native.has(callee.expression.text)
        )
          found.methods.add(callee.name.text);
        if (ts.isIdentifier(callee) && bodies.has(callee.text) && callee.text !== name) found.calls.add(callee.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(body);
    direct.set(name, found);
  }
  const closure = (name: string, seen = new Set<string>()): Set<string> => {
    seen.add(name);
    const own = direct.get(name);
    const all = new Set(own?.methods);
    for (const next of own?.calls ?? []) if (!seen.has(next)) for (const m of closure(next, seen)) all.add(m);
    return all;
  };
  const out = new Map<string, string[]>();
  for (const [name, local] of exported) if (bodies.has(local)) out.set(name, [...closure(local)].sort());
  return out;
}

/**
 * The platforms of each function: those whose module has every native method
 * the function calls; a function that calls none works on every platform the
 * package has. A platform the package has no module for is `undefined`.
 */
export function functionPlatforms(
  calls: ReadonlyMap<string, readonly string[]>,
  modules: Readonly<Partial<Record<Platform, ReadonlySet<string>>>>,
): Record<string, Platform[]> {
  const out: Record<string, Platform[]> = {};
  for (const [name, methods] of calls)
    out[name] = PLATFORMS.filter((p) => {
      const exposed = modules[p];
      return exposed !== undefined && methods.every((m) => exposed.has(m));
    });
  return out;
}
