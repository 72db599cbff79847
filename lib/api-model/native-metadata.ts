/**
 * The keys the native code puts into the common metadata payload
 * (`Event.MetadataCommonReceived`), read from a package's Android and iOS
 * sources, and the rows of a reference page's `AudioCommonMetadata` table that
 * contradict them. The type declarations alone cannot catch these: from 4.0
 * on they declare `albumTitle`, which neither platform sends (both send
 * `albumName`), and `trackNumber` as a string, which Android sends as a number.
 */
import { codeSpans, columnIndex, sectionsOf, type DocPage } from './doc-sections';
import type { DriftProblem } from './drift';

export type JsType = 'string' | 'number' | 'boolean';

/** What one platform sends: key → the JavaScript type the value arrives as. */
export interface NativeKeys {
  platform: string;
  keys: Record<string, JsType>;
}

/** The text between the braces of the first block that follows `signature`. */
function bodyAfter(source: string, signature: RegExp, what: string): string {
  const match = signature.exec(source);
  if (!match) throw new Error(`${what}: not found.`);
  const open = source.indexOf('{', match.index + match[0].length);
  if (open < 0) throw new Error(`${what}: no body.`);
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return source.slice(open + 1, i);
  }
  throw new Error(`${what}: the body is not closed.`);
}

function nonEmpty(keys: Record<string, JsType>, what: string): Record<string, JsType> {
  if (Object.keys(keys).length === 0) throw new Error(`${what}: no keys found.`);
  return keys;
}

const KOTLIN_PUT: Record<string, JsType> = {
  String: 'string',
  Int: 'number',
  Long: 'number',
  Float: 'number',
  Double: 'number',
  Boolean: 'boolean',
};

/**
 * Keys of Android's `MetadataAdapter.fromMediaMetadata`, the bundle sent as the
 * common metadata: every `putString("key", …)`, `putInt("key", …)` and so on.
 * @param kotlin the text of `MetadataAdapter.kt`
 */
export function androidCommonMetadataKeys(kotlin: string): Record<string, JsType> {
  const what = 'MetadataAdapter.kt, fun fromMediaMetadata';
  const body = bodyAfter(kotlin, /\bfun\s+fromMediaMetadata\s*\(/, what);
  const keys: Record<string, JsType> = {};
  for (const m of body.matchAll(/(?<![\w.])put(String|Int|Long|Float|Double|Boolean)\(\s*"([^"]+)"/g))
    keys[m[2]!] = KOTLIN_PUT[m[1]!]!;
  return nonEmpty(keys, what);
}

const SWIFT_TYPE: Record<string, JsType> = {
  String: 'string',
  Int: 'number',
  Double: 'number',
  Float: 'number',
  Bool: 'boolean',
};

/**
 * Keys of iOS's `MetadataAdapter.convertToCommonMetadata`: every
 * `dict["key"] = getMetadataItem(…)`, typed by what `getMetadataItem` returns.
 * Keys filled from anything else (the `raw` list) are left out.
 * @param swift the text of `MetadataAdapter.swift`
 */
export function iosCommonMetadataKeys(swift: string): Record<string, JsType> {
  const returns = /func\s+getMetadataItem\s*\([^)]*\)\s*->\s*(\w+)\??/.exec(swift)?.[1];
  const type = returns ? SWIFT_TYPE[returns] : undefined;
  if (!type)
    throw new Error(
      `MetadataAdapter.swift: getMetadataItem returns ${returns ?? 'nothing found'}, which maps to no JavaScript type here.`,
    );
  const what = 'MetadataAdapter.swift, func convertToCommonMetadata';
  const body = bodyAfter(swift, /\bfunc\s+convertToCommonMetadata\s*\(/, what);
  const keys: Record<string, JsType> = {};
  for (const m of body.matchAll(/\w+\["([^"]+)"\]\s*=\s*getMetadataItem\(/g)) keys[m[1]!] = type;
  return nonEmpty(keys, what);
}

/** The JavaScript types a Type cell names: `` `string \| undefined` `` → string, undefined. */
function typesIn(cell: string): string[] {
  return codeSpans(cell).flatMap((span) => span.split('|').map((t) => t.trim()));
}

/**
 * Rows of the page's `AudioCommonMetadata` field table that a reader would
 * take for what arrives, but that the native code contradicts:
 * - a field no platform sends must say in its description, as code, which sent
 *   key carries the value instead (a key of a platform that the table does not
 *   list), or `undefined`;
 * - a field a platform sends as a type its Type cell does not name must name
 *   that type, as code, in its Type cell or description.
 */
export function commonMetadataRowProblems(page: DocPage, sent: readonly NativeKeys[]): DriftProblem[] {
  const section = sectionsOf(page).find((s) => s.heading.plain === 'AudioCommonMetadata');
  const table = section?.tables.find((t) => /^field/i.test(t.headers[0] ?? ''));
  if (!section || !table)
    return [
      {
        file: page.file,
        message: 'has no `AudioCommonMetadata` heading with a field table to compare with the native code.',
      },
    ];
  const typeColumn = columnIndex(table, /^type/i);
  const descriptionColumn = columnIndex(table, /^description/i);
  const rows = table.rows.filter((row) => row.name);
  const listed = new Set(rows.map((row) => row.name!));
  const substitutes = [...new Set(sent.flatMap((p) => Object.keys(p.keys)))].filter((key) => !listed.has(key));
  const problems: DriftProblem[] = [];
  for (const row of rows) {
    const name = row.name!;
    const description = row.cells[descriptionColumn] ?? '';
    const senders = sent.filter((p) => Object.hasOwn(p.keys, name));
    if (senders.length === 0) {
      const accepted = [...substitutes, 'undefined'];
      if (!codeSpans(description).some((span) => accepted.includes(span)))
        problems.push({
          file: page.file,
          line: row.line,
          message:
            `\`${name}\` is never sent by ${sent.map((p) => p.platform).join(' or ')}` +
            (substitutes.length ? ` (they send ${substitutes.map((k) => `\`${k}\``).join(', ')})` : '') +
            `; its description must say what arrives instead, naming ${accepted.map((k) => `\`${k}\``).join(' or ')}.`,
        });
      continue;
    }
    const named = new Set([...typesIn(row.cells[typeColumn] ?? ''), ...typesIn(description)]);
    for (const platform of senders) {
      const type = platform.keys[name]!;
      if (!named.has(type))
        problems.push({
          file: page.file,
          line: row.line,
          message: `\`${name}\` arrives from ${platform.platform} as a ${type}, but its row names no \`${type}\`.`,
        });
    }
  }
  return problems;
}
