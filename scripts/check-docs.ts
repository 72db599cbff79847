/**
 * Build step after the content build: every check of the registry of content checks
 * (lib/content/content-checks.ts) on the files and on the trees contentlayer2 parsed, through
 * lib/docs/check-built-docs.ts, the function `npm run dev` runs after every save: admonitions, titles, links
 * between pages, their anchors, images and files, and each version's pages against its package (API drift, the
 * platform-support table, the metadata page, prose dates, other versions' API, code blocks that parse). Every
 * problem is listed by file and line and fails the build; soft problems (broken anchors, pictures without
 * alt text) warn instead when the source says so (CONTENT_SOFT_PROBLEMS).
 * Writes .generated/check.json (lib/generated/doc-check.ts) for postbuild.
 *
 * With --syntax (scripts/build.ts runs it so when the content build failed,
 * which names an internal bundler file): the docs that do not parse, each by
 * file and line. Exit code 1 when it names any.
 */
import path from 'node:path';
import { syntaxProblems } from '../lib/content/check-content';
import { DOC_FILE, readContentFiles } from '../lib/docs/content-files';
import { formatProblem, sortProblems } from '../lib/content/content-problems';
import { originOf, readPreparedContent } from '../lib/generated/prepared-content';
import { writeDocCheck } from '../lib/generated/doc-check';
import { checkBuiltDocs } from '../lib/docs/check-built-docs';

const ROOT = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const prepared = readPreparedContent(ROOT);

if (process.argv.includes('--syntax')) {
  const problems = sortProblems(syntaxProblems(readContentFiles(prepared.contentDir, DOC_FILE), originOf(prepared)));
  if (problems.length) {
    console.error(`check-docs: ${problems.length} ${problems.length === 1 ? 'doc does' : 'docs do'} not parse:`);
    for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  }
  process.exit(problems.length ? 1 : 0);
}
// Loaded here: with --syntax there are no built docs to load.
const { builtDocs } = await import('../lib/docs/built-docs');
const report = checkBuiltDocs(prepared, builtDocs);
if (report.errors.length > 0) {
  console.error(
    `check-docs: ${report.errors.length} ${report.errors.length === 1 ? 'error' : 'errors'} in the content:`,
  );
  for (const problem of report.errors) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
const warnings = report.warnings.map(formatProblem);
writeDocCheck({ warnings, toleratedAnchors: report.toleratedAnchors }, ROOT);
console.log(
  `check-docs: ${builtDocs.length} docs checked${warnings.length ? `, ${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'} (listed at the end of the build)` : ''} (${Date.now() - started} ms)`,
);
