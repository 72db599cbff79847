/**
 * One content check for `npm run dev` (scripts/dev.ts runs it in its own
 * process, so the watchers keep going): prepares the content as the build
 * does; on problems, writes them to .generated/problems.json for the pages
 * and lists them, instead of stopping anything. Exit code 1 when there are any.
 * `tsx scripts/dev-check.ts [changed file]`
 */
import { formatProblem } from '../lib/content/content-problems';
import { problemsOf } from '../lib/dev/content-watch';
import { prepareContent, writeProblems } from './prepare-content';

const started = Date.now();
try {
  const { docs } = prepareContent();
  console.log(`dev: content checked: ${docs} docs, no errors (${Date.now() - started} ms)`);
} catch (error) {
  const problems = problemsOf(error, process.argv[2]);
  writeProblems(problems);
  console.error(`dev: ${problems.length} content error(s), shown at the top of every page until fixed:`);
  for (const p of problems) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}
