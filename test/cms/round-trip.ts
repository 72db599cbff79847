/**
 * Opening and saving an entry the way the editor does, without a browser: the
 * collection's own fields parse the file (js-yaml front matter, Keystatic's
 * MDX parser for the body) and serialize it back (each field's serializer, the
 * front matter dumped by js-yaml in schema order, the body by Keystatic's MDX
 * serializer), through the field types Keystatic exports.
 * `test/content/cms-round-trip.test.ts` holds every page to "saving unchanged
 * changes no byte".
 *
 * The MDX field's parser and serializer exist only in Keystatic's browser
 * build (its Node build has stubs), which vitest.config.ts loads.
 */
import type { Collection, ComponentSchema } from '@keystatic/core';
import { dump, load } from 'js-yaml';

export type AnyCollection = Collection<Record<string, ComponentSchema>, string>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const FRONT_MATTER = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/;
/** Files stored apart from an entry, by folder (a version's `img/<page>/`) and name: its pictures. */
export type EntryFiles = ReadonlyMap<string, ReadonlyMap<string, Uint8Array>>;

/** A field of the collection, which are all form fields here. */
function formField(collection: AnyCollection, name: string) {
  const field = collection.schema[name]!;
  if (field.kind !== 'form') throw new Error(`The editor's field "${name}" is not a form field.`);
  return field;
}

/** The field holding the body, for a collection of pages. */
function contentFieldOf(collection: AnyCollection): string | undefined {
  const format = collection.format;
  return typeof format === 'object' && typeof format.contentField === 'string' ? format.contentField : undefined;
}

/** The entry's fields as the editor holds them once the file is open, with its pictures (`files`). */
export function openEntry(
  collection: AnyCollection,
  slug: string,
  text: string,
  files: EntryFiles = new Map(),
): Record<string, unknown> {
  const body = contentFieldOf(collection);
  const match = body ? FRONT_MATTER.exec(text) : null;
  const data = (body ? (match ? load(match[1] ?? '') : {}) : JSON.parse(text)) as Record<string, never>;
  const content = encoder.encode(match ? text.slice(match[0].length) : text);
  return Object.fromEntries(
    Object.keys(collection.schema).map((name) => {
      const field = formField(collection, name);
      if (field.formKind === 'content')
        return [name, field.parse(undefined, { other: new Map(), external: files, content, slug })];
      // Text fields are slug fields too: only the collection's own takes the entry's slug.
      if (field.formKind === 'slug')
        return [name, field.parse(data[name], name === collection.slugField ? { slug } : undefined)];
      if (field.formKind === undefined) return [name, field.parse(data[name])];
      throw new Error(`The editor's field "${name}" stores files, which this round trip does not open.`);
    }),
  );
}

/** The file the editor writes for `state`; the pictures it writes beside go into `files` when given. */
export function saveEntry(
  collection: AnyCollection,
  slug: string,
  state: Record<string, unknown>,
  files?: Map<string, ReadonlyMap<string, Uint8Array>>,
): string {
  const data: Record<string, unknown> = {};
  let body = '';
  for (const name of Object.keys(collection.schema)) {
    const field = formField(collection, name);
    const value = state[name] as never;
    if (field.formKind === 'content') {
      const out = field.serialize(value, { slug });
      body = decoder.decode(out.content);
      for (const [folder, named] of out.external) files?.set(folder, named);
    } else if (field.formKind === 'slug' && name === collection.slugField)
      data[name] = field.serializeWithSlug(value).value;
    else if (field.formKind === 'slug' || field.formKind === undefined) data[name] = field.serialize(value).value;
    if (data[name] === undefined) delete data[name];
  }
  return contentFieldOf(collection) ? `---\n${dump(data)}---\n${body}` : `${JSON.stringify(data, null, 2)}\n`;
}

/** Open and save without an edit: the text the editor would write back. */
export function roundTrip(collection: AnyCollection, slug: string, text: string, files?: EntryFiles): string {
  return saveEntry(collection, slug, openEntry(collection, slug, text, files));
}
