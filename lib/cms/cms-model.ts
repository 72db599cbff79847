/**
 * What the writers' editor (Keystatic, `keystatic.config.ts`) is made of,
 * derived from the content model instead of written a second time: one
 * collection of pages and one of `_category_.json` records per version of the
 * manifest, their fields from the front-matter definitions the content check
 * enforces (lib/content/doc-fields.ts), and the editor URL of each page.
 * Pure: the manifest and the field definitions are handed in.
 */
import { versionsFromManifest, type VersionManifest } from '../versions/version-manifest';

/** A front-matter field as lib/content/doc-fields.ts declares it. */
export interface FieldDefinition {
  type: 'string' | 'number' | 'boolean';
  required: boolean;
  description: string;
  default?: unknown;
}

/** One field of an editor collection: what Keystatic needs to draw and validate it. */
export interface CmsField {
  /** Front-matter key, as written in the file. */
  name: string;
  kind: 'text' | 'number' | 'checkbox';
  /** Form label: the key in words (`sidebar_position` → "Sidebar position"). */
  label: string;
  /** Help text under the field: the definition's description. */
  description: string;
  required: boolean;
  defaultValue?: boolean;
}

/** One version's two collections, under a navigation section named after the version. */
export interface CmsVersion {
  /** Folder under `docs/` (`next`, `4.1`). */
  name: string;
  /** Navigation section title (`Next`, `4.1`). */
  label: string;
  /** Keystatic collection key of the version's pages. */
  docsKey: string;
  /** Keystatic collection key of the version's sidebar categories. */
  categoriesKey: string;
  /** Collection paths relative to the content folder (Keystatic's glob syntax). */
  docsPath: `${string}/**`;
  categoriesPath: `${string}/**/_category_`;
}

/** The extension every page is saved with: one per collection in Keystatic, `.md` (compiled as MDX all the same). */
export const PAGE_EXTENSION = 'md';

const KIND: Record<FieldDefinition['type'], CmsField['kind']> = {
  string: 'text',
  number: 'number',
  boolean: 'checkbox',
};

/** `sidebar_position` → "Sidebar position". */
export function fieldLabel(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The editor's fields of a definition table, in its order (the order they are written in the front matter). */
export function cmsFields(definitions: Readonly<Record<string, FieldDefinition>>): CmsField[] {
  return Object.entries(definitions).map(([name, def]) => ({
    name,
    kind: KIND[def.type],
    label: fieldLabel(name),
    description: def.description,
    required: def.required,
    ...(def.type === 'boolean' && typeof def.default === 'boolean' ? { defaultValue: def.default } : {}),
  }));
}

export const docsCollectionKey = (version: string) => `docs-${version}`;
export const categoriesCollectionKey = (version: string) => `categories-${version}`;

/** The manifest's versions as editor collections, in the dropdown's order (Next first, then newest to oldest). */
export function cmsVersions(manifest: VersionManifest, source = 'versions.json'): CmsVersion[] {
  return versionsFromManifest(manifest, source).map((v) => ({
    name: v.name,
    label: v.label,
    docsKey: docsCollectionKey(v.name),
    categoriesKey: categoriesCollectionKey(v.name),
    docsPath: `docs/${v.name}/**`,
    categoriesPath: `docs/${v.name}/**/_category_`,
  }));
}

/**
 * The editor page of a doc: `/keystatic/collection/docs-3.2/item/api%2Fevents`
 * for `docs/3.2/api/events.md` (the slug is the file's path under the version
 * folder without its extension, one URL segment).
 */
export function editorUrlOfDoc(basePath: string, version: string, fileDocPath: string): string {
  const slug = fileDocPath.replace(/\.mdx?$/, '');
  return `${basePath}/keystatic/collection/${encodeURIComponent(docsCollectionKey(version))}/item/${encodeURIComponent(slug)}`;
}
