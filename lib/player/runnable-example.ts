/**
 * Which code examples of a page the "Try it" player can run, and what they call. An example qualifies when it is
 * nothing but calls of the library's functions that its version's web player implements (the platform marks of
 * lib/api-model/native-platforms.ts), each on its own line with literal arguments: a list of steps, so the page
 * carries data and no code (its Content-Security-Policy allows no eval). Anything else (a hook, JSX, a condition,
 * a function, a call of another module, an import from elsewhere) leaves the example without a Run button.
 */
import ts from 'typescript';
import type { ExampleStep, ExampleValue } from './example-steps';

export type { ExampleStep, ExampleValue } from './example-steps';

/** The enums of the library whose members a runnable example may pass. */
export const EXAMPLE_ENUMS: readonly string[] = ['RepeatMode', 'State', 'Event'];

const LIBRARY = 'react-native-track-player';
const LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);
/** Set up by the panel before any example runs: an example that sets the player up again is not runnable. */
const NOT_IN_EXAMPLES = new Set(['setupPlayer', 'registerPlaybackService', 'addEventListener']);

class NotRunnable extends Error {}

/**
 * The steps of `code` (a fenced block in `lang`), or undefined when the example cannot run in the web player.
 * `webFunctions` are the library's functions that this version's web player implements.
 */
export function runnableExample(
  code: string,
  lang: string | null | undefined,
  webFunctions: ReadonlySet<string>,
): ExampleStep[] | undefined {
  if (!lang || !LANGUAGES.has(lang)) return undefined;
  const kind = lang === 'tsx' || lang === 'jsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile('example.tsx', code, ts.ScriptTarget.Latest, false, kind);
  // A block that does not parse (an excerpt, a placeholder) is not run.
  if ((source as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics?.length) return undefined;
  let player: string | undefined;
  const enums = new Map<string, string>();
  const constants = new Map<string, ExampleValue>();
  const steps: ExampleStep[] = [];

  const value = (node: ts.Expression): ExampleValue => {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
      return value(node.expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (
      ts.isPrefixUnaryExpression(node) &&
      node.operator === ts.SyntaxKind.MinusToken &&
      ts.isNumericLiteral(node.operand)
    )
      return -Number(node.operand.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (node.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isIdentifier(node)) {
      if (node.text === 'undefined') return { $undefined: true };
      const bound = constants.get(node.text);
      if (bound !== undefined) return bound;
      throw new NotRunnable();
    }
    if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => value(e as ts.Expression));
    if (ts.isObjectLiteralExpression(node)) {
      const object: { [key: string]: ExampleValue } = {};
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
          object[property.name.text] = value(property.initializer);
        else if (ts.isShorthandPropertyAssignment(property)) object[property.name.text] = value(property.name);
        else throw new NotRunnable();
      }
      return object;
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const name = enums.get(node.expression.text);
      if (name) return { $enum: [name, node.name.text] };
    }
    throw new NotRunnable();
  };

  /** `TrackPlayer.fn(...)` or `await TrackPlayer.fn(...)`: its step. */
  const step = (node: ts.Expression): ExampleStep => {
    const call = ts.isAwaitExpression(node) ? node.expression : node;
    if (
      !ts.isCallExpression(call) ||
      !ts.isPropertyAccessExpression(call.expression) ||
      !ts.isIdentifier(call.expression.expression) ||
      call.expression.expression.text !== player
    )
      throw new NotRunnable();
    const name = call.expression.name.text;
    if (!webFunctions.has(name) || NOT_IN_EXAMPLES.has(name)) throw new NotRunnable();
    return { call: name, args: call.arguments.map((a) => value(a)) };
  };

  try {
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) {
        if (!ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== LIBRARY)
          throw new NotRunnable();
        const clause = statement.importClause;
        if (clause?.name) player = clause.name.text;
        const named = clause?.namedBindings;
        if (named && ts.isNamedImports(named))
          for (const element of named.elements) {
            const imported = (element.propertyName ?? element.name).text;
            if (EXAMPLE_ENUMS.includes(imported)) enums.set(element.name.text, imported);
            else if (!element.isTypeOnly && !clause?.isTypeOnly) throw new NotRunnable();
          }
        else if (named) throw new NotRunnable();
      } else if (ts.isExpressionStatement(statement)) {
        steps.push(step(statement.expression));
      } else if (ts.isVariableStatement(statement)) {
        if (!(statement.declarationList.flags & ts.NodeFlags.Const)) throw new NotRunnable();
        for (const declaration of statement.declarationList.declarations) {
          const init = declaration.initializer;
          if (!init) throw new NotRunnable();
          const call = ts.isAwaitExpression(init) ? init.expression : init;
          // A call's result is only logged: an example that goes on to use it is not a list of calls.
          if (ts.isCallExpression(call)) steps.push(step(init));
          else if (ts.isIdentifier(declaration.name)) {
            constants.set(declaration.name.text, value(init));
          } else throw new NotRunnable();
        }
      } else if (!ts.isTypeAliasDeclaration(statement) && !ts.isInterfaceDeclaration(statement)) {
        throw new NotRunnable();
      }
    }
  } catch (error) {
    if (error instanceof NotRunnable) return undefined;
    throw error;
  }
  return player && steps.length > 0 ? steps : undefined;
}
