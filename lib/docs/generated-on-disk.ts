/**
 * contentlayer's generated docs and categories, read from disk when the module
 * is evaluated rather than bundled. `next build` uses this in place of
 * `contentlayer/generated` (next.config.js aliases it in the production build
 * phase only): bundled, the docs' compiled MDX became an 8 MB chunk, built
 * twice (pages and the sitemap), which cost about 2 s of every build. `next dev`
 * keeps importing `contentlayer/generated`, whose modules it watches to update
 * the open page when contentlayer2 rewrites them.
 *
 * In `npm run build` this module may load while contentlayer2 is still
 * writing (see lib/docs/content-built.ts): it waits until the docs are there.
 */
import path from 'node:path';
import type { Category, Doc } from 'contentlayer/generated';
import { readGeneratedIndex } from './read-generated';
import { CONTENT_BUILT_ENV, whenContentBuilt } from './content-built';

/** The folder contentlayer2 writes to, under the directory the build runs in. */
const GENERATED = path.join(process.cwd(), '.contentlayer', 'generated');

await whenContentBuilt(process.env[CONTENT_BUILT_ENV]);

export const allDocs: Doc[] = readGeneratedIndex<Doc>(GENERATED, 'Doc');
export const allCategories: Category[] = readGeneratedIndex<Category>(GENERATED, 'Category');
