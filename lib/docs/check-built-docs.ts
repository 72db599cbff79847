/**
 * The runner of the content-check registry (lib/content/content-checks.ts) on the content as built: it reads what
 * the checks take (the files on disk, the docs' trees, each version's package facts from .generated/) and runs
 * every entry. The build runs it as its check step (scripts/check-docs.ts) and stops on any error; `npm run dev`
 * runs it each time the content build rewrites the docs (lib/docs/doc-index.ts) and shows what it finds at the top
 * of every page and, once per change, in the terminal, while the server keeps running; `test:content` runs each
 * entry as a test (test/content/registry.test.ts).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { DocCheckReport } from '../content/check-content';
import { forBuild, registryMemo, type RegistryMemo } from '../content/check-registry';
import {
  CONTENT_CHECKS,
  runChecks,
  toleratedAnchorsOf,
  type CheckedBuiltDoc,
  type ContentCheckEntry,
  type ContentCheckInput,
  type VersionPackage,
} from '../content/content-checks';
import { CATEGORY_FILE, DOC_FILE, contentAssetLookup, readContentFiles } from './content-files';
import { formatProblem, sortProblems, type ContentProblem } from '../content/content-problems';
import { originOf, type PreparedContent } from '../generated/prepared-content';
import { readApiModels, apiModelsFile } from '../generated/api-models';
import { readPackageFacts, packageFactsFile } from '../generated/package-facts';
import { readApiReleases, apiReleasesFile } from '../generated/api-releases';

/** The prepare step's files change only when it runs again: their times stand for their text. */
const stamp = (file: string) => {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${file} ${stat.mtimeMs} ${stat.size}` : `${file} absent`;
};

interface PackagesRead {
  key: string;
  packages: Record<string, VersionPackage>;
  releases: ContentCheckInput['releases'];
}
let packagesRead: PackagesRead | undefined;

/** Each documented version's package as the checks read it, read again only when the prepare step wrote it again. */
function versionPackages(): PackagesRead {
  const key = [apiModelsFile(), packageFactsFile(), apiReleasesFile()].map(stamp).join('\n');
  if (packagesRead?.key === key) return packagesRead;
  const models = readApiModels();
  const facts = readPackageFacts();
  const packages = Object.fromEntries(
    Object.entries(facts).flatMap(([version, f]) =>
      models[version]
        ? [
            [
              version,
              {
                model: models[version],
                platforms: f.platforms,
                modules: f.modules,
                commonMetadata: f.commonMetadata,
                exceptions: f.exceptions,
              },
            ] as const,
          ]
        : [],
    ),
  );
  const { order, between } = readApiReleases();
  const releaseModels = new Map(Object.entries({ ...between, ...models }));
  return (packagesRead = { key, packages, releases: { order, models: releaseModels } });
}

/** What the registry's checks read: the content as built. */
export function contentCheckInput(prepared: PreparedContent, docs: readonly CheckedBuiltDoc[]): ContentCheckInput {
  const { contentDir, versions } = prepared;
  const { key, packages, releases } = versionPackages();
  return {
    versions,
    files: readContentFiles(contentDir, DOC_FILE),
    categories: readContentFiles(contentDir, CATEGORY_FILE),
    docs,
    packages,
    releases,
    packagesKey: key,
    softProblems: prepared.softProblems,
    assets: contentAssetLookup(contentDir, versions, path.resolve('public')),
    origin: originOf(prepared),
  };
}

/**
 * Every problem of the content the registry's checks find: errors and warnings apart, each named by its check. In
 * the build (`mode`), the errors of a check with `inBuild: 'warn'` are listed with the warnings.
 */
export function checkBuiltDocs(
  prepared: PreparedContent,
  docs: readonly CheckedBuiltDoc[],
  memo: RegistryMemo = registryMemo(),
  checks: readonly ContentCheckEntry[] = CONTENT_CHECKS,
  mode: 'build' | 'dev' = 'build',
): DocCheckReport {
  const found = runChecks(checks, contentCheckInput(prepared, docs), memo);
  const report = mode === 'build' ? forBuild(found, checks) : found;
  return {
    errors: sortProblems(report.errors),
    warnings: sortProblems(report.warnings),
    toleratedAnchors: toleratedAnchorsOf(memo),
  };
}

let lastReported = '';
// Kept across reloads of the docs: only the docs that changed are checked again.
const memo = registryMemo();

/** Under `npm run dev`: the content's errors now, said in the terminal when they change. */
export function devContentProblems(prepared: PreparedContent, docs: readonly CheckedBuiltDoc[]): ContentProblem[] {
  const problems = checkBuiltDocs(prepared, docs, memo, CONTENT_CHECKS, 'dev').errors;
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
