/**
 * Opening and saving an entry the way the editor does, without a browser: the
 * collection's own fields parse the file (js-yaml front matter, Keystatic's
 * MDX parser for the body) and serialize it back (each field's serializer, the
 * front matter dumped by js-yaml in schema order, the body by Keystatic's MDX
 * serializer). `test/content/cms-round-trip.test.ts` holds every page to
 * "saving unchanged changes no byte"; `scripts/cms-normalize.ts` wrote the
 * pages in this form once.
 *
 * The fields come with the config handed in: their MDX parser and serializer
 * exist only in Keystatic's browser build (its Node build has stubs), which
 * the caller loads (vitest.config.ts, scripts/lib/keystatic-browser-build.mjs).
 */
import { dump, load } from 'js-yaml';

/** The part of a Keystatic field this needs (`fields.*` of @keystatic/core). */
interface FieldLike {
  kind: string;
  formKind?: string;
  parse(
    value: unknown,
    args: {
      slug?: string;
      content?: Uint8Array;
      other: Map<string, Uint8Array>;
      external: Map<string, Map<string, Uint8Array>>;
    },
  ): unknown;
  serialize(value: unknown, args?: { slug?: string }): { value?: unknown; content?: Uint8Array };
  serializeWithSlug?(value: unknown): { value: unknown; slug: string };
  validate?(value: unknown, args?: unknown): unknown;
}

/** The part of a Keystatic collection this needs. */
export interface CollectionLike {
  slugField: string;
  format?: unknown;
  schema: Record<string, unknown>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const FRONT_MATTER = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/;

function contentFieldOf(collection: CollectionLike): string | undefined {
  const format = collection.format;
  if (typeof format === 'object' && format !== null && 'contentField' in format) {
    const field = (format as { contentField: string | string[] }).contentField;
    return Array.isArray(field) ? field.join('.') : field;
  }
  return undefined;
}

/** The entry's fields as the editor holds them once the file is open. */
export function openEntry(collection: CollectionLike, slug: string, text: string): Record<string, unknown> {
  const contentField = contentFieldOf(collection);
  let data: Record<string, unknown>;
  let body = '';
  if (contentField) {
    const match = text.match(FRONT_MATTER);
    data = (match ? load(match[1] ?? '') : {}) as Record<string, unknown>;
    body = match ? text.slice(match[0].length) : text;
  } else {
    data = JSON.parse(text) as Record<string, unknown>;
  }
  const state: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(collection.schema)) {
    const field = raw as FieldLike;
    const empty = { other: new Map<string, Uint8Array>(), external: new Map<string, Map<string, Uint8Array>>() };
    if (name === contentField) {
      state[name] = field.parse(undefined, { ...empty, content: encoder.encode(body), slug });
    } else if (name === collection.slugField) {
      state[name] = field.parse(data[name], { ...empty, slug });
    } else {
      state[name] = field.parse(data[name], { ...empty });
    }
  }
  return state;
}

/** The file the editor writes for `state`. */
export function saveEntry(collection: CollectionLike, slug: string, state: Record<string, unknown>): string {
  const contentField = contentFieldOf(collection);
  const data: Record<string, unknown> = {};
  let body = '';
  for (const [name, raw] of Object.entries(collection.schema)) {
    const field = raw as FieldLike;
    if (name === contentField) {
      body = decoder.decode(field.serialize(state[name], { slug }).content);
      continue;
    }
    const value =
      name === collection.slugField && field.serializeWithSlug
        ? field.serializeWithSlug(state[name]).value
        : field.serialize(state[name]).value;
    if (value !== undefined) data[name] = value;
  }
  if (!contentField) return `${JSON.stringify(data, null, 2)}\n`;
  return `---\n${dump(data)}---\n${body}`;
}

/** Open and save without an edit: the text the editor would write back. */
export function roundTrip(collection: CollectionLike, slug: string, text: string): string {
  return saveEntry(collection, slug, openEntry(collection, slug, text));
}
