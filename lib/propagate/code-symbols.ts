/**
 * The library's names a code block uses, read with the TypeScript parser, so
 * that a block carried to another version can be held against that version's
 * package first.
 */
import ts from 'typescript';
import { DEFAULT_IMPORT } from '../api-model/api-names';

/**
 * The library's names `code` calls, reads or imports, spelt as in
 * `modelHasName` (lib/api-model/api-names.ts):
 *   - every name imported from `moduleName` (`useActiveTrack`, `Event`);
 *   - a member of the default import (`TrackPlayer.getActiveTrack`, whatever
 *     the block calls the import), or of a named one (`Event.PlaybackState`);
 *   - in blocks that leave imports out, `TrackPlayer.x`, and the names of
 *     the edited version's API (`isLibraryName`: `State.Playing`,
 *     `useProgress`) that the block does not declare itself.
 */
export function librarySymbols(code: string, moduleName: string, isLibraryName: (name: string) => boolean): string[] {
  const file = ts.createSourceFile('block.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  // Local name → the library's name for it ('' for a namespace import).
  const imported = new Map<string, string>();
  const declared = new Set<string>();
  const names = new Set<string>();

  const collect = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const fromLibrary = node.moduleSpecifier.text === moduleName;
      const bind = (local: string, name: string) => {
        if (!fromLibrary) {
          declared.add(local);
          return;
        }
        imported.set(local, name);
        if (name && name !== DEFAULT_IMPORT) names.add(name);
      };
      const clause = node.importClause;
      if (clause?.name) bind(clause.name.text, DEFAULT_IMPORT);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) bind(bindings.name.text, '');
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) bind(element.name.text, (element.propertyName ?? element.name).text);
      return;
    }
    const name = (node as { name?: ts.Node }).name;
    if (name && ts.isIdentifier(name) && !ts.isPropertyAccessExpression(node)) declared.add(name.text);
    ts.forEachChild(node, collect);
  };
  collect(file);

  /** The library's name for an identifier, when it stands for the library. */
  const libraryName = (id: string): string | undefined => {
    const own = imported.get(id);
    if (own !== undefined) return own;
    if (declared.has(id)) return undefined;
    return id === DEFAULT_IMPORT || isLibraryName(id) ? id : undefined;
  };

  const visit = (node: ts.Node): void => {
    // `TrackPlayer.play()` and `Event.PlaybackState` as values, `State.Playing` as a type.
    const [left, right] = ts.isPropertyAccessExpression(node)
      ? [node.expression, node.name]
      : ts.isQualifiedName(node)
        ? [node.left, node.right]
        : [];
    if (left && right && ts.isIdentifier(left)) {
      const owner = libraryName(left.text);
      if (owner !== undefined) names.add(owner ? `${owner}.${right.text}` : right.text);
      return;
    }
    if (ts.isIdentifier(node) && (node.parent as { name?: ts.Node }).name !== node) {
      const own = libraryName(node.text);
      if (own && own !== DEFAULT_IMPORT) names.add(own);
    }
    if (!ts.isImportDeclaration(node)) ts.forEachChild(node, visit);
  };
  visit(file);
  return [...names].sort();
}
