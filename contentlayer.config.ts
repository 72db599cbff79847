import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypePrettyCode from 'rehype-pretty-code';
import { createHighlighter } from 'shiki';
import { toString } from 'hast-util-to-string';
import type { Element } from 'hast';
import { siteConfig } from './lib/site-config';
import { CATEGORY_FIELDS, DOC_FIELDS, docId, docRouteOf, docTitle, docToc, docVersion } from './lib/content/doc-fields';
import { parseDocFilePath } from './lib/docs/doc-path';
import {
  remarkAdmonitions,
  remarkAssets,
  remarkCodeSetup,
  remarkDocLinks,
  remarkStripTitle,
} from './lib/content/remark-plugins';
import { contentAssetLookup } from './lib/content/assets';
import { outlineFrom, type Outlines } from './lib/content/outlines';
import { codeThemes } from './lib/content/code-options';
import { rehypeCodeHtml } from './lib/content/rehype-code-html';
import { onePassHighlighter } from './lib/content/one-pass-highlighter';
import { versionsFromManifest, type VersionManifest } from './lib/versions/version-manifest';
import { versionPath, type DocsVersion } from './lib/versions/versions';
import { remarkApiBadges } from './lib/content/remark-api-badges';
import type { PlacedBadges } from './lib/api-model/version-intelligence';
import { whenApiReady } from './scripts/lib/build-handoff';

/**
 * Content folder: CONTENT_DIR (tests point it at fixtures), else the folder
 * scripts/prepare-content.ts settled on (local content/ or a fetched source).
 */
function contentDir(): string {
  if (process.env.CONTENT_DIR) return process.env.CONTENT_DIR;
  const prepared = path.resolve('.generated/content.json');
  return existsSync(prepared)
    ? (JSON.parse(readFileSync(prepared, 'utf8')) as { contentDir: string }).contentDir
    : 'content';
}
const contentDirPath = contentDir();

/** The versions scripts/prepare-content.ts settled on (its .generated/versions.json). */
function contentVersions(): DocsVersion[] {
  const file = path.resolve('.generated/versions.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`tsx scripts/prepare-content.ts\` before contentlayer2.`);
  return versionsFromManifest(JSON.parse(readFileSync(file, 'utf8')) as VersionManifest, file);
}
const versions = contentVersions();

type Badges = Record<string, Record<string, PlacedBadges[]>>;

/** Lifecycle badges per version and page, from scripts/prepare-api.ts (none when it wrote none). */
function readApiBadges(): Badges {
  const file = path.resolve('.generated/api-changes.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { badges: Badges }).badges : {};
}
// When scripts/build.ts runs this build beside the API step, the badges arrive once that step is done.
const badges = whenApiReady(readApiBadges);

/** The content check's outlines of the docs (see lib/content/outlines.ts); none when it wrote none. */
function checkedOutlines(): Outlines | undefined {
  const file = path.resolve('.generated/outlines.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Outlines) : undefined;
}
const outline = outlineFrom(checkedOutlines());

const sourceOf = (doc: { _raw: { sourceFilePath: string }; title?: string; body: { raw: string } }) => ({
  sourceFilePath: `docs/${doc._raw.sourceFilePath.replace(/^docs\//, '')}`,
  frontMatterTitle: doc.title,
  raw: doc.body.raw,
});

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.{md,mdx}',
  contentType: 'mdx',
  fields: DOC_FIELDS,
  computedFields: {
    version: { type: 'string', resolve: (doc) => docVersion(sourceOf(doc), versions) },
    docId: { type: 'string', resolve: (doc) => docId(sourceOf(doc)) },
    route: { type: 'string', resolve: (doc) => docRouteOf(sourceOf(doc), versions) },
    title: { type: 'string', resolve: (doc) => docTitle(sourceOf(doc), outline) },
    // The first sentence of the first paragraph ('' when none): the description of a page without one.
    summary: { type: 'string', resolve: (doc) => outline(doc.body.raw).summary ?? '' },
    fileName: { type: 'string', resolve: (doc) => parseDocFilePath(sourceOf(doc).sourceFilePath).fileName },
    dir: { type: 'string', resolve: (doc) => parseDocFilePath(sourceOf(doc).sourceFilePath).dir },
    toc: {
      type: 'json',
      resolve: (doc) =>
        docToc(
          sourceOf(doc),
          {
            minLevel: siteConfig.tableOfContents.minHeadingLevel,
            maxLevel: siteConfig.tableOfContents.maxHeadingLevel,
          },
          outline,
        ),
    },
  },
}));

export const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: 'docs/**/_category_.json',
  contentType: 'data',
  fields: CATEGORY_FIELDS,
  computedFields: {
    version: { type: 'string', resolve: (c) => c._raw.sourceFileDir.split('/')[1] ?? '' },
    dir: { type: 'string', resolve: (c) => c._raw.sourceFileDir.split('/').slice(2).join('/') },
  },
}));

export default makeSource({
  contentDirPath,
  // Only the docs: versions.json beside them is read by scripts/prepare-content.ts.
  contentDirInclude: ['docs'],
  documentTypes: [Doc, Category],
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'ignore',
  // tsconfig.json maps `contentlayer/generated` to ./.contentlayer/generated through `paths`, which is what
  // imports need. contentlayer2's check also wants `baseUrl`, which TypeScript 6 deprecates (error TS5101).
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [
      remarkGfm,
      remarkDirective,
      remarkAdmonitions,
      remarkCodeSetup,
      remarkStripTitle,
      [remarkApiBadges, { badges }],
      [remarkDocLinks, { contentDir: path.resolve(contentDirPath), versions }],
      [
        remarkAssets,
        {
          lookup: contentAssetLookup(
            path.resolve(contentDirPath),
            Object.fromEntries(versions.map((v) => [v.name, versionPath(v)])),
            path.resolve('public'),
          ),
        },
      ],
    ],
    rehypePlugins: [
      rehypeSlug,
      [
        rehypeAutolinkHeadings,
        {
          behavior: 'append',
          properties: (node: Element) => ({
            className: ['heading-anchor'],
            dataPagefindIgnore: '',
            ariaLabel: `Direct link to ${toString(node)}`,
          }),
          content: { type: 'text', value: '#' },
        },
      ],
      [
        rehypePrettyCode,
        {
          theme: codeThemes,
          keepBackground: false,
          defaultLang: { block: 'text' },
          // Both colour modes from one tokenisation (lib/content/one-pass-highlighter.ts).
          getHighlighter: async (options: Parameters<typeof createHighlighter>[0]) =>
            onePassHighlighter(await createHighlighter(options), codeThemes),
        },
      ],
      rehypeCodeHtml,
    ],
  },
});
