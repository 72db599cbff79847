/**
 * The lifecycle record of a content folder's versions, read from the installed packages: the documented versions'
 * models, the releases in between (`api-releases.json` of the content folder: release name → installed alias) and
 * the reviewed corrections of the packages' deprecation notes (`api-facts/replacements.json`). Used by the prepare
 * step (which fails the build on any problem) and by the content checks.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  apiLifecycle,
  lifecycleProblems,
  releaseTimeline,
  reviewedReplacements,
  type ApiLifecycle,
  type ApiRelease,
  type LifecycleProblem,
  type ReviewedReplacement,
} from '../../lib/api-model/lifecycle';
import type { ApiModel } from '../../lib/api-model/types';
import type { DocsVersion } from '../../lib/versions/versions';
import { apiModelFor, installedPackage } from './content-check';
import { ROOT } from './content-versions';

/** Where the reviewed corrections of the packages' deprecation notes are (see lib/api-model/lifecycle.ts). */
export const REVIEWED_REPLACEMENTS = path.join(ROOT, 'api-facts', 'replacements.json');

/** Every release read, oldest first: the documented versions with a model and the releases in between. */
export function releasesOf(
  versions: readonly Pick<DocsVersion, 'name' | 'label' | 'status'>[],
  models: Readonly<Record<string, ApiModel>>,
  contentDir: string,
): ApiRelease[] {
  const file = path.join(contentDir, 'api-releases.json');
  const between = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  return releaseTimeline(
    versions
      .filter((v) => models[v.name])
      .map((v) => ({ name: v.name, label: v.label, unreleased: v.status === 'unreleased', model: models[v.name]! })),
    Object.fromEntries(Object.entries(between).map(([name, alias]) => [name, apiModelFor(installedPackage(alias))])),
  );
}

/** The reviewed corrections, checked (an error names the file and the entry). */
export function readReviewedReplacements(file = REVIEWED_REPLACEMENTS) {
  return existsSync(file)
    ? reviewedReplacements(JSON.parse(readFileSync(file, 'utf8')), path.relative(ROOT, file))
    : [];
}

/** The record and every problem with it: the replacements' and the invariants'. */
export function lifecycleWithProblems(releases: readonly ApiRelease[]): {
  lifecycle: ApiLifecycle;
  problems: LifecycleProblem[];
  unusedReviews: ReviewedReplacement[];
} {
  const { lifecycle, problems, unusedReviews } = apiLifecycle(releases, readReviewedReplacements());
  return { lifecycle, problems: [...problems, ...lifecycleProblems(lifecycle, releases)], unusedReviews };
}

/** The problems of the lifecycle, one line each: entry, version, what is wrong. */
export function lifecycleReport(problems: readonly LifecycleProblem[]): string {
  return [
    `${problems.length} problem(s) in the API lifecycle computed from the packages:`,
    ...problems.map((p) => `  ${p.key || '(record)'}${p.version ? ` in ${p.version}` : ''}: ${p.message}`),
  ].join('\n');
}

/**
 * The record for the prepare step: its invariants hold, or this throws naming each entry, version and what the
 * packages show.
 */
export function checkedLifecycle(
  versions: readonly DocsVersion[],
  models: Readonly<Record<string, ApiModel>>,
  contentDir: string,
): ApiLifecycle {
  const { lifecycle, problems } = lifecycleWithProblems(releasesOf(versions, models, contentDir));
  if (problems.length) throw new Error(lifecycleReport(problems));
  return lifecycle;
}
