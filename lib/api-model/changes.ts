/**
 * What changed in the library's API between versions, computed from the
 * package models only: entries added, removed and deprecated, and changed
 * signatures. When each change happened, across every release, and what
 * replaces a deprecated entry is lib/api-model/lifecycle.ts.
 */
import type { ApiField, ApiFunction, ApiModel, ApiParam, ApiSignature } from './types';

/** The kinds of API entries, in the order the changes pages group them. */
export const ENTRY_KINDS = ['function', 'event', 'hook', 'constant', 'member', 'object', 'field'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** One documented API entry: `function:getActiveTrack`, `member:State.Ended`, `field:Track.url`. */
export interface ApiEntry {
  key: string;
  kind: EntryKind;
  /** What readers see: `getActiveTrack`, `State.Ended`, `Track.url`. */
  name: string;
  /** The `@deprecated` text, when deprecated. */
  deprecated?: string;
  /** A comparable description of the entry's shape (signature, type, value). */
  shape: string;
}

/** Every entry of a model, by key. */
export function apiEntries(model: ApiModel): Map<string, ApiEntry> {
  const entries = new Map<string, ApiEntry>();
  const add = (kind: EntryKind, name: string, shape: string, deprecated?: string) =>
    entries.set(`${kind}:${name}`, {
      key: `${kind}:${name}`,
      kind,
      name,
      shape,
      ...(deprecated !== undefined ? { deprecated } : {}),
    });
  for (const fn of model.functions) add('function', fn.name, signatureShape(fn), fn.deprecated);
  for (const hook of model.hooks) add('hook', hook.name, signatureShape(hook), hook.deprecated);
  for (const event of model.events)
    add(
      'event',
      event.name,
      JSON.stringify({ value: event.value, payload: event.payload?.map(fieldShape) }),
      event.deprecated,
    );
  for (const en of model.enums) {
    if (en.name === 'Event') continue;
    add('constant', en.name, '', en.deprecated);
    for (const member of en.members)
      add('member', `${en.name}.${member.name}`, JSON.stringify(member.value ?? null), member.deprecated);
  }
  for (const object of model.objects) {
    if (/^Events?PayloadByEvent/.test(object.name)) continue;
    add('object', object.name, '', object.deprecated);
    for (const field of object.fields)
      add('field', `${object.name}.${field.name}`, fieldShape(field), field.deprecated);
  }
  return entries;
}

function fieldShape(field: ApiField): string {
  return `${field.name}${field.optional ? '?' : ''}: ${field.type}`;
}

function signatureShape(fn: ApiFunction): string {
  return fn.signatures
    .map((s) => `(${s.params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ')}) => ${s.returns}`)
    .join(' | ');
}

export type ChangeKind = 'added' | 'removed' | 'deprecated' | 'changed';

export interface ApiChange {
  change: ChangeKind;
  entry: ApiEntry;
  /** For `changed`: what changed, one line each (`parameter \`initialPosition\` added`). */
  details?: string[];
}

function describeSignatureChange(older: ApiSignature | undefined, newer: ApiSignature | undefined): string[] {
  if (!older || !newer) return [];
  const details: string[] = [];
  const max = Math.max(older.params.length, newer.params.length);
  for (let i = 0; i < max; i++) {
    const a = older.params[i];
    const b = newer.params[i];
    // A destructured parameter has no name of its own: call it by its position.
    const label = (p: ApiParam) => (p.pattern ? `#${i + 1}` : `\`${p.name}\``);
    if (a && !b) details.push(`parameter ${label(a)} removed`);
    else if (!a && b) details.push(`parameter ${label(b)} added${b.optional ? ' (optional)' : ''}`);
    else if (a && b) {
      if (a.name !== b.name && !a.pattern && !b.pattern) details.push(`parameter ${label(a)} renamed to ${label(b)}`);
      if (a.optional && !b.optional) details.push(`parameter ${label(b)} made required`);
      if (!a.optional && b.optional) details.push(`parameter ${label(b)} made optional`);
      if (a.type !== b.type) details.push(`parameter ${label(b)} type \`${a.type}\` → \`${b.type}\``);
    }
  }
  if (older.returns !== newer.returns) details.push(`returns \`${older.returns}\` → \`${newer.returns}\``);
  return details;
}

function describeChange(
  kind: EntryKind,
  older: ApiModel,
  newer: ApiModel,
  name: string,
  a: ApiEntry,
  b: ApiEntry,
): string[] {
  if (kind === 'function' || kind === 'hook') {
    const list = kind === 'function' ? 'functions' : 'hooks';
    const fa = older[list].find((f) => f.name === name);
    const fb = newer[list].find((f) => f.name === name);
    const details = describeSignatureChange(fa?.signatures[0], fb?.signatures[0]);
    if (fa && fb && fa.signatures.length !== fb.signatures.length)
      details.push(`${fb.signatures.length} overloads (were ${fa.signatures.length})`);
    return details.length ? details : ['signature changed'];
  }
  if (kind === 'member') return [`value \`${a.shape}\` → \`${b.shape}\``];
  if (kind === 'field')
    return [
      `\`${a.shape.replace(/^[^:]*: /, '')}\` → \`${b.shape.replace(/^[^:]*: /, '')}\`${a.shape.includes('?:') !== b.shape.includes('?:') ? (b.shape.includes('?:') ? ', now optional' : ', now required') : ''}`,
    ];
  if (kind === 'event') {
    const pa = older.events.find((e) => e.name === name)?.payload?.map((f) => f.name) ?? [];
    const pb = newer.events.find((e) => e.name === name)?.payload?.map((f) => f.name) ?? [];
    const details = [
      ...pb.filter((f) => !pa.includes(f)).map((f) => `payload field \`${f}\` added`),
      ...pa.filter((f) => !pb.includes(f)).map((f) => `payload field \`${f}\` removed`),
    ];
    return details.length ? details : ['payload or value changed'];
  }
  return ['changed'];
}

/** Everything that changed from `older` to `newer`, grouped later by entry kind. */
export function diffModels(older: ApiModel, newer: ApiModel): ApiChange[] {
  const a = apiEntries(older);
  const b = apiEntries(newer);
  const changes: ApiChange[] = [];
  for (const [key, entry] of b) {
    const before = a.get(key);
    if (!before) changes.push({ change: 'added', entry });
    // An entry added already deprecated (a field kept for compatibility) is listed under both.
    if (entry.deprecated !== undefined && before?.deprecated === undefined)
      changes.push({ change: 'deprecated', entry });
    if (before && before.shape !== entry.shape)
      changes.push({
        change: 'changed',
        entry,
        details: describeChange(entry.kind, older, newer, entry.name, before, entry),
      });
  }
  for (const [key, entry] of a) if (!b.has(key)) changes.push({ change: 'removed', entry });
  const kindOrder = (e: ApiEntry) => ENTRY_KINDS.indexOf(e.kind);
  return changes.sort((x, y) => kindOrder(x.entry) - kindOrder(y.entry) || x.entry.name.localeCompare(y.entry.name));
}
