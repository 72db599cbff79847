/**
 * The content checks that need no build, printed for people:
 *   npx tsx scripts/check-content.ts [version…]
 * Type errors in code blocks, API drift, metadata rows the native code
 * contradicts and broken links, each as file:line,
 * then a summary per version. Exits 1 when anything is wrong.
 */
import {
  allModels,
  apiModelFor,
  contentVersionRecords,
  foreignProblems,
  lifecycleProseProblems,
  contentFiles,
  contentVersions,
  driftOfVersion,
  installedPackage,
  linkProblems,
  nativeCommonMetadata,
  nativeMetadataProblems,
  packageFor,
  typecheckVersion,
  ROOT,
} from './lib/content-check';
import path from 'node:path';
import { releasesOf } from './lib/api-lifecycle';
import { datingReleases } from '../lib/api-model/lifecycle';

const requested = process.argv.slice(2);
const versions = requested.length ? requested : contentVersions();
const models = allModels(contentVersions());
// Every release read, oldest first: prose dates are checked against the releases between the documented ones too.
const releases = datingReleases(
  releasesOf(contentVersionRecords(), Object.fromEntries(models), path.join(ROOT, 'content')),
);
let failed = 0;
const summary: string[] = [];

for (const version of versions) {
  const started = Date.now();
  const files = contentFiles(version);
  const alias = packageFor(version);
  const problems: string[] = [];
  for (const p of linkProblems(files, version)) problems.push(`${p.file}:${p.line} ${p.message}`);
  if (!alias) {
    summary.push(`${version}: no package in content/api-packages.json; type-check and API drift skipped`);
  } else {
    const pkg = installedPackage(alias);
    const model = apiModelFor(pkg);
    const typecheck = typecheckVersion(version, files, pkg);
    for (const p of typecheck.problems) problems.push(`${p.file}:${p.line} ${p.message}`);
    for (const p of driftOfVersion(version, files, model))
      problems.push(`${p.file}${p.line ? `:${p.line}` : ''} ${p.message}`);
    const others = [...models].filter(([v]) => v !== version).map(([, m]) => m);
    for (const p of foreignProblems(files, model, others)) problems.push(`${p.file}:${p.line} ${p.message}`);
    for (const p of lifecycleProseProblems(
      version,
      files,
      releases.map((r) => ({ name: r.name, label: r.label })),
      new Map(releases.map((r) => [r.name, r.model])),
    ))
      problems.push(`${p.file}:${p.line} ${p.message}`);
    const sent = nativeCommonMetadata(pkg);
    if (sent)
      for (const p of nativeMetadataProblems(version, files, sent))
        problems.push(`${p.file}${p.line ? `:${p.line}` : ''} ${p.message}`);
    const reasons = new Map<string, number>();
    for (const s of typecheck.skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
    summary.push(
      `${version} (${pkg.name}@${pkg.version}): ${typecheck.checked} blocks type-checked, ${typecheck.skipped.length} not checked` +
        (reasons.size ? ` [${[...reasons].map(([r, n]) => `${n}× ${r}`).join('; ')}]` : '') +
        `, ${problems.length} problems, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  for (const line of problems) console.log(line);
  failed += problems.length;
}

console.log(`\n${summary.join('\n')}`);
process.exit(failed ? 1 : 0);
