/**
 * The writers' editor: Keystatic's configuration, one collection of pages and one of sidebar categories per
 * version record, their fields from the front-matter definitions the content check enforces
 * (lib/content/front-matter-fields.ts), and tabs, admonitions and the "Try it" player as blocks: a new version or field appears in the
 * editor by itself. Served by `npm run dev` (local storage) and `npm run cms` (GitHub storage), never exported.
 */
import { config, fields, type Collection, type ComponentSchema, type Config } from '@keystatic/core';
import { block, wrapper } from '@keystatic/core/content-components';
import { ADMONITION_TITLES } from './lib/content/admonitions';
import { CATEGORY_FIELDS, DOC_FIELDS } from './lib/content/front-matter-fields';
import type { DocsVersion } from './lib/versions/versions';
import type { CmsStorage } from './lib/cms/cms-storage';

export interface CmsInput {
  /** The version records (dropdown order): their names and labels. */
  versions: readonly Pick<DocsVersion, 'name' | 'label'>[];
  storage: CmsStorage;
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
  }),
  Tabs: wrapper({
    label: 'Tabs',
    description: 'Tabs holding one Tab block each; tabs with the same group switch together.',
    schema: {
      groupId: fields.text({ label: 'Group', description: 'Tabs with the same group share the reader’s choice.' }),
    },
  }),
  TryPlayer: block({
    label: 'Try it player',
    description: 'The button that runs this version’s own web player in the page (4.1 and later only).',
    schema: {},
  }),
  TabItem: wrapper({
    label: 'Tab',
    description: 'One tab of a Tabs block.',
    schema: {
      value: fields.text({ label: 'Value', validation: { isRequired: true } }),
      label: fields.text({ label: 'Label', description: 'Shown on the tab; defaults to the value.' }),
      default: fields.checkbox({ label: 'Selected first' }),
    },
  }),
};

/** `sidebar_position` → "Sidebar position". */
export const fieldLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');

/** A front-matter field as lib/content/front-matter-fields.ts declares it. */
type Definition = { type: 'string' | 'number' | 'boolean'; required: boolean; description: string; default?: boolean };
type Definitions = Readonly<Record<string, Definition>>;

/** A definition table as form fields, in its order; `slugField` also names the file (`slug` labels that part). */
function schemaOf(table: Definitions, slugField: string, slug: { label: string; description: string }) {
  return Object.fromEntries(
    Object.entries(table).map(([name, def]) => {
      const common = { label: fieldLabel(name), description: def.description };
      const required = { validation: { isRequired: def.required } };
      // The field that names the file cannot be empty, whatever the front matter allows.
      if (name === slugField)
        return [name, fields.slug({ name: { ...common, validation: { isRequired: true } }, slug })];
      if (def.type === 'number') return [name, fields.number({ ...common, ...required })];
      if (def.type === 'boolean') return [name, fields.checkbox({ ...common, defaultValue: def.default ?? false })];
      return [name, fields.text({ ...common, ...required })];
    }),
  ) as Record<string, ComponentSchema>;
}

/**
 * Keystatic 0.6.9 saves only the first word of a code block's meta (its MDX serializer splits the info string with
 * `split(' ', 2)`): `title="src/sleep timer.ts" nocheck="…"` came back as `title="src/sleep`. Until Keystatic
 * fixes it (report: see ARCHITECTURE.md, "The editor"), the spaces inside each meta are swapped for a private-use
 * character before the body is serialized, and put back in the text it wrote. test/cms/keystatic-config.test.ts
 * fails when Keystatic's own behaviour changes, so this goes when it is no longer needed.
 */
const SPACE = '\uE000';
export function withWholeCodeMeta<F extends ReturnType<typeof fields.mdx>>(field: F): F {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return {
    ...field,
    serialize(state, extra) {
      const tr = state.tr;
      state.doc.descendants((node, pos) => {
        const info = node.type.name === 'code_block' ? node.attrs.language : undefined;
        if (typeof info === 'string' && info.trim().split(' ').length > 2) {
          const [lang, ...meta] = info.split(' ');
          tr.setNodeAttribute(pos, 'language', `${lang} ${meta.join(SPACE)}`);
        }
      });
      const out = field.serialize(tr.docChanged ? state.apply(tr) : state, extra);
      return { ...out, content: out.content && encoder.encode(decoder.decode(out.content).replaceAll(SPACE, ' ')) };
    },
  };
}

/** What Keystatic writes before `<page>/<file>` in a picture's address; the page's relative path in the files. */
const PICTURES = '/__pictures';

/**
 * A picture is stored with its version, in a folder per page (`docs/4.1/img/guides/sleeptimers/shot.png`: a release
 * cut copies it), and the page refers to it by a relative path (`../img/guides/sleeptimers/shot.png`) that the site,
 * GitHub and any Markdown viewer resolve. Keystatic writes one prefix for every page, whatever its depth: this
 * turns it into the page's relative path as the body is saved, and back as it is opened.
 */
export function withPageRelativePictures<F extends ReturnType<typeof fields.mdx>>(field: F): F {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const swap = (bytes: Uint8Array | undefined, slug: string | undefined, toSite: boolean) => {
    if (!bytes || !slug) return bytes;
    const site = `](${'../'.repeat(slug.split('/').length - 1) || './'}img/${slug}/`;
    const keystatic = `](${PICTURES}/${slug}/`;
    const [from, to] = toSite ? [keystatic, site] : [site, keystatic];
    return encoder.encode(decoder.decode(bytes).replaceAll(from, to));
  };
  return {
    ...field,
    parse: (value, args) => field.parse(value, { ...args, content: swap(args.content, args.slug, false) }),
    serialize(state, extra) {
      const out = field.serialize(state, extra);
      return { ...out, content: swap(out.content, extra.slug, true) };
    },
  };
}

/** Where the editor stores a version's pictures, and the fields it asks for (the content check wants the alt text). */
const pictureOptions = (version: string) => ({
  directory: `docs/${version}/img`,
  publicPath: PICTURES,
  schema: {
    alt: fields.text({
      label: 'Alt text',
      description: 'What the picture shows, for readers who cannot see it (“The lock screen with play controls”).',
      validation: { isRequired: true },
    }),
    title: fields.text({ label: 'Caption', description: 'Shown under the picture; leave empty for none.' }),
  },
});

/** The editor's configuration for some versions and a storage. */
export function keystaticConfig({ versions, storage }: CmsInput): Config {
  type AnyCollection = Collection<Record<string, ComponentSchema>, string>;
  const collections: Record<string, AnyCollection> = Object.fromEntries(
    versions.flatMap((v): [string, AnyCollection][] => [
      [
        `docs-${v.name}`,
        {
          label: `Pages · ${v.label}`,
          path: `docs/${v.name}/**`,
          slugField: 'title',
          format: { contentField: 'body' },
          entryLayout: 'content',
          columns: ['title', 'sidebar_position'],
          schema: {
            ...schemaOf(DOC_FIELDS, 'title', {
              label: 'File',
              description: `Path under docs/${v.name}/ without “.md”; it is also the page’s URL (api/events → …/api/events).`,
            }),
            body: withWholeCodeMeta(
              withPageRelativePictures(
                // One extension per collection: every page is `.md` (compiled as MDX all the same).
                fields.mdx({
                  label: 'Content',
                  extension: 'md',
                  components: contentComponents,
                  options: { image: pictureOptions(v.name) },
                }),
              ),
            ),
          },
        },
      ],
      [
        `categories-${v.name}`,
        {
          label: `Sidebar categories · ${v.label}`,
          path: `docs/${v.name}/**/_category_`,
          slugField: 'label',
          format: { data: 'json' },
          columns: ['label', 'position'],
          schema: schemaOf(CATEGORY_FIELDS, 'label', {
            label: 'Folder',
            description: `Folder under docs/${v.name}/ whose pages the category groups (api, api/functions).`,
          }),
        },
      ],
    ]),
  );
  return config({
    storage,
    ui: {
      brand: { name: 'RNTP docs' },
      navigation: Object.fromEntries(versions.map((v) => [v.label, [`docs-${v.name}`, `categories-${v.name}`]])),
    },
    collections,
  });
}
