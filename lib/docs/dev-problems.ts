/**
 * The content check as `npm run dev` runs it: every time the content build
 * rewrites the docs (and Next reloads lib/docs/doc-index.ts), the same two
 * halves the build runs, on the files as they are on disk and on the docs as
 * just built. What it finds is shown at the top of every page and, once per
 * change, in the terminal; the server keeps running.
 */
import path from 'node:path';
import { checkDocs, checkFiles, checkMemo } from '../content/check-content';
import type { GeneratedDoc } from './built-docs';
import { CATEGORY_FILE, DOC_FILE, readContentFiles } from '../content/content-files';
import { contentAssetLookup } from '../content/assets';
import { formatProblem, sortProblems, type ContentProblem } from '../content/content-problems';
import { originOf, type PreparedContent } from '../generated/prepared-content';
import { versionsFromManifest } from '../versions/version-manifest';
import { versionPath } from '../versions/versions';

let lastReported = '';
// Kept across reloads of the docs: only the docs that changed are checked again.
const memo = checkMemo();

export function devContentProblems(prepared: PreparedContent, docs: readonly GeneratedDoc[]): ContentProblem[] {
  const versions = versionsFromManifest(prepared.manifest, '.generated/content.json');
  const origin = originOf(prepared);
  const problems = sortProblems([
    ...checkFiles(readContentFiles(prepared.contentDir, DOC_FILE), {
      versions,
      categories: readContentFiles(prepared.contentDir, CATEGORY_FILE),
      origin,
    }),
    ...checkDocs(
      docs,
      {
        versions,
        brokenAnchors: prepared.brokenAnchors,
        assets: contentAssetLookup(
          prepared.contentDir,
          Object.fromEntries(versions.map((v) => [v.name, versionPath(v)])),
          path.resolve('public'),
        ),
        origin,
      },
      memo,
    ).errors,
  ]);
  const report = problems.map(formatProblem).join('\n');
  if (report !== lastReported) {
    lastReported = report;
    if (problems.length) {
      console.error(`dev: ${problems.length} content error(s), shown at the top of every page until fixed:`);
      for (const line of problems.map(formatProblem)) console.error(`  ${line}`);
    } else console.log(`dev: content checked: ${docs.length} docs, no errors`);
  }
  return problems;
}
