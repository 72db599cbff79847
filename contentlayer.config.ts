/**
 * The content build: contentlayer2 turns each doc of the prepared content
 * folder into a typed document. It parses each doc once; remarkKeepTree
 * keeps that tree, and the title, table of contents, summary and `tree`
 * fields come from it (lib/content/doc-tree.ts). Its inputs come from the
 * prepare step, through lib/generated/prepared-content.ts. Problems in the
 * content are not reported here: the check after this step
 * (scripts/check-docs.ts) lists them all, by file and line.
 */
import path from 'node:path';
import { contentDirExcludeDefault, defineDocumentType, makeSource } from 'contentlayer2/source-files';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypePrettyCode from 'rehype-pretty-code';
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
import { PUBLISHED_FILES } from './lib/content/assets';
import { contentAssetLookup, docFileExists } from './lib/docs/content-files';
import { codeThemes } from './lib/content/code-options';
import { rehypeCodeHtml } from './lib/content/rehype-code-html';
import { rehypeBlockText } from './lib/content/rehype-block-text';
import { rehypeFigures } from './lib/content/rehype-figures';
import { keepAsset, keptAssetsOf, keptTreeOf, remarkKeepTree } from './lib/content/kept-trees';
import { outlineOf } from './lib/content/doc-tree';
import { docPageOf } from './lib/api-model/doc-sections';
import { readPreparedContent } from './lib/generated/prepared-content';
import { DEV_CONTENT_COPY, devHandOff } from './lib/generated/dev-content';
import { readPackageFacts } from './lib/generated/package-facts';
import { remarkRunExamples } from './lib/content/remark-run-examples';

const { contentDir, versions } = readPreparedContent();
/** Under `npm run dev`: hands each finished build to the site, the saved files' records only (lib/generated/dev-content.ts). */
const handOff = process.env[DEV_CONTENT_COPY] ? devHandOff(process.cwd(), contentDir) : undefined;
/** Per version, the library's functions its web player implements (the platform marks): what an example may run. */
const packageFacts = readPackageFacts();
const webFunctions = (version: string) => {
  const platforms = packageFacts[version]?.platforms;
  if (!platforms) return undefined;
  const functions = Object.keys(platforms).filter((name) => platforms[name]?.includes('web'));
  return functions.length ? new Set(functions) : undefined;
};
/** The check after this step reports every problem; here they are passed over. */
const passOver = () => {};

const sourceOf = (doc: { _raw: { sourceFilePath: string }; title?: string }) => ({
  sourceFilePath: doc._raw.sourceFilePath,
  frontMatterTitle: doc.title,
});
const treeOf = (doc: { _raw: { sourceFilePath: string } }) => keptTreeOf(doc._raw.sourceFilePath);

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.{md,mdx}',
  contentType: 'mdx',
  fields: DOC_FIELDS,
  computedFields: {
    version: { type: 'string', resolve: (doc) => docVersion(sourceOf(doc), versions) },
    docId: { type: 'string', resolve: (doc) => docId(sourceOf(doc)) },
    route: { type: 'string', resolve: (doc) => docRouteOf(sourceOf(doc), versions) },
    title: { type: 'string', resolve: (doc) => docTitle(sourceOf(doc), treeOf(doc)) },
    // The first sentence of the first paragraph ('' when none): the description of a page without one.
    summary: { type: 'string', resolve: (doc) => outlineOf(treeOf(doc)).summary ?? '' },
    fileName: { type: 'string', resolve: (doc) => parseDocFilePath(sourceOf(doc).sourceFilePath).fileName },
    dir: { type: 'string', resolve: (doc) => parseDocFilePath(sourceOf(doc).sourceFilePath).dir },
    toc: {
      type: 'json',
      resolve: (doc) =>
        docToc(treeOf(doc), {
          minLevel: siteConfig.tableOfContents.minHeadingLevel,
          maxLevel: siteConfig.tableOfContents.maxHeadingLevel,
        }),
    },
    // The doc as parsed, as JSON text (contentlayer2 indents JSON fields, which made the docs' index 2.5 times as
    // large): the search data, the Markdown export, the API locations and the check read it (lib/docs/built-docs.ts).
    tree: { type: 'string', resolve: (doc) => JSON.stringify(treeOf(doc)) },
    // A reference page's headings and tables (lib/api-model/doc-sections.ts), as JSON text ('' for other pages),
    // with the places remarkKeepTree marked (lib/content/places.ts): where each API entry is documented, and so where
    // its badges go on the page, in the Markdown twin and for the docs server, is read from it, worked out once per doc.
    apiPage: {
      type: 'string',
      resolve: (doc) => {
        const id = docId(sourceOf(doc));
        if (!id.startsWith('api/')) return '';
        return JSON.stringify(
          docPageOf(treeOf(doc), doc._raw.sourceFilePath, id, docTitle(sourceOf(doc), treeOf(doc))),
        );
      },
    },
    // The files of version folders the doc refers to (pictures beside the pages), `{ from, to }`: served with it.
    assets: { type: 'json', resolve: (doc) => keptAssetsOf(doc._raw.sourceFilePath) },
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
  contentDirPath: contentDir,
  // Only the docs: versions.json beside them is read by scripts/prepare-content.ts.
  contentDirInclude: ['docs'],
  // Pictures and other files beside the pages are no documents: without this, `contentlayer2 dev` takes a new
  // picture for a document of an unknown type and fails its whole update (the build only looks at Markdown).
  contentDirExclude: [...contentDirExcludeDefault, `**/*.{${PUBLISHED_FILES.join(',')}}`],
  documentTypes: [Doc, Category],
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'ignore',
  // tsconfig.json maps `contentlayer/generated` to ./.contentlayer/generated through `paths`, which is what
  // imports need. contentlayer2's check also wants `baseUrl`, which TypeScript 6 deprecates (error TS5101).
  disableImportAliasWarning: true,
  // Under `npm run dev`, each finished build is handed to the site before the next one starts writing
  // (lib/generated/dev-content.ts): Next never reads this build's files while they are being rewritten.
  onSuccess: async () => handOff?.(),
  mdx: {
    remarkPlugins: [
      remarkKeepTree,
      remarkGfm,
      remarkDirective,
      [remarkAdmonitions, { report: passOver }],
      [remarkRunExamples, { webFunctions }],
      remarkCodeSetup,
      remarkStripTitle,
      [remarkDocLinks, { docExists: docFileExists(contentDir), versions, report: passOver }],
      [
        remarkAssets,
        {
          report: passOver,
          lookup: contentAssetLookup(contentDir, versions, path.resolve('public')),
          onAsset: keepAsset,
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
      rehypeFigures,
      [rehypePrettyCode, { theme: codeThemes, keepBackground: false, defaultLang: { block: 'text' } }],
      rehypeCodeHtml,
      rehypeBlockText,
    ],
  },
});
