/**
 * On which platforms each function of a version works, read from the
 * package's own sources. A function works on a platform when, on that
 * platform, its JavaScript reaches the native module (a function that calls
 * no native method on any platform works wherever the package does) and that
 * platform's module implements every method it reaches.
 *
 * - The JavaScript is read with the TypeScript compiler: each exported
 *   function's native calls, through the file's other functions, once per
 *   platform, skipping what a platform check (`Platform.OS === 'android'`, or
 *   a constant of the file holding one, such as `isAndroid`) rules out. A
 *   function that reaches the native module on one platform but returns
 *   before it on another does not work on the other.
 * - Android: the body of each `@ReactMethod` (Kotlin or Java) and of each
 *   `override fun` of a TurboModule spec's class.
 * - iOS: the Swift `func` behind each `RCT_EXTERN_METHOD` (by its `@objc`
 *   selector), the body after `RCT_EXPORT_METHOD` / `RCT_REMAP_METHOD`, and the
 *   methods of an Objective-C++ TurboModule (`.mm`), followed into the Swift
 *   function they hand the call to.
 * - Web: the public methods of the class the web module instantiates, looked
 *   up through its superclasses as JavaScript does, with the compiler.
 *
 * A method is not an implementation when its body is empty, only logs, only
 * rejects or throws "not implemented" / "unsupported", only resolves a fixed
 * value, or only hands the call to a method that is one of those. The native
 * bodies (Kotlin, Java, Swift, Objective-C) are read as text, statement by
 * statement; what reading the code cannot settle (a result of the wrong type)
 * comes from a reviewed file (`api-facts/platforms.json`, see reviewed-platforms.ts).
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

/** A method a platform's module exposes: where its code is, and why it does nothing when it does nothing. */
export interface MethodFact {
  /** The code that runs: `Class.method` on the web, the Kotlin, Swift or Objective-C function otherwise. */
  where: string;
  file: string;
  line: number;
  /** Set when the method does nothing: "has an empty body", "only logs", … */
  stub?: string;
}

/** A platform's module: JavaScript method name → what implements it. */
export type ModuleFacts = ReadonlyMap<string, MethodFact>;

/** `file:line` of a method, for messages and evidence. */
export const at = (fact: Pick<MethodFact, 'file' | 'line'>) => `${fact.file}:${fact.line}`;

// ---------------------------------------------------------------------------------------------------------------------
// Native bodies read as text (Kotlin, Java, Swift, Objective-C)

/** The text with its comments blanked out (newlines kept, so offsets and lines stay), strings left as they are. */
export function blankComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '"' || c === "'") {
      const start = i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
      out += text.slice(start, i);
    } else if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const CLOSE: Record<string, string> = { '(': ')', '{': '}', '[': ']' };

/** The index of the bracket that closes the one at `open`, skipping strings; -1 when it is not closed. */
function closing(text: string, open: number): number {
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    } else if (CLOSE[c]) stack.push(CLOSE[c]);
    else if (c === ')' || c === '}' || c === ']') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The top-level statements of a body: split at `;` and at line ends outside brackets; a line starting `.` or `?.` continues the one before. */
export function statementsOf(body: string): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '"' || c === "'") {
      const start = i++;
      while (i < body.length && body[i] !== c && body[i] !== '\n') i += body[i] === '\\' ? 2 : 1;
      current += body.slice(start, i + 1);
      continue;
    }
    if (CLOSE[c]) depth++;
    if (c === ')' || c === '}' || c === ']') depth--;
    if (depth === 0 && (c === ';' || c === '\n')) {
      const rest = body.slice(i + 1).trimStart();
      if (c === '\n' && (rest.startsWith('.') || rest.startsWith('?.') || /[=+\-*/&|,(]\s*$/.test(current))) {
        current += ' ';
        continue;
      }
      if (current.trim()) out.push(current.trim());
      current = '';
    } else current += c;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

const NOT_IMPLEMENTED = /not\s+(?:yet\s+)?implemented|unimplemented|not\s+supported|unsupported/i;
const LOG_CALL =
  /^(?:(?:android\.util\.)?Log\.\w+|Timber\.\w+|System\.(?:out|err)\.println|println|print|debugPrint|NSLog|os_log|console\.\w+)\s*\(/;
const RESOLVE_CALL = /^(?:\w+\.)?(?:resolve|resolver|resolveBlock)\s*\(\s*(.*?)\s*\)$/s;
const LITERAL =
  /^(?:nil|null|true|false|YES|NO|Unit|@\(\s*(?:YES|NO|\d+)\s*\)|@?YES|@?NO|-?\d+(?:\.\d+)?|"[^"]*"|@"[^"]*")?$/;
const REJECT_OR_THROW =
  /^(?:(?:\w+\.)?(?:reject|rejecter|rejectBlock)\s*\(|throw\b|TODO\s*\(|fatalError\s*\(|\[NSException\s+raise)/;

/** A guard: `if (…) return`, `if (…) { return }`, `guard … else { return }`, `if (…) return@launch`, whose branch only returns, rejects or logs. */
function isGuard(statement: string): boolean {
  const m = /^(?:if\b|guard\b)/.exec(statement);
  if (!m) return false;
  const brace = statement.lastIndexOf('{');
  const branch =
    brace !== -1 && statement.endsWith('}')
      ? statement.slice(brace + 1, -1)
      : (/\breturn(?:@\w+)?\b.*$/.exec(statement)?.[0] ?? '');
  const inner = statementsOf(branch);
  return (
    inner.length > 0 &&
    inner.some((s) => /^return\b/.test(s)) &&
    inner.every((s) => /^return\b/.test(s) || REJECT_OR_THROW.test(s) || LOG_CALL.test(s))
  );
}

/**
 * Why a native method's body does nothing, or `undefined` when it does something. Guards that return early are
 * set aside first; what is left must do more than log, reject or throw "not implemented", or resolve a fixed value.
 */
export function nativeStub(body: string): string | undefined {
  const all = statementsOf(blankComments(body));
  if (all.length === 0) return 'has an empty body';
  const rest = all.filter((s) => !isGuard(s)).map((s) => s.replace(/^return\s+/, ''));
  if (rest.length === 0) return 'only returns early';
  if (rest.every((s) => LOG_CALL.test(s))) return 'only logs';
  const refusal = rest.find((s) => REJECT_OR_THROW.test(s));
  if (
    refusal &&
    rest.every((s) => LOG_CALL.test(s) || REJECT_OR_THROW.test(s)) &&
    (NOT_IMPLEMENTED.test(refusal) || /^(?:TODO|fatalError)\s*\(/.test(refusal))
  )
    return 'only rejects as not implemented';
  const fixed = rest.filter((s) => !LOG_CALL.test(s));
  if (fixed.length === 1) {
    const resolved = RESOLVE_CALL.exec(fixed[0]!);
    if (resolved ? LITERAL.test(resolved[1]!) : LITERAL.test(fixed[0]!)) return 'only resolves a fixed value';
  }
  return undefined;
}

/** The body of the function whose signature starts at `from`: its `{…}` block, or a Kotlin expression body (`= scope.launch { … }`, `= true`). */
function bodyAfter(text: string, from: number): { body: string; start: number } | undefined {
  const paren = text.indexOf('(', from);
  if (paren === -1) return undefined;
  const end = closing(text, paren);
  if (end === -1) return undefined;
  let i = end + 1;
  // The return type (`: Boolean`, `-> Bool`, `throws`): up to the body's `{` or `=`.
  while (i < text.length && text[i] !== '{' && text[i] !== '=' && text[i] !== ';') {
    if (text[i] === '(' || text[i] === '<') {
      const close = text[i] === '(' ? closing(text, i) : text.indexOf('>', i);
      if (close === -1) return undefined;
      i = close;
    }
    i++;
  }
  if (text[i] === '{') {
    const close = closing(text, i);
    return close === -1 ? undefined : { body: text.slice(i + 1, close), start: i + 1 };
  }
  if (text[i] === '=' && text[i + 1] !== '=') {
    // An expression body: up to its lambda's block when it has one, else to the end of its line.
    const lineEnd = text.indexOf('\n', i + 1);
    const firstLine = text.slice(i + 1, lineEnd === -1 ? undefined : lineEnd);
    const block = /\{/.exec(
      firstLine.trim()
        ? firstLine
        : text
            .slice(i + 1)
            .split('\n')
            .slice(0, 2)
            .join('\n'),
    );
    if (block) {
      const open = text.indexOf('{', i + 1);
      const close = closing(text, open);
      return close === -1 ? undefined : { body: text.slice(open + 1, close), start: open + 1 };
    }
    return { body: firstLine.trim(), start: i + 1 };
  }
  return undefined;
}

/** Android's module: each `@ReactMethod` (Kotlin or Java) and each `override fun` of a TurboModule spec's class, with its body's verdict. */
export function androidImplementations(sources: readonly SourceText[]): Map<string, MethodFact> {
  const methods = new Map<string, MethodFact>();
  // The annotation, any others after it (`@Deprecated("…")`), modifiers and a Java return type, then the name.
  const reactMethod =
    /@ReactMethod\b(?:\([^)]*\))?\s*(?:@\w+(?:\((?:[^()"]|"[^"]*")*\))?\s*)*[\w\s<>,.?]*?\b(\w+)\s*\(/g;
  for (const source of sources) {
    const text = blankComments(source.text);
    const add = (name: string, index: number) => {
      const found = bodyAfter(text, index);
      const stub = found ? nativeStub(found.body) : 'has no body the reader could find';
      methods.set(name, {
        where: `${name}()`,
        file: source.file,
        line: lineAt(text, index),
        ...(stub ? { stub } : {}),
      });
    };
    for (const m of text.matchAll(reactMethod)) add(m[1]!, m.index + m[0].length - m[1]!.length - 1);
    if (/class\s+\w+\s*\([^)]*\)\s*:\s*Native\w*Spec\s*\(/.test(text))
      for (const m of text.matchAll(/\boverride\s+fun\s+(\w+)\s*\(/g)) add(m[1]!, m.index + m[0].indexOf(m[1]!));
  }
  return methods;
}

/**
 * The Swift function of the sources that Objective-C calls by this selector's first part: the one with an explicit
 * `@objc(name:…)`, else the one Swift exposes under that name, its own name or its name joined to its first
 * argument label (`func move(fromIndex:…)` is `moveFromIndex:`, `func getQueue(resolve:…)` is
 * `getQueueWithResolve:`).
 */
function swiftFunction(swift: readonly SourceText[], selector: string): MethodFact | undefined {
  const fact = (source: SourceText, text: string, func: number): MethodFact => {
    const found = bodyAfter(text, func);
    const stub = found ? nativeStub(found.body) : 'has no body the reader could find';
    const funcName = /func\s+(\w+)/.exec(text.slice(func))![1]!;
    return { where: `${funcName}()`, file: source.file, line: lineAt(text, func), ...(stub ? { stub } : {}) };
  };
  const texts = swift.map((source) => ({ source, text: blankComments(source.text) }));
  for (const { source, text } of texts) {
    const explicit = new RegExp(`@objc\\(${selector}(?::|\\))[^)]*\\)\\s*(?:[\\w@]+\\s+)*?func\\s+\\w+`).exec(text);
    if (explicit) return fact(source, text, explicit.index + explicit[0].search(/func\s/));
  }
  const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  for (const { source, text } of texts)
    for (const m of text.matchAll(/\bfunc\s+(\w+)\s*(?:<[^>]*>)?\s*\(\s*(\w+)?/g)) {
      const [, name, label] = m;
      const names = [name, ...(label && label !== '_' ? [`${name}With${cap(label)}`, `${name}${cap(label)}`] : [])];
      if (names.includes(selector)) return fact(source, text, m.index);
    }
  return undefined;
}

/**
 * The iOS module: the methods of the bridge macros (`RCT_EXTERN_METHOD(name:…)` backed by the Swift function with
 * that `@objc` selector; `RCT_EXPORT_METHOD(name…)` and `RCT_REMAP_METHOD(jsName, …)` with the body after them),
 * and in an Objective-C++ TurboModule (a `.mm` with `getTurboModule`) its instance methods, followed into the Swift
 * function a method only hands the call to (`[impl getQueueWithResolve:…]` → `getQueue`).
 */
export function iosImplementations(sources: readonly SourceText[]): Map<string, MethodFact> {
  const methods = new Map<string, MethodFact>();
  const swift = sources.filter((s) => s.file.endsWith('.swift'));
  for (const source of sources) {
    if (!/\.mm?$/.test(source.file)) continue;
    const text = blankComments(source.text);
    for (const m of text.matchAll(/\bRCT_(EXTERN|EXPORT|REMAP)_(?:BLOCKING_SYNCHRONOUS_)?METHOD\s*\(\s*(\w+)/g)) {
      const name = m[2]!;
      const line = lineAt(text, m.index);
      if (m[1] === 'EXTERN') {
        methods.set(
          name,
          swiftFunction(swift, name) ?? {
            where: `${name}:`,
            file: source.file,
            line,
            stub: 'has no Swift function with its selector',
          },
        );
        continue;
      }
      const found = bodyAfter(text, m.index);
      const stub = found ? nativeStub(found.body) : 'has no body the reader could find';
      methods.set(name, { where: `${name}:`, file: source.file, line, ...(stub ? { stub } : {}) });
    }
    if (source.file.endsWith('.mm') && text.includes('getTurboModule'))
      for (const m of text.matchAll(/^-\s*\([^)]*\)\s*(\w+)/gm)) {
        const name = m[1]!;
        const open = text.indexOf('{', m.index);
        const close = open === -1 ? -1 : closing(text, open);
        const body = close === -1 ? undefined : text.slice(open + 1, close);
        const own: MethodFact = { where: `-${name}`, file: source.file, line: lineAt(text, m.index) };
        const stub = body === undefined ? 'has no body the reader could find' : nativeStub(body);
        if (stub) own.stub = stub;
        // A body that is one message to another object: the work is done by the Swift function it names.
        const send = body === undefined ? null : /^\s*\[\s*\w+\s+(\w+)\s*[:\]]/.exec(body);
        const single = body !== undefined && statementsOf(body).length === 1;
        methods.set(name, (send && single && swiftFunction(swift, send[1]!)) || own);
      }
  }
  return methods;
}

// ---------------------------------------------------------------------------------------------------------------------
// The web module, read with the TypeScript compiler

interface WebClass {
  name: string;
  file: string;
  source: ts.SourceFile;
  node: ts.ClassLikeDeclaration;
  parent?: string;
}

type CallableMember =
  ts.MethodDeclaration | (ts.PropertyDeclaration & { initializer: ts.ArrowFunction | ts.FunctionExpression });

const isHidden = (member: ts.ClassElement) =>
  ts
    .getModifiers(member as ts.HasModifiers)
    ?.some(
      (m) =>
        m.kind === ts.SyntaxKind.PrivateKeyword ||
        m.kind === ts.SyntaxKind.ProtectedKeyword ||
        m.kind === ts.SyntaxKind.StaticKeyword,
    ) ?? false;

function callableMember(member: ts.ClassElement): CallableMember | undefined {
  if (ts.isMethodDeclaration(member)) return member;
  if (
    ts.isPropertyDeclaration(member) &&
    member.initializer &&
    (ts.isArrowFunction(member.initializer) || ts.isFunctionExpression(member.initializer))
  )
    return member as CallableMember;
  return undefined;
}

const memberName = (member: ts.ClassElement) =>
  member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined;

/** Why a web method's statements do nothing, or undefined; `delegate` is the `this.x()` / `super.x()` it only hands the call to. */
function webStub(body: ts.ConciseBody | undefined): {
  stub?: string;
  delegate?: { via: 'this' | 'super'; name: string };
} {
  if (!body) return { stub: 'has no body' };
  const unwrap = (e: ts.Expression): ts.Expression =>
    ts.isAwaitExpression(e) || ts.isParenthesizedExpression(e) ? unwrap(e.expression) : e;
  const delegation = (expression: ts.Expression | undefined) => {
    const call = expression && unwrap(expression);
    if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return {};
    const target = call.expression.expression.kind;
    const name = call.expression.name.text;
    if (target === ts.SyntaxKind.SuperKeyword) return { delegate: { via: 'super' as const, name } };
    if (target === ts.SyntaxKind.ThisKeyword) return { delegate: { via: 'this' as const, name } };
    return {};
  };
  // An arrow function's expression body: a hand-over or the work itself.
  if (!ts.isBlock(body)) return delegation(body);
  const statements = body.statements.filter((s) => !ts.isEmptyStatement(s));
  if (statements.length === 0) return { stub: 'has an empty body' };
  const exits = (s: ts.Statement): boolean =>
    ts.isReturnStatement(s) ||
    ts.isThrowStatement(s) ||
    (ts.isBlock(s) && s.statements.length > 0 && s.statements.every(exits));
  // `if (!this.element) throw new SetupNotCalledError();`: a check before the work, not the work.
  const rest = statements.filter((s) => !(ts.isIfStatement(s) && !s.elseStatement && exits(s.thenStatement)));
  if (rest.length === 0) return { stub: 'only returns early' };
  const isConsole = (s: ts.Statement) =>
    ts.isExpressionStatement(s) &&
    ts.isCallExpression(unwrap(s.expression)) &&
    ts.isPropertyAccessExpression((unwrap(s.expression) as ts.CallExpression).expression) &&
    ((unwrap(s.expression) as ts.CallExpression).expression as ts.PropertyAccessExpression).expression.getText() ===
      'console';
  if (rest.every(isConsole)) return { stub: 'only logs' };
  const refuses = (s: ts.Statement) => {
    const thrown = ts.isThrowStatement(s)
      ? s.expression
      : ts.isReturnStatement(s) &&
          s.expression &&
          ts.isCallExpression(unwrap(s.expression)) &&
          /^Promise\.reject$/.test((unwrap(s.expression) as ts.CallExpression).expression.getText())
        ? s.expression
        : undefined;
    return !!thrown && NOT_IMPLEMENTED.test(thrown.getText());
  };
  if (rest.some(refuses) && rest.every((s) => isConsole(s) || refuses(s)))
    return { stub: 'only rejects as not implemented' };
  const work = rest.filter((s) => !isConsole(s));
  const only = work.length === 1 ? work[0]! : undefined;
  if (only && (ts.isReturnStatement(only) || ts.isExpressionStatement(only))) return delegation(only.expression);
  return {};
}

/**
 * The web module: the public methods of the class the web sources instantiate (`new TrackPlayerModule()`, not in a
 * `throw`), found on it or its superclasses as JavaScript looks them up, each with its verdict; a method that only
 * calls `super.x()` or `this.x()` takes that method's verdict and place. Without an instantiated class, every
 * class no other class extends is a module.
 */
export function webImplementations(sources: readonly SourceText[]): Map<string, MethodFact> {
  const classes = new Map<string, WebClass>();
  const instantiated = new Set<string>();
  for (const { file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if ((ts.isClassDeclaration(node) || ts.isClassExpression(node)) && node.name) {
        const heritage = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
        classes.set(node.name.text, {
          name: node.name.text,
          file,
          source,
          node,
          ...(heritage && ts.isIdentifier(heritage.expression) ? { parent: heritage.expression.text } : {}),
        });
      }
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && !ts.isThrowStatement(node.parent))
        instantiated.add(node.expression.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const extended = new Set([...classes.values()].flatMap((c) => (c.parent ? [c.parent] : [])));
  const modules = [...instantiated].filter((n) => classes.has(n));
  const roots = modules.length ? modules : [...classes.keys()].filter((n) => !extended.has(n));

  /** The member `name` of class `from` or its nearest superclass that has it. */
  const lookup = (from: string | undefined, name: string): { cls: WebClass; member: CallableMember } | undefined => {
    for (let cls = from ? classes.get(from) : undefined; cls; cls = cls.parent ? classes.get(cls.parent) : undefined) {
      const member = cls.node.members.find((m) => memberName(m) === name && callableMember(m));
      if (member) return { cls, member: callableMember(member)! };
    }
    return undefined;
  };
  const verdict = (root: string, cls: WebClass, member: CallableMember, seen: Set<ts.Node>): MethodFact => {
    const name = memberName(member)!;
    const line = cls.source.getLineAndCharacterOfPosition(member.getStart(cls.source)).line + 1;
    const own: MethodFact = { where: `${cls.name}.${name}`, file: cls.file, line };
    const fn = ts.isMethodDeclaration(member) ? member : member.initializer;
    const { stub, delegate } = webStub(fn.body);
    if (stub) return { ...own, stub };
    if (!delegate || seen.has(member)) return own;
    seen.add(member);
    const target = lookup(delegate.via === 'super' ? cls.parent : root, delegate.name);
    if (!target) return { ...own, stub: `only calls ${delegate.via}.${delegate.name}(), which does not exist` };
    const next = verdict(root, target.cls, target.member, seen);
    // The place that does the work, or the stub it hands the call to.
    return next.stub
      ? { ...next, stub: `${next.stub} (reached from ${own.where})` }
      : { ...next, where: `${own.where} → ${next.where}` };
  };

  const methods = new Map<string, MethodFact>();
  for (const root of roots) {
    const names = new Set<string>();
    for (let cls = classes.get(root); cls; cls = cls.parent ? classes.get(cls.parent) : undefined)
      for (const member of cls.node.members) {
        const name = memberName(member);
        if (name && callableMember(member) && !isHidden(member)) names.add(name);
      }
    for (const name of names) {
      if (methods.has(name)) continue;
      const found = lookup(root, name)!;
      if (isHidden(found.member)) continue;
      methods.set(name, verdict(root, found.cls, found.member, new Set()));
    }
  }
  return methods;
}

/** The names of Android's module methods (see androidImplementations). */
export const androidMethods = (sources: readonly SourceText[]) => new Set(androidImplementations(sources).keys());
/** The names of the iOS module's methods (see iosImplementations). */
export const iosMethods = (sources: readonly SourceText[]) => new Set(iosImplementations(sources).keys());
/** The names of the web module's public methods (see webImplementations). */
export const webMethods = (sources: readonly SourceText[]) => new Set(webImplementations(sources).keys());

// ---------------------------------------------------------------------------------------------------------------------
// The JavaScript side, per platform

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

/** `Platform.OS`, `react_native_1.Platform.OS`, `ReactNative.Platform.OS`. */
const isPlatformOS = (node: ts.Expression): boolean =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'OS' &&
  ((ts.isIdentifier(node.expression) && node.expression.text === 'Platform') ||
    (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'Platform'));

/**
 * The value of a platform check on `platform`: true, false, or undefined when the expression is no platform check.
 * Understands `Platform.OS === 'x'` (`!==`, `==`, `!=`, either side), `!`, `&&`, `||`, parentheses, and identifiers
 * the file binds to such a check at its top level (`const isAndroid = Platform.OS === 'android'`).
 */
function platformValue(
  node: ts.Expression,
  platform: Platform,
  constants: ReadonlyMap<string, ts.Expression>,
  seen = new Set<string>(),
): boolean | undefined {
  if (ts.isParenthesizedExpression(node)) return platformValue(node.expression, platform, constants, seen);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) {
    const inner = platformValue(node.operand, platform, constants, seen);
    return inner === undefined ? undefined : !inner;
  }
  if (ts.isIdentifier(node)) {
    const bound = constants.get(node.text);
    if (!bound || seen.has(node.text)) return undefined;
    return platformValue(bound, platform, constants, new Set([...seen, node.text]));
  }
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken) {
      const left = platformValue(node.left, platform, constants, seen);
      const right = platformValue(node.right, platform, constants, seen);
      if (op === ts.SyntaxKind.AmpersandAmpersandToken)
        return left === false || right === false ? false : left && right ? true : undefined;
      return left === true || right === true ? true : left === false && right === false ? false : undefined;
    }
    const equal =
      op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken
        ? true
        : op === ts.SyntaxKind.ExclamationEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken
          ? false
          : undefined;
    if (equal === undefined) return undefined;
    const [os, literal] = isPlatformOS(node.left) ? [node.left, node.right] : [node.right, node.left];
    if (!isPlatformOS(os) || !ts.isStringLiteralLike(literal)) return undefined;
    return (literal.text === platform) === equal;
  }
  return undefined;
}

/** Each exported function's native calls on each platform. */
export type PlatformCalls = Map<string, { line: number; calls: Record<Platform, string[]> }>;

/**
 * Every exported function of the file (named exports, and the members of a
 * default-exported object: `export default { add, skip: skipTo }`) with the
 * native methods it calls on each platform, directly or through the file's
 * other functions, leaving out what a platform check rules out there: the
 * branch of an `if`, `?:`, `&&` or `||` not taken, and everything after an
 * `if` whose taken branch returns or throws (`if (!isAndroid) return;`).
 * @param file the file's path, which gives its language (`.ts`, `.js`)
 */
export function nativeCalls({ file, text }: SourceText): PlatformCalls {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const native = nativeModuleNames(source);
  const bodies = new Map<string, ts.Node>();
  const exported = new Map<string, string>();
  const constants = new Map<string, ts.Expression>();
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
      for (const d of statement.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || !d.initializer) continue;
        if (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)) {
          bodies.set(d.name.text, d.initializer);
          if (isExported(statement)) exported.set(d.name.text, d.name.text);
        } else constants.set(d.name.text, d.initializer);
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

  /** The native methods and local functions a body reaches on one platform. */
  const reached = (name: string, body: ts.Node, platform: Platform) => {
    const found = { methods: new Set<string>(), calls: new Set<string>() };
    const check = (e: ts.Expression) => platformValue(e, platform, constants);
    // Walks a node; true when it always ends the function (return or throw) on this platform.
    const walk = (node: ts.Node): boolean => {
      if (ts.isIfStatement(node)) {
        const taken = check(node.expression);
        walk(node.expression);
        if (taken === true) return walk(node.thenStatement);
        if (taken === false) return node.elseStatement ? walk(node.elseStatement) : false;
        const a = walk(node.thenStatement);
        const b = node.elseStatement ? walk(node.elseStatement) : false;
        return a && b;
      }
      if (ts.isBlock(node) || ts.isSourceFile(node)) {
        for (const statement of node.statements) if (walk(statement)) return true;
        return false;
      }
      if (ts.isCaseClause(node) || ts.isDefaultClause(node)) {
        // Compiled async code (`__generator`'s `switch (_a.label)`): a return ends the clause's statements.
        if (ts.isCaseClause(node)) walk(node.expression);
        for (const statement of node.statements) if (walk(statement)) break;
        return false;
      }
      if (ts.isReturnStatement(node) || ts.isThrowStatement(node)) {
        if (node.expression) walk(node.expression);
        return true;
      }
      if (ts.isConditionalExpression(node)) {
        const taken = check(node.condition);
        walk(node.condition);
        if (taken !== false) walk(node.whenTrue);
        if (taken !== true) walk(node.whenFalse);
        return false;
      }
      if (
        ts.isBinaryExpression(node) &&
        (node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ||
          node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
      ) {
        const left = check(node.left);
        walk(node.left);
        const and = node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken;
        if (left !== (and ? false : true)) walk(node.right);
        return false;
      }
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
      if (ts.isFunctionLike(node) && node !== body) {
        // A nested function (a callback, the `__awaiter` wrapper of compiled code): its returns end only itself.
        const inner = (node as ts.FunctionLikeDeclaration).body;
        if (inner) walk(inner);
        return false;
      }
      ts.forEachChild(node, (child) => {
        walk(child);
      });
      return false;
    };
    const fn = body as ts.FunctionLikeDeclaration;
    if (fn.body) walk(fn.body);
    return found;
  };

  const out: PlatformCalls = new Map();
  const direct = new Map<string, Map<Platform, ReturnType<typeof reached>>>();
  for (const [name, body] of bodies)
    direct.set(name, new Map(PLATFORMS.map((p) => [p, reached(name, body, p)] as const)));
  const closure = (name: string, platform: Platform, seen = new Set<string>()): Set<string> => {
    seen.add(name);
    const own = direct.get(name)?.get(platform);
    const all = new Set(own?.methods);
    for (const next of own?.calls ?? []) if (!seen.has(next)) for (const m of closure(next, platform, seen)) all.add(m);
    return all;
  };
  for (const [name, local] of exported) {
    const body = bodies.get(local);
    if (!body) continue;
    const line = source.getLineAndCharacterOfPosition(body.getStart(source)).line + 1;
    out.set(name, {
      line,
      calls: Object.fromEntries(PLATFORMS.map((p) => [p, [...closure(local, p)].sort()])) as Record<Platform, string[]>,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// Verdicts

/** Whether a function works on one platform, and the evidence for it. */
export interface PlatformVerdict {
  platform: Platform;
  works: boolean;
  /** What implements it (`web: PlaylistPlayer.add (web/TrackPlayer/PlaylistPlayer.ts:83)`), or why it does not work. */
  evidence: string;
}

/** Function name → a verdict for each platform the package has a module for. */
export type FunctionVerdicts = Record<string, PlatformVerdict[]>;

/** The modules of a package by platform; a platform the package has no module for is absent. */
export type Modules = Readonly<Partial<Record<Platform, ModuleFacts>>>;

/**
 * Whether each function works on each platform the package has a module for: it reaches the native module there
 * (or calls none on any platform), and the module implements every method it reaches.
 * @param js the JavaScript file the calls were read from, for evidence
 */
export function functionVerdicts(calls: PlatformCalls, modules: Modules, js: string): FunctionVerdicts {
  const out: FunctionVerdicts = {};
  for (const [name, { line, calls: byPlatform }] of calls) {
    const anyNative = PLATFORMS.filter((p) => byPlatform[p].length > 0);
    out[name] = PLATFORMS.flatMap((platform): PlatformVerdict[] => {
      const exposed = modules[platform];
      if (!exposed) return [];
      const methods = byPlatform[platform];
      if (methods.length === 0)
        return [
          anyNative.length === 0
            ? { platform, works: true, evidence: `JavaScript only (${js}:${line})` }
            : {
                platform,
                works: false,
                evidence: `its JavaScript (${js}:${line}) returns before any native call on ${platform}; it calls the native module only on ${anyNative.join(', ')}`,
              },
        ];
      const facts = methods.map((m) => ({ m, fact: exposed.get(m) }));
      const missing = facts.find((f) => !f.fact);
      if (missing) return [{ platform, works: false, evidence: `the ${platform} module has no ${missing.m}()` }];
      const stub = facts.find((f) => f.fact!.stub);
      if (stub)
        return [
          {
            platform,
            works: false,
            evidence: `${stub.fact!.where} (${at(stub.fact!)}) ${stub.fact!.stub}`,
          },
        ];
      return [{ platform, works: true, evidence: facts.map((f) => `${f.fact!.where} (${at(f.fact!)})`).join(', ') }];
    });
  }
  return out;
}

/** The platforms each function works on, in PLATFORMS order: what the docs server and AGENTS.md show. */
export function platformMarks(verdicts: FunctionVerdicts): Record<string, Platform[]> {
  return Object.fromEntries(
    Object.entries(verdicts).map(([name, list]) => [name, list.filter((v) => v.works).map((v) => v.platform)]),
  );
}

/** Each function's evidence by platform, for the marks it has. */
export function markEvidence(verdicts: FunctionVerdicts): Record<string, Partial<Record<Platform, string>>> {
  return Object.fromEntries(
    Object.entries(verdicts).map(([name, list]) => [
      name,
      Object.fromEntries(list.filter((v) => v.works).map((v) => [v.platform, v.evidence])),
    ]),
  );
}

/**
 * The invariant over published marks: every platform a function is marked for has an implementation there. Checked
 * from the primary facts again (the calls and the modules' methods, plus the reviewed exclusions), not from the
 * verdicts, so marks made any other way are held too. Each problem names the function, the version, the platform
 * and the evidence.
 */
export function platformMarkProblems(
  version: string,
  marks: Readonly<Record<string, readonly Platform[]>>,
  calls: PlatformCalls,
  modules: Modules,
  excluded: ReadonlyMap<string, string> = new Map(),
): string[] {
  const problems: string[] = [];
  for (const [name, platforms] of Object.entries(marks)) {
    const fn = calls.get(name);
    for (const platform of platforms) {
      const say = (why: string) => problems.push(`${version}: ${name}() is marked for ${platform}, but ${why}.`);
      const exposed = modules[platform];
      if (!fn) {
        say('the package defines no such exported function');
        continue;
      }
      if (!exposed) {
        say(`the package has no ${platform} module`);
        continue;
      }
      const reviewed = excluded.get(`${name}/${platform}`);
      if (reviewed) {
        say(`the reviewed file says it does not work there: ${reviewed}`);
        continue;
      }
      const methods = fn.calls[platform];
      if (methods.length === 0 && PLATFORMS.some((p) => fn.calls[p].length > 0))
        say(`on ${platform} its JavaScript returns before any native call`);
      for (const m of methods) {
        const fact = exposed.get(m);
        if (!fact) say(`the ${platform} module has no ${m}()`);
        else if (fact.stub) say(`${fact.where} (${at(fact)}) ${fact.stub}`);
      }
    }
  }
  return problems;
}
