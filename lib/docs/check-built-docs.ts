/**
 * The content check of the docs as built, one function for both modes: the
 * files as they are on disk (`checkFiles`: where each sits, front matter,
 * categories) and the built docs' trees (`checkDocs`: titles, admonitions,
 * links, anchors, images). The build runs it as its check step
 * (scripts/check-docs.ts) and stops on any error; `npm run dev` runs it each
 * time the content build rewrites the docs (lib/docs/doc-index.ts) and shows
 * what it finds at the top of every page and, once per change, in the
 * terminal, while the server keeps running.
 */
import path from 'node:path';
import { checkDocs, checkFiles, checkMemo, type BuiltDoc, type DocCheckReport } from '../content/check-content';
import { CATEGORY_FILE, DOC_FILE, contentAssetLookup, readContentFiles } from './content-files';
import { formatProblem, sortProblems, type ContentProblem } from '../content/content-problems';
import { originOf, type PreparedContent } from '../generated/prepared-content';

/** Every problem of the content: the files' errors first pass, then the docs'; warnings apart. */
export function checkBuiltDocs(
  prepared: PreparedContent,
  docs: readonly BuiltDoc[],
  memo?: ReturnType<typeof checkMemo>,
): DocCheckReport {
  const { contentDir, versions } = prepared;
  const origin = originOf(prepared);
  const files = checkFiles(readContentFiles(contentDir, DOC_FILE), {
    versions,
    categories: readContentFiles(contentDir, CATEGORY_FILE),
    origin,
  });
  const report = checkDocs(
    docs,
    {
      versions,
      softProblems: prepared.softProblems,
      assets: contentAssetLookup(contentDir, versions, path.resolve('public')),
      origin,
    },
    memo,
  );
  return { ...report, errors: sortProblems([...files, ...report.errors]), warnings: sortProblems(report.warnings) };
}

let lastReported = '';
// Kept across reloads of the docs: only the docs that changed are checked again.
const memo = checkMemo();

/** Under `npm run dev`: the content's errors now, said in the terminal when they change. */
export function devContentProblems(prepared: PreparedContent, docs: readonly BuiltDoc[]): ContentProblem[] {
  const problems = checkBuiltDocs(prepared, docs, memo).errors;
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
