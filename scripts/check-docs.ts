/**
 * Build step after the content build: the content check on the trees
 * contentlayer2 parsed (lib/content/check-content.ts `checkDocs`): admonitions,
 * titles, links between pages, their anchors, images and files. Every problem
 * is listed by file and line and fails the build; broken anchors the source
 * lets through only warn. Stages the content's static/ folder and the files
 * pages refer to in .generated/public/ and writes .generated/check.json
 * (lib/generated/doc-check.ts) for postbuild.
 *
 * With --syntax (scripts/build.ts runs it so when the content build failed,
 * which names an internal bundler file): the docs that do not parse, each by
 * file and line. Exit code 1 when it names any.
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkDocs, syntaxProblems } from '../lib/content/check-content';
import { DOC_FILE, readContentFiles } from '../lib/content/content-files';
import { contentAssetLookup } from '../lib/content/assets';
import { formatProblem, sortProblems } from '../lib/content/content-problems';
import { originOf, readPreparedContent } from '../lib/generated/prepared-content';
import { stagedPublicDir, writeDocCheck } from '../lib/generated/doc-check';
import { versionsFromManifest } from '../lib/versions/version-manifest';
import { versionPath } from '../lib/versions/versions';

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
const versions = versionsFromManifest(prepared.manifest, '.generated/content.json');
// Loaded here: with --syntax there are no built docs to load.
const { builtDocs } = await import('../lib/docs/built-docs');
const report = checkDocs(builtDocs, {
  versions,
  brokenAnchors: prepared.brokenAnchors,
  assets: contentAssetLookup(
    prepared.contentDir,
    Object.fromEntries(versions.map((v) => [v.name, versionPath(v)])),
    path.join(ROOT, 'public'),
  ),
  origin: originOf(prepared),
});
if (report.errors.length > 0) {
  const errors = sortProblems(report.errors);
  console.error(`check-docs: ${errors.length} ${errors.length === 1 ? 'error' : 'errors'} in the content:`);
  for (const problem of errors) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}

// The content's static/ folder and the files its pages refer to, for postbuild to copy to the site root.
const publicDir = stagedPublicDir(ROOT);
rmSync(publicDir, { recursive: true, force: true });
mkdirSync(publicDir, { recursive: true });
if (existsSync(path.join(prepared.contentDir, 'static'))) {
  cpSync(path.join(prepared.contentDir, 'static'), publicDir, { recursive: true });
}
for (const asset of report.assets) {
  mkdirSync(path.dirname(path.join(publicDir, asset.to)), { recursive: true });
  cpSync(path.join(prepared.contentDir, asset.from), path.join(publicDir, asset.to));
}

const warnings = sortProblems(report.warnings).map(formatProblem);
writeDocCheck({ warnings, toleratedAnchors: report.toleratedAnchors }, ROOT);
console.log(
  `check-docs: ${builtDocs.length} docs checked, ${report.assets.length} referenced file(s) staged${warnings.length ? `, ${warnings.length} broken anchor(s) that only warn (listed at the end of the build)` : ''} (${Date.now() - started} ms)`,
);
