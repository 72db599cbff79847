/**
 * The writers' editor (Keystatic), built from the content model: one
 * collection of pages and one of sidebar categories per version of the
 * manifest (lib/cms/cms-model.ts), their fields from the front-matter
 * definitions the content check enforces (lib/content/front-matter-fields.ts), and the
 * content elements pages use (tabs, admonitions) as editable blocks. Nothing
 * here lists a version or a field: a new one appears in the editor by itself.
 *
 * Served by `npm run dev` (local storage, app/keystatic/) and `npm run cms`
 * (GitHub storage), never by the static export.
 */
import { config, fields, type Collection, type ComponentSchema, type Config } from '@keystatic/core';
import { wrapper } from '@keystatic/core/content-components';
import { ADMONITION_TITLES } from './lib/content/admonitions';
import { CATEGORY_FIELDS, DOC_FIELDS } from './lib/content/front-matter-fields';
import { cmsFields, cmsVersions, PAGE_EXTENSION, type CmsField } from './lib/cms/cms-model';
import type { VersionManifest } from './lib/versions/version-manifest';
import type { CmsStorage } from './lib/cms/cms-storage';
import { AdmonitionView, TabItemView } from './components/cms/block-views';

export interface CmsInput {
  /** The active source's version list (its `versions.json`). */
  manifest: VersionManifest;
  storage: CmsStorage;
  /** GitHub storage only: the folder of the repository holding `docs/` and `versions.json`. */
  pathPrefix?: string;
}

/** The elements a page may contain beside Markdown, as the site renders them (components/mdx/). */
export const contentComponents = {
  Admonition: wrapper({
    label: 'Admonition',
    description: 'A call-out box: note, tip, info, warning, danger or caution.',
    schema: {
      type: fields.select({
        label: 'Kind',
        options: Object.entries(ADMONITION_TITLES).map(([value, label]) => ({ value, label })),
        defaultValue: 'note',
      }),
      title: fields.text({ label: 'Title', description: 'Leave empty for the kind’s own title (“Note”).' }),
    },
    ContentView: AdmonitionView,
  }),
  Tabs: wrapper({
    label: 'Tabs',
    description: 'Tabs holding one Tab block each; tabs with the same group switch together.',
    schema: {
      groupId: fields.text({ label: 'Group', description: 'Tabs with the same group share the reader’s choice.' }),
    },
  }),
  TabItem: wrapper({
    label: 'Tab',
    description: 'One tab of a Tabs block.',
    schema: {
      value: fields.text({ label: 'Value', validation: { isRequired: true } }),
      label: fields.text({ label: 'Label', description: 'Shown on the tab; defaults to the value.' }),
      default: fields.checkbox({ label: 'Selected first' }),
    },
    ContentView: TabItemView,
  }),
};

function formField(field: CmsField) {
  const common = { label: field.label, description: field.description };
  switch (field.kind) {
    case 'number':
      return fields.number({ ...common, validation: { isRequired: field.required } });
    case 'checkbox':
      return fields.checkbox({ ...common, defaultValue: field.defaultValue ?? false });
    case 'text':
      return fields.text({ ...common, validation: { isRequired: field.required } });
  }
}

/** A definition table as Keystatic fields; `slugField` becomes the field that also names the file. */
function schemaOf(
  table: Parameters<typeof cmsFields>[0],
  slugField: string,
  slugLabel: string,
  slugHelp: string,
): Record<string, ComponentSchema> {
  return Object.fromEntries(
    cmsFields(table).map((field) => [
      field.name,
      field.name === slugField
        ? fields.slug({
            name: { label: field.label, description: field.description, validation: { isRequired: true } },
            slug: { label: slugLabel, description: slugHelp },
          })
        : formField(field),
    ]),
  );
}

/** The editor's configuration for a version manifest and a storage. */
export function keystaticConfig({ manifest, storage, pathPrefix }: CmsInput): Config {
  const versions = cmsVersions(manifest);
  type AnyCollection = Collection<Record<string, ComponentSchema>, string>;
  const collections: Record<string, AnyCollection> = Object.fromEntries(
    versions.flatMap((v): [string, AnyCollection][] => [
      [
        v.docsKey,
        {
          label: `Pages · ${v.label}`,
          path: v.docsPath,
          slugField: 'title',
          format: { contentField: 'body' },
          entryLayout: 'content',
          columns: ['title', 'sidebar_position'],
          schema: {
            ...schemaOf(
              DOC_FIELDS,
              'title',
              'File',
              `Path under docs/${v.name}/ without “.md”; it is also the page’s URL (api/events → …/api/events).`,
            ),
            body: fields.mdx({ label: 'Content', extension: PAGE_EXTENSION, components: contentComponents }),
          },
        },
      ],
      [
        v.categoriesKey,
        {
          label: `Sidebar categories · ${v.label}`,
          path: v.categoriesPath,
          slugField: 'label',
          format: { data: 'json' },
          columns: ['label', 'position'],
          schema: schemaOf(
            CATEGORY_FIELDS,
            'label',
            'Folder',
            `Folder under docs/${v.name}/ whose pages the category groups (api, api/functions).`,
          ),
        },
      ],
    ]),
  );
  return config({
    storage: storage.kind === 'github' ? { ...storage, ...(pathPrefix ? { pathPrefix } : {}) } : { kind: 'local' },
    ui: {
      brand: { name: 'RNTP docs' },
      navigation: Object.fromEntries(versions.map((v) => [v.label, [v.docsKey, v.categoriesKey]])),
    },
    collections,
  });
}
