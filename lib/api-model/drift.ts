/**
 * API drift between a version's docs and its package, both ways: every
 * exported function, event, hook, enum member and object field is documented
 * where the conventions say (see WRITING.md, "API reference conventions"), and
 * every API name the reference pages present exists in the package, with
 * parameter names, optionality and `@default` values that agree.
 */
import { codeSpans, columnIndex, sectionsOf, type DocPage, type DocSection, type DocTable } from './doc-sections';
import type { ApiField, ApiFunction, ApiModel, ApiParam, ApiSignature } from './types';

export type ApiKind = 'function' | 'event' | 'hook' | 'enum' | 'object' | 'export';

/** An export the docs deliberately leave out, with the reason. */
export interface ApiException {
  kind: ApiKind;
  name: string;
  reason: string;
}

export interface DriftProblem {
  file: string;
  line?: number;
  message: string;
}

export interface DriftOptions {
  /** Where messages point when a whole section is missing (`content/docs/4.1`). */
  versionDir: string;
  exceptions?: readonly ApiException[];
  /** Name of the events enum. */
  eventEnumName?: string;
}

/** What the drift check found documented, for coverage figures. */
export interface DriftCoverage {
  exported: number;
  documented: number;
}

const IDENT = /^[A-Za-z_$][\w$]*$/;
const CALL = /^([A-Za-z_$][\w$]*)\s*\(/;

function label(model: ApiModel): string {
  return model.package.name ? `${model.package.name}@${model.package.version}` : 'the package';
}

/** `'music'`, `"music"`, `` `music` `` and `music` compare equal; so do `2.5` and `2.50`. */
export function normaliseValue(value: string): string {
  const text = value
    .trim()
    .replace(/^`|`$/g, '')
    .replace(/^['"]|['"]$/g, '')
    .replace(/\s+/g, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? String(Number(text)) : text;
}

/** Whether a docs cell states `expected` as a value (one of its code spans, or its whole text). */
function cellStates(cell: string, expected: string): boolean {
  const want = normaliseValue(expected);
  const spans = codeSpans(cell);
  if (spans.some((span) => normaliseValue(span) === want)) return true;
  return spans.length === 0 && normaliseValue(cell.split(/[\s(]/)[0] ?? '') === want;
}

export interface NamedSection {
  page: DocPage;
  section?: DocSection;
}

function sectionTables(found: NamedSection): DocTable[] {
  return found.section ? found.section.tables : found.page.tables;
}

/** `iOS Category (ios-only)` → `ioscategory`, to match a page title to `IOSCategory`. */
export function looseName(text: string): string {
  return text
    .replace(/\([^)]*\)/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}

/**
 * Where a type or enum is documented: a constants or objects page whose title
 * reads as its name (`iOS Category (ios-only)` for `IOSCategory`), else a
 * heading on a reference page (not the events page, whose headings are
 * events) that reads exactly `name` or whose first code span is `name`: an
 * options type may sit under the function that takes it.
 */
export function findSymbolSection(pages: readonly DocPage[], name: string): NamedSection | undefined {
  const loose = looseName(name);
  for (const page of pages)
    if (/^api\/(constants|objects)\//.test(page.docId) && looseName(page.title) === loose) return { page };
  for (const page of pages) {
    if (page.docId === 'api/events') continue;
    const section = sectionsOf(page).find((s) => s.heading.plain === name || s.heading.code === name);
    if (section) return { page, section };
  }
  return undefined;
}

function rowsOf(tables: readonly DocTable[], header: RegExp) {
  return tables
    .filter((t) => header.test((t.headers[0] ?? '').replace(/`/g, '').trim()))
    .flatMap((t) => t.rows.map((row) => ({ row, table: t })));
}

function checkParams(
  fn: ApiFunction,
  section: DocSection,
  page: DocPage,
  model: ApiModel,
  problems: DriftProblem[],
): void {
  const table = section.tables.find((t) => /^param/i.test(t.headers[0] ?? ''));
  const anyParams = fn.signatures.some((s) => s.params.length > 0);
  if (!table) {
    if (anyParams)
      problems.push({
        file: page.file,
        line: section.heading.line,
        message: `\`${fn.name}\` takes parameters (${describeSignatures(fn.signatures)}) but its section has no table whose first header is "Parameter".`,
      });
    return;
  }
  const rows = table.rows.filter((r) => r.name && !r.name.includes('.'));
  const docNames = rows.map((r) => r.name!.replace(/\?$/, ''));
  const matches = (sig: ApiSignature) => {
    if (sig.params.length !== docNames.length) return false;
    return sig.params.every((p, i) => p.pattern || p.name === docNames[i]);
  };
  const signature = fn.signatures.find(matches);
  if (!signature) {
    problems.push({
      file: page.file,
      line: table.line,
      message: `parameters of \`${fn.name}\` are documented as (${docNames.join(', ')}); ${label(model)} declares (${describeSignatures(fn.signatures)}).`,
    });
    return;
  }
  const required = columnIndex(table, /^required/i);
  const defaults = columnIndex(table, /^default/i);
  rows.forEach((row, index) => {
    const param = signature.params[index]!;
    if (required >= 0) {
      const cell = row.cells[required] ?? '';
      const saysRequired = /^yes/i.test(cell);
      const saysOptional = /^no/i.test(cell);
      if ((saysRequired && param.optional) || (saysOptional && !param.optional) || (!saysRequired && !saysOptional))
        problems.push({
          file: page.file,
          line: row.line,
          message: `\`${fn.name}\` parameter \`${row.name}\` is ${param.optional ? 'optional' : 'required'} in ${label(model)}; the Required column says "${cell}".`,
        });
    }
    checkDefault(
      param,
      row.cells,
      defaults,
      required,
      page,
      row.line,
      `\`${fn.name}\` parameter \`${row.name}\``,
      model,
      problems,
    );
  });
}

function checkDefault(
  item: ApiParam | ApiField,
  cells: readonly string[],
  defaultsColumn: number,
  requiredColumn: number,
  page: DocPage,
  line: number,
  what: string,
  model: ApiModel,
  problems: DriftProblem[],
): void {
  if (item.default === undefined) return;
  const fromRequired = requiredColumn >= 0 ? /default\s+(`[^`]+`)/i.exec(cells[requiredColumn] ?? '')?.[1] : undefined;
  const cell = defaultsColumn >= 0 ? (cells[defaultsColumn] ?? '') : (fromRequired ?? '');
  if (!cell.trim()) {
    if (defaultsColumn >= 0)
      problems.push({
        file: page.file,
        line,
        message: `${what} has \`@default ${item.default}\` in ${label(model)}; the docs give no default.`,
      });
    return;
  }
  if (!cellStates(cell, item.default))
    problems.push({
      file: page.file,
      line,
      message: `${what}: ${label(model)} says \`@default ${item.default}\`; the docs say "${cell}".`,
    });
}

function describeSignatures(signatures: readonly ApiSignature[]): string {
  return signatures.map((s) => s.params.map((p) => `${p.name}${p.optional ? '?' : ''}`).join(', ')).join(' | ');
}

function checkFields(
  what: string,
  fields: readonly ApiField[],
  tables: readonly DocTable[],
  page: DocPage,
  line: number | undefined,
  model: ApiModel,
  problems: DriftProblem[],
): void {
  const rows = rowsOf(tables, /^(field|property)/i).filter(
    ({ row }) => row.name && IDENT.test(row.name.replace(/\?$/, '')),
  );
  const documented = new Set(rows.map(({ row }) => row.name!.replace(/\?$/, '')));
  const known = new Map(fields.map((f) => [f.name, f]));
  for (const field of fields)
    if (!documented.has(field.name))
      problems.push({
        file: page.file,
        line,
        message: `${what}: field \`${field.name}\` (${field.type}) is not in its table.`,
      });
  for (const { row, table } of rows) {
    const name = row.name!.replace(/\?$/, '');
    const field = known.get(name);
    if (!field) {
      problems.push({
        file: page.file,
        line: row.line,
        message: `${what}: \`${name}\` is not a field in ${label(model)}.`,
      });
      continue;
    }
    checkDefault(
      field,
      row.cells,
      columnIndex(table, /^default/i),
      -1,
      page,
      row.line,
      `${what} field \`${name}\``,
      model,
      problems,
    );
  }
}

/** Compare a version's reference pages with its API model. */
export function checkDrift(model: ApiModel, pages: readonly DocPage[], options: DriftOptions): DriftProblem[] {
  const problems: DriftProblem[] = [];
  const excepted = (kind: ApiKind, name: string) =>
    (options.exceptions ?? []).some((e) => e.kind === kind && e.name === name);
  const eventEnum = options.eventEnumName ?? 'Event';
  const apiPages = pages.filter((p) => p.docId.startsWith('api/'));
  const where = (sub: string) => `${options.versionDir}/${sub}`;

  // Functions: headings on api/functions/* whose first code span is a call.
  const functionPages = apiPages.filter((p) => p.docId.startsWith('api/functions/'));
  const fnSections = new Map<string, { page: DocPage; section: DocSection }>();
  for (const page of functionPages)
    for (const section of sectionsOf(page)) {
      const name = CALL.exec(section.heading.code ?? '')?.[1];
      if (!name) continue;
      if (!model.functions.some((f) => f.name === name))
        problems.push({
          file: page.file,
          line: section.heading.line,
          message: `documents \`${name}()\`, which ${label(model)} does not export.`,
        });
      else if (!fnSections.has(name)) fnSections.set(name, { page, section });
    }
  for (const fn of model.functions) {
    if (excepted('function', fn.name)) continue;
    const found = fnSections.get(fn.name);
    if (!found) {
      problems.push({
        file: where('api/functions/'),
        message: `\`${fn.name}\` is exported by ${label(model)} but no api/functions page has a heading for it.`,
      });
      continue;
    }
    checkParams(fn, found.section, found.page, model, problems);
  }

  // Events: headings on api/events whose first code span is a PascalCase name.
  const eventsPage = apiPages.find((p) => p.docId === 'api/events');
  const eventSections = new Map<string, DocSection>();
  if (eventsPage)
    for (const section of sectionsOf(eventsPage)) {
      const code = section.heading.code;
      if (!code || !/^[A-Z][\w]*$/.test(code) || section.heading.level < 2) continue;
      if (!model.events.some((e) => e.name === code))
        problems.push({
          file: eventsPage.file,
          line: section.heading.line,
          message: `documents the event \`${code}\`, which is not a member of \`${eventEnum}\` in ${label(model)}.`,
        });
      else if (!eventSections.has(code)) eventSections.set(code, section);
    }
  for (const event of model.events) {
    if (excepted('event', event.name)) continue;
    const section = eventSections.get(event.name);
    if (!section || !eventsPage) {
      problems.push({
        file: where('api/events.md'),
        message: `the event \`${event.name}\` is in \`${eventEnum}\` of ${label(model)} but has no heading on this page.`,
      });
      continue;
    }
    if (event.payload === undefined) continue;
    const tables = section.tables.filter((t) => /^(field|property)/i.test(t.headers[0] ?? ''));
    if (!event.payload.length) {
      if (tables.length)
        problems.push({
          file: eventsPage.file,
          line: tables[0]!.line,
          message: `\`${event.name}\` has no payload in ${label(model)}, but its section has a field table.`,
        });
      continue;
    }
    checkFields(
      `event \`${event.name}\``,
      event.payload,
      tables.slice(0, 1),
      eventsPage,
      section.heading.line,
      model,
      problems,
    );
  }

  // Hooks.
  const hooksPage = apiPages.find((p) => p.docId === 'api/hooks');
  const hookSections = new Map<string, DocSection>();
  if (hooksPage)
    for (const section of sectionsOf(hooksPage)) {
      const name = /^(use[A-Z][\w]*)/.exec(section.heading.code ?? '')?.[1];
      if (!name) continue;
      if (!model.hooks.some((h) => h.name === name))
        problems.push({
          file: hooksPage.file,
          line: section.heading.line,
          message: `documents the hook \`${name}\`, which ${label(model)} does not export.`,
        });
      else if (!hookSections.has(name)) hookSections.set(name, section);
    }
  for (const hook of model.hooks) {
    if (excepted('hook', hook.name)) continue;
    const section = hookSections.get(hook.name);
    if (!section || !hooksPage) {
      problems.push({
        file: where('api/hooks.md'),
        message: `the hook \`${hook.name}\` is exported by ${label(model)} but has no heading on this page.`,
      });
      continue;
    }
    if (section.tables.some((t) => /^param/i.test(t.headers[0] ?? '')))
      checkParams(hook, section, hooksPage, model, problems);
  }

  // Enums (the events enum is covered by the events page).
  for (const en of model.enums) {
    if (en.name === eventEnum || excepted('enum', en.name)) continue;
    const found = findSymbolSection(apiPages, en.name);
    if (!found) {
      problems.push({
        file: where('api/constants/'),
        message: `the enum \`${en.name}\` is exported by ${label(model)} but no api page is titled \`${en.name}\` or has a heading reading \`${en.name}\`.`,
      });
      continue;
    }
    const rows = rowsOf(sectionTables(found), /^member/i).filter(({ row }) => row.name);
    const documented = new Set(rows.map(({ row }) => row.name!.replace(new RegExp(`^${en.name}\\.`), '')));
    const line = found.section?.heading.line;
    for (const member of en.members)
      if (!documented.has(member.name))
        problems.push({
          file: found.page.file,
          line,
          message: `\`${en.name}.${member.name}\` is not in the members table.`,
        });
    for (const { row } of rows) {
      const name = row.name!.replace(new RegExp(`^${en.name}\\.`), '');
      if (!en.members.some((m) => m.name === name))
        problems.push({
          file: found.page.file,
          line: row.line,
          message: `\`${en.name}.${name}\` is not a member in ${label(model)}.`,
        });
    }
  }

  // Object types: their own section, or (payload types) the events page.
  const payloadTypes = new Set(model.events.map((e) => e.payloadType).filter((t): t is string => !!t));
  for (const object of model.objects) {
    if (excepted('object', object.name)) continue;
    const found = findSymbolSection(apiPages, object.name);
    if (!found) {
      if (payloadTypes.has(object.name)) continue;
      problems.push({
        file: where('api/objects/'),
        message: `the type \`${object.name}\` is exported by ${label(model)} but no api page is titled \`${object.name}\` or has a heading reading \`${object.name}\`.`,
      });
      continue;
    }
    checkFields(
      `\`${object.name}\``,
      object.fields,
      sectionTables(found),
      found.page,
      found.section?.heading.line,
      model,
      problems,
    );
  }

  // Every other named export (a helper function like `isPlaying`, a type alias
  // like `ResourceObject`): a heading under api/ whose first code span (or, without
  // one, whose text) starts with it.
  const covered = new Set([
    'default',
    ...model.functions.map((f) => f.name),
    ...model.hooks.map((h) => h.name),
    ...model.enums.map((e) => e.name),
    ...model.objects.map((o) => o.name),
  ]);
  for (const name of model.exports) {
    if (covered.has(name) || excepted('export', name)) continue;
    const documented = apiPages.some(
      (page) =>
        page.docId !== 'api/events' && page.headings.some((h) => new RegExp(`^${name}\\b`).test(h.code ?? h.plain)),
    );
    if (!documented)
      problems.push({
        file: where('api/'),
        message: `\`${name}\` is exported by ${label(model)} but no reference heading names it (e.g. \`\`## \`${name}\` \`\`).`,
      });
  }

  // Reference pages about a symbol must be about one this version exports.
  const exported = new Set([...model.exports, ...model.objects.map((o) => o.name)].map(looseName));
  for (const page of apiPages.filter((p) => /^api\/(constants|objects)\//.test(p.docId))) {
    if (exported.has(looseName(page.title))) continue;
    const named = page.headings.some(
      (h) => exported.has(looseName(h.plain)) || (h.code && exported.has(looseName(h.code))),
    );
    if (!named)
      problems.push({
        file: page.file,
        line: 1,
        message: `the page "${page.title}" documents no type or enum that ${label(model)} exports; its title or a heading must name one.`,
      });
  }

  return problems;
}

/** How many exported items have their place in the docs. */
export function driftCoverage(
  model: ApiModel,
  problems: readonly DriftProblem[],
  exceptions: readonly ApiException[] = [],
): DriftCoverage {
  const missing = problems.filter((p) => /is exported by|is in `|has no heading/.test(p.message)).length;
  const exported =
    model.functions.length +
    model.events.length +
    model.hooks.length +
    model.enums.length +
    model.objects.length -
    exceptions.length;
  return { exported, documented: exported - missing };
}
