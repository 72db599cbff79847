/**
 * Reading a version's public API from its published type declarations with
 * the TypeScript compiler API: the functions of the default export, the
 * `Event` enum with each event's payload, hooks, enums and object types.
 */
import ts from 'typescript';
import type {
  ApiDocTags,
  ApiEnum,
  ApiEvent,
  ApiField,
  ApiFunction,
  ApiModel,
  ApiObjectType,
  ApiParam,
  ApiSignature,
} from './types';

export interface ExtractOptions {
  /** Package name and version recorded in the model. */
  package?: { name: string; version: string };
  /** Name of the interface or type mapping each event to its payload. */
  payloadMapName?: string;
  /** Name of the events enum. */
  eventEnumName?: string;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  skipLibCheck: true,
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  types: [],
};

/**
 * Declaration files parsed once per process and shared by every package's
 * program: the six packages all load the same TypeScript libs and React Native
 * types, which were parsed again for each (about 1 s of a 4.4 s step). A file is
 * reused only while its text is unchanged.
 */
const parsedFiles = new Map<string, { text: string; file: ts.SourceFile }>();

function sharingHost(): ts.CompilerHost {
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  host.getSourceFile = (fileName, languageVersion, onError) => {
    const text = host.readFile(fileName);
    if (text === undefined) {
      onError?.(`cannot read ${fileName}`);
      return undefined;
    }
    const known = parsedFiles.get(fileName);
    if (known && known.text === text) return known.file;
    const file = ts.createSourceFile(fileName, text, languageVersion, true);
    parsedFiles.set(fileName, { text, file });
    return file;
  };
  return host;
}

function docTags(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): ApiDocTags {
  const out: ApiDocTags = {};
  if (!symbol) return out;
  for (const tag of symbol.getJsDocTags(checker)) {
    const text = ts.displayPartsToString(tag.text).trim();
    if (tag.name === 'default' || tag.name === 'defaultValue') out.default = stripCodeFence(text);
    if (tag.name === 'deprecated') out.deprecated = text.replace(/\s+/g, ' ');
  }
  return out;
}

function stripCodeFence(text: string): string {
  return text.replace(/^`+|`+$/g, '').trim();
}

/** The type as written in the declaration when there is one, else as the checker prints it. */
function declaredType(node: ts.Node | undefined, fallback: () => string): string {
  const typeNode = node && (node as { type?: ts.TypeNode }).type;
  return typeNode ? typeNode.getText().replace(/\s+/g, ' ') : fallback();
}

function paramsOf(signature: ts.Signature, checker: ts.TypeChecker): ApiParam[] {
  return signature.getParameters().map((param) => {
    const decl = param.valueDeclaration as ts.ParameterDeclaration | undefined;
    const optional = decl ? checker.isOptionalParameter(decl) || !!decl.dotDotDotToken : false;
    const pattern = !!decl && !ts.isIdentifier(decl.name);
    return {
      name: pattern ? decl.name.getText().replace(/\s+/g, ' ') : param.getName(),
      ...(pattern ? { pattern } : {}),
      type: declaredType(decl, () => checker.typeToString(checker.getTypeOfSymbol(param))),
      optional,
      ...docTags(param, checker),
    };
  });
}

function signaturesOf(type: ts.Type, checker: ts.TypeChecker): ApiSignature[] {
  return type.getCallSignatures().map((signature) => {
    const decl = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
    return {
      params: paramsOf(signature, checker),
      returns: declaredType(decl, () => checker.typeToString(signature.getReturnType())),
    };
  });
}

function functionOf(name: string, symbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): ApiFunction | undefined {
  const type = checker.getTypeOfSymbolAtLocation(symbol, at);
  const signatures = signaturesOf(type, checker);
  if (!signatures.length) return undefined;
  // Tags sit on the declarations of the function (every overload) or on the variable.
  // A property typed `typeof fn` carries its tags on `fn` itself.
  const target = resolveAlias(symbol, checker);
  const declarations = [...(target.declarations ?? []), ...(type.getSymbol()?.declarations ?? [])];
  const tags = { ...docTags(type.getSymbol(), checker), ...docTags(target, checker) };
  if (tags.deprecated === undefined) {
    for (const decl of declarations) {
      const deprecated = ts.getJSDocDeprecatedTag(decl);
      if (deprecated) tags.deprecated = ts.getTextOfJSDocComment(deprecated.comment)?.trim() ?? '';
    }
  }
  return { name, signatures, ...tags };
}

function resolveAlias(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function fieldsOf(type: ts.Type, checker: ts.TypeChecker, at: ts.Node): ApiField[] {
  const branches = type.isUnion() ? type.types : [type];
  const fields = new Map<string, ApiField & { seen: number }>();
  for (const branch of branches) {
    for (const prop of checker.getPropertiesOfType(branch)) {
      // A property of an intersection (`Track & { url: string | ResourceObject }`) has a declaration in each part
      // that declares it: the type as the package writes it for this type is the last part's, which narrows or
      // widens the earlier ones on purpose.
      const declarations = prop.declarations ?? [];
      const decl =
        declarations.length > 1 ? declarations[declarations.length - 1] : (prop.valueDeclaration ?? declarations[0]);
      const existing = fields.get(prop.getName());
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      if (existing) {
        existing.seen++;
        existing.optional ||= optional;
        continue;
      }
      fields.set(prop.getName(), {
        name: prop.getName(),
        type: declaredType(decl, () => checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, at))),
        optional,
        ...docTags(prop, checker),
        seen: 1,
      });
    }
  }
  return [...fields.values()].map(({ seen, ...field }) => ({
    ...field,
    optional: field.optional || seen < branches.length,
  }));
}

function enumOf(name: string, symbol: ts.Symbol, checker: ts.TypeChecker): ApiEnum {
  const members = (symbol.declarations ?? [])
    .filter(ts.isEnumDeclaration)
    .flatMap((decl) => [...decl.members])
    .map((member) => {
      const memberSymbol = checker.getSymbolAtLocation(member.name);
      // Only a literal initializer is a value the reader can rely on; the
      // others come from native constants at run time.
      const init = member.initializer;
      const value =
        init && (ts.isStringLiteral(init) || ts.isNumericLiteral(init) || ts.isPrefixUnaryExpression(init))
          ? checker.getConstantValue(member)
          : undefined;
      return {
        name: member.name.getText().replace(/^['"]|['"]$/g, ''),
        ...(value !== undefined ? { value } : {}),
        ...docTags(memberSymbol, checker),
      };
    });
  return { name, members, ...docTags(symbol, checker) };
}

/** An object type, or a union or intersection of them (not `number`, not a union of literals). */
function isObjectLike(type: ts.Type): boolean {
  if (type.isUnionOrIntersection()) return type.types.every(isObjectLike);
  return (type.flags & ts.TypeFlags.Object) !== 0;
}

function isObjectTypeDeclaration(symbol: ts.Symbol): boolean {
  return (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) !== 0;
}

/**
 * The public API a package's entry declaration file exports.
 * @param entry path of the package's entry `.d.ts` (its `types` field)
 * @throws when the file cannot be read or exports nothing
 */
export function extractApiModel(entry: string, options: ExtractOptions = {}): ApiModel {
  const program = ts.createProgram({ rootNames: [entry], options: COMPILER_OPTIONS, host: sharingHost() });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`${entry}: cannot read the declaration file.`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry}: the declaration file exports nothing.`);
  const exported = checker.getExportsOfModule(moduleSymbol);

  const functions: ApiFunction[] = [];
  const hooks: ApiFunction[] = [];
  const enums: ApiEnum[] = [];
  const objects: ApiObjectType[] = [];

  const defaultExport = exported.find((s) => s.getName() === 'default');
  if (defaultExport) {
    const type = checker.getTypeOfSymbolAtLocation(resolveAlias(defaultExport, checker), source);
    for (const prop of checker.getPropertiesOfType(type)) {
      const fn = functionOf(prop.getName(), prop, checker, source);
      if (fn) functions.push(fn);
    }
  }

  for (const symbol of exported) {
    const name = symbol.getName();
    if (name === 'default') continue;
    const target = resolveAlias(symbol, checker);
    if (target.flags & ts.SymbolFlags.Enum) {
      enums.push(enumOf(name, target, checker));
    } else if (/^use[A-Z]/.test(name) && target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
      const fn = functionOf(name, target, checker, source);
      if (fn) hooks.push(fn);
    } else if (isObjectTypeDeclaration(target)) {
      const type = checker.getDeclaredTypeOfSymbol(target);
      if (!isObjectLike(type)) continue;
      const fields = fieldsOf(type, checker, source);
      if (fields.length) objects.push({ name, fields, ...docTags(target, checker) });
    }
  }

  const eventEnum = enums.find((e) => e.name === (options.eventEnumName ?? 'Event'));
  const payloadMap = exported.find((s) => s.getName() === (options.payloadMapName ?? 'EventPayloadByEvent'));
  const payloadByValue = new Map<string, { fields: ApiField[]; type: string }>();
  if (payloadMap) {
    const mapType = checker.getDeclaredTypeOfSymbol(resolveAlias(payloadMap, checker));
    for (const prop of checker.getPropertiesOfType(mapType)) {
      const payloadType = checker.getTypeOfSymbolAtLocation(prop, source);
      const fields = payloadType.flags & ts.TypeFlags.Never ? [] : fieldsOf(payloadType, checker, source);
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      payloadByValue.set(prop.getName(), {
        fields,
        type: declaredType(decl, () => checker.typeToString(payloadType)),
      });
    }
  }
  const events: ApiEvent[] = (eventEnum?.members ?? []).map((member) => ({
    name: member.name,
    ...(member.value !== undefined ? { value: member.value } : {}),
    ...(payloadMap ? { payload: payloadByValue.get(String(member.value))?.fields ?? [] } : {}),
    ...(payloadByValue.get(String(member.value))
      ? { payloadType: payloadByValue.get(String(member.value))!.type }
      : {}),
    ...(member.default !== undefined ? { default: member.default } : {}),
    ...(member.deprecated !== undefined ? { deprecated: member.deprecated } : {}),
  }));

  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  return {
    package: options.package ?? { name: '', version: '' },
    functions: functions.sort(byName),
    events,
    hooks: hooks.sort(byName),
    enums: enums.sort(byName),
    objects: objects.sort(byName),
    exports: exported.map((s) => s.getName()).sort(),
  };
}
