/**
 * The content checks that need no build, printed for people:
 *   npx tsx scripts/check-content.ts [version…]
 * Every check of the registry (lib/content/content-checks.ts: files and front matter, links and anchors, pictures,
 * API drift, the platform-support table, the metadata page, prose dates, other versions' API, code syntax), run
 * through `runChecks` as the build's check step runs them, on the live content parsed as the content build parses
 * it; then the code blocks type-checked against each version's package. Each problem as check: file:line, then a
 * summary per version. Exits 1 when anything is wrong.
 */
import { formatProblem, sortProblems } from '../lib/content/content-problems';
import { CONTENT_CHECKS, runChecks } from '../lib/content/content-checks';
import {
  contentVersions,
  installedPackage,
  liveCheckInput,
  packageFor,
  typecheckVersion,
  contentFiles,
} from './lib/content-check';

const requested = process.argv.slice(2);
const versions = requested.length ? requested : contentVersions();
// The registry reads every version (links and foreign names cross them); the report lists the requested ones.
const started = Date.now();
const registry = runChecks(CONTENT_CHECKS, liveCheckInput());
const registryMs = Date.now() - started;
const found = sortProblems([...registry.errors, ...registry.warnings]);
let failed = 0;
const summary: string[] = [];

for (const version of versions) {
  const at = Date.now();
  // Registry problems name files relative to content/ (docs/<version>/…); type errors name them from the checkout.
  const problems = found
    .filter((p) => p.file.startsWith(`docs/${version}/`))
    .map((p) => `${p.check}: content/${formatProblem(p)}`);
  const alias = packageFor(version);
  if (!alias) {
    summary.push(
      `${version}: no package in content/api-packages.json; type-check skipped, ${problems.length} problems`,
    );
  } else {
    const pkg = installedPackage(alias);
    const typecheck = typecheckVersion(version, contentFiles(version), pkg);
    for (const p of typecheck.problems) problems.push(`typecheck: ${p.file}:${p.line}: ${p.message}`);
    const reasons = new Map<string, number>();
    for (const s of typecheck.skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
    summary.push(
      `${version} (${pkg.name}@${pkg.version}): ${typecheck.checked} blocks type-checked, ${typecheck.skipped.length} not checked` +
        (reasons.size ? ` [${[...reasons].map(([r, n]) => `${n}× ${r}`).join('; ')}]` : '') +
        `, ${problems.length} problems, ${((Date.now() - at) / 1000).toFixed(1)} s`,
    );
  }
  for (const line of problems) console.log(line);
  failed += problems.length;
}
// A problem outside every version folder (a category file, a file in no known version) is listed whatever was asked.
const elsewhere = found.filter((p) => !contentVersions().some((v) => p.file.startsWith(`docs/${v}/`)));
for (const p of elsewhere) console.log(`${p.check}: content/${formatProblem(p)}`);
failed += elsewhere.length;

console.log(
  `\n${CONTENT_CHECKS.length} registry checks on every version in ${(registryMs / 1000).toFixed(1)} s\n${summary.join('\n')}`,
);
process.exit(failed ? 1 : 0);
