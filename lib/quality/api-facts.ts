/**
 * Reading the library's API facts (test/facts/api-facts.json) into the list of
 * names each doc page must mention, per version.
 */

interface NamedFact {
  name: string;
}
interface ParamFact extends NamedFact {
  fields?: NamedFact[];
}
interface FunctionFact extends NamedFact {
  params?: ParamFact[];
}
interface EventFact extends NamedFact {
  payload?: NamedFact[] | null;
}
interface HookFact extends NamedFact {
  params?: NamedFact[];
  documented_on?: string;
}
interface ConstantFact {
  doc_id: string;
  export_name?: string;
  members: NamedFact[];
}
interface ObjectPageFact {
  doc_id: string;
  objects: (NamedFact & { fields?: NamedFact[] })[];
}

/** The parts of api-facts.json the checks read. */
export interface ApiFacts {
  functions: Record<string, Record<string, FunctionFact[]>>;
  events: Record<string, EventFact[]>;
  hooks: Record<string, HookFact[]>;
  constants: Record<string, Record<string, ConstantFact | unknown>>;
  objects: Record<string, Record<string, ObjectPageFact>>;
}

/** One name that must appear on one page. */
export interface RequiredMention {
  docId: string;
  kind:
    | 'function'
    | 'parameter'
    | 'event'
    | 'payload field'
    | 'hook'
    | 'hook parameter'
    | 'constant member'
    | 'object'
    | 'object field';
  name: string;
  /** Where the name comes from, for messages: `seekTo`, `PlaybackState`, `Track`. */
  owner: string;
}

/** Strip decorations the facts sometimes add to names: `getState (deprecated)` → `getState`. */
export function cleanName(name: string): string {
  return name.replace(/\s*\(.*\)\s*$/, '').trim();
}

function isConstantFact(value: unknown): value is ConstantFact {
  return typeof value === 'object' && value !== null && 'doc_id' in value && 'members' in value;
}

/** Every name the facts say a version's pages must mention, with the page it belongs on. */
export function requiredMentions(facts: ApiFacts, version: string): RequiredMention[] {
  const out: RequiredMention[] = [];
  const add = (docId: string, kind: RequiredMention['kind'], name: string, owner: string) => {
    const clean = cleanName(name);
    if (clean) out.push({ docId, kind, name: clean, owner: cleanName(owner) });
  };
  for (const [group, functions] of Object.entries(facts.functions[version] ?? {})) {
    const docId = `api/functions/${group}`;
    for (const fn of functions) {
      add(docId, 'function', fn.name, fn.name);
      for (const param of fn.params ?? []) {
        add(docId, 'parameter', param.name, fn.name);
        for (const field of param.fields ?? []) add(docId, 'parameter', field.name, fn.name);
      }
    }
  }
  for (const event of facts.events[version] ?? []) {
    add('api/events', 'event', event.name, event.name);
    for (const field of event.payload ?? []) add('api/events', 'payload field', field.name, event.name);
  }
  for (const hook of facts.hooks[version] ?? []) {
    const docId = (hook.documented_on ?? 'api/hooks').split(' ')[0]!;
    add(docId, 'hook', hook.name, hook.name);
    for (const param of hook.params ?? []) add(docId, 'hook parameter', param.name, hook.name);
  }
  for (const constant of Object.values(facts.constants[version] ?? {})) {
    if (!isConstantFact(constant)) continue;
    for (const member of constant.members)
      add(constant.doc_id, 'constant member', member.name, constant.export_name ?? constant.doc_id);
  }
  for (const page of Object.values(facts.objects[version] ?? {})) {
    for (const object of page.objects) {
      add(page.doc_id, 'object', object.name, object.name);
      for (const field of object.fields ?? []) add(page.doc_id, 'object field', field.name, object.name);
    }
  }
  return out;
}

/** Whether `name` stands in the text as a whole word (not inside a longer identifier). */
export function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_])${escaped}($|[^A-Za-z0-9_])`).test(text);
}

/** The required mentions a set of pages lacks. `pages` maps doc id to page text. */
export function missingMentions(
  required: readonly RequiredMention[],
  pages: ReadonlyMap<string, string>,
): RequiredMention[] {
  return required.filter((r) => !mentions(pages.get(r.docId) ?? '', r.name));
}

/**
 * The API names (functions, events, hooks, objects, qualified constant
 * members like `State.Connecting`) that exist in a version.
 */
export function apiNames(facts: ApiFacts, version: string): Set<string> {
  const names = new Set<string>();
  for (const functions of Object.values(facts.functions[version] ?? {}))
    for (const fn of functions) names.add(cleanName(fn.name));
  for (const event of facts.events[version] ?? []) names.add(cleanName(event.name));
  for (const hook of facts.hooks[version] ?? []) names.add(cleanName(hook.name));
  for (const page of Object.values(facts.objects[version] ?? {}))
    for (const object of page.objects) names.add(cleanName(object.name));
  for (const constant of Object.values(facts.constants[version] ?? {})) {
    if (!isConstantFact(constant) || !constant.export_name) continue;
    names.add(constant.export_name);
    for (const member of constant.members) names.add(`${constant.export_name}.${cleanName(member.name)}`);
  }
  return names;
}

/** Every identifier-like token anywhere in a version's facts (names, types, signatures). */
function ownTokens(facts: ApiFacts, version: string): Set<string> {
  const sections = [facts.functions, facts.events, facts.hooks, facts.constants, facts.objects].map((s) => s[version]);
  const text = JSON.stringify(sections);
  const tokens = new Set(apiNames(facts, version));
  for (const match of text.matchAll(/[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?/g)) {
    tokens.add(match[0]);
    if (match[1]) tokens.add(match[0].split('.')[0]!);
  }
  return tokens;
}

/** Names some other version has and this one does not mention anywhere in its facts. */
export function foreignNames(facts: ApiFacts, version: string, versions: readonly string[]): Set<string> {
  const own = ownTokens(facts, version);
  const foreign = new Set<string>();
  for (const other of versions) {
    if (other === version) continue;
    for (const name of apiNames(facts, other)) if (!own.has(name)) foreign.add(name);
  }
  return foreign;
}
