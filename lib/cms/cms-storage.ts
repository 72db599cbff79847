/**
 * Where the editor saves: under `npm run dev`, into the prepared content folder (Keystatic's local storage),
 * unless it is a copy fetched from a git source; under `npm run cms`, Keystatic's GitHub storage, a commit on a
 * branch for each save, from which the writer opens a pull request (which gets the usual preview). The repository
 * is a git source's, or for local content the checkout's `origin` remote; `CMS_GITHUB_REPO` overrides both.
 */
import type { ResolvedContentSource } from '../content-source/source-config';
import type { PreparedContent } from '../generated/prepared-content';

/** What Keystatic's GitHub mode needs from the environment (its GitHub App). */
export const GITHUB_SECRETS = [
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
  'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
] as const;

/** The secrets of {@link GITHUB_SECRETS} that are unset or empty. */
export function missingSecrets(env: Record<string, string | undefined>): string[] {
  return GITHUB_SECRETS.filter((name) => !env[name]);
}

/** `owner/name` of a GitHub repository URL (https, ssh or scp-like), or null for any other host. */
export function githubRepoOf(url: string): `${string}/${string}` | null {
  const match = url
    .trim()
    .match(/^(?:https:\/\/|ssh:\/\/git@|git@)github\.com[/:]([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/);
  return match ? `${match[1]!}/${match[2]!}` : null;
}

/** Where the GitHub mode saves: the repository, and the folder in it holding `docs/` and `versions.json`. */
export interface GithubTarget {
  repo: `${string}/${string}`;
  pathPrefix: string;
}

/**
 * The repository and folder the GitHub mode edits.
 * @param originUrl the checkout's `origin` remote, for local content (undefined when there is none)
 * @throws one sentence naming what is missing or unsupported
 */
export function githubTarget(
  source: ResolvedContentSource,
  env: Record<string, string | undefined>,
  originUrl: string | undefined,
): GithubTarget {
  const override = env.CMS_GITHUB_REPO ? githubRepoOf(`https://github.com/${env.CMS_GITHUB_REPO}`) : null;
  if (env.CMS_GITHUB_REPO && !override)
    throw new Error(`CMS_GITHUB_REPO must be "owner/name", not "${env.CMS_GITHUB_REPO}".`);
  if (source.type === 'git') {
    if (source.layout !== 'native')
      throw new Error(
        `the content source ${source.url} has a Docusaurus layout, which the editor cannot save into; ` +
          'edit that repository itself, or use a source in this site’s layout.',
      );
    const repo = override ?? githubRepoOf(source.url);
    if (!repo) throw new Error(`the content source ${source.url} is not on GitHub; set CMS_GITHUB_REPO.`);
    return { repo, pathPrefix: source.dir };
  }
  const repo = override ?? (originUrl ? githubRepoOf(originUrl) : null);
  if (!repo)
    throw new Error(
      'no GitHub repository to save to: set CMS_GITHUB_REPO=owner/name (the checkout has no GitHub origin remote).',
    );
  return { repo, pathPrefix: source.dir.replace(/^\.?\/+|\/+$/g, '') };
}

/**
 * Where saves go: files in the content folder (`npm run dev`), or commits on branches of a GitHub repository, in
 * the folder `pathPrefix` of it (`npm run cms`).
 */
export type CmsStorage =
  { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}`; branchPrefix: string; pathPrefix?: string };

/** Branches the GitHub mode creates for the writers' changes start with this. */
export const EDIT_BRANCH_PREFIX = 'docs-edit/';

/**
 * The storage the editor runs with: GitHub when the CMS server set
 * `CMS_STORAGE=github` (with `CMS_GITHUB_REPO` and `CMS_PATH_PREFIX`), else local.
 */
export function storageFromEnv(env: Record<string, string | undefined>): CmsStorage {
  if (env.CMS_STORAGE !== 'github') return { kind: 'local' };
  const repo = env.CMS_GITHUB_REPO ? githubRepoOf(`https://github.com/${env.CMS_GITHUB_REPO}`) : null;
  if (!repo) throw new Error('CMS_STORAGE=github needs CMS_GITHUB_REPO=owner/name (npm run cms sets it).');
  return {
    kind: 'github',
    repo,
    branchPrefix: EDIT_BRANCH_PREFIX,
    ...(env.CMS_PATH_PREFIX ? { pathPrefix: env.CMS_PATH_PREFIX } : {}),
  };
}

/**
 * Why the editor must not save into the prepared content folder, or null when it may: a copy fetched from a git
 * source (under the checkout's `.cache/`) is replaced by the next fetch. Both paths are absolute, as the prepare step writes them.
 */
export function readOnlyReason(prepared: Pick<PreparedContent, 'contentDir' | 'source'>, root: string): string | null {
  if (!`${prepared.contentDir}/`.startsWith(`${root.replace(/\/+$/, '')}/.cache/`)) return null;
  return (
    `This content is a copy fetched from a git source (${prepared.source}); the next fetch replaces it, so the ` +
    'editor does not save here. Edit the source repository itself, or run `npm run cms`, which saves as commits on a branch of it.'
  );
}
