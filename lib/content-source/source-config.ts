/**
 * What the build does about the content's soft problems, those a published page
 * survives: a link to a missing `#anchor` (the page opens at its top) and a
 * picture without alt text (a screen reader reads its file name). As
 * Docusaurus's `onBrokenLinks`: `throw` fails the build, `warn` builds and
 * lists each by file and line at the end, `ignore` builds without listing them.
 * Every other problem fails the build whatever this says.
 */
export type SoftProblemsSetting = 'throw' | 'warn' | 'ignore';

export const SOFT_PROBLEMS_SETTINGS: readonly SoftProblemsSetting[] = ['throw', 'warn', 'ignore'];

/** Where the docs come from at build time. */
export type ContentSourceConfig =
  | {
      /** `content/` in this repository (the default; works offline). */
      type: 'local';
      /** Folder holding `docs/<version>/` and `versions.json`. @defaultValue 'content' */
      dir: string;
      /**
       * Soft problems (`SoftProblemsSetting`): our own content fails the build
       * on them. Overridden by `CONTENT_SOFT_PROBLEMS`. @defaultValue 'throw'
       */
      onSoftProblems?: SoftProblemsSetting;
    }
  | {
      /** A folder of a git repository, fetched at build time. */
      type: 'git';
      /** Repository URL (https, ssh or file://). */
      url: string;
      /** Branch, tag or commit. */
      ref: string;
      /** Folder inside the repository, e.g. `docs`. */
      dir: string;
      /** How that folder is laid out. @defaultValue 'docusaurus' */
      layout: 'docusaurus' | 'native';
      /**
       * Soft problems (`SoftProblemsSetting`): imported docs build as their own
       * site built them, and their broken anchors and pictures without alt text
       * are listed at the end of the build (as Docusaurus's `onBrokenAnchors:
       * 'warn'`). Overridden by `CONTENT_SOFT_PROBLEMS`. @defaultValue 'warn'
       */
      onSoftProblems?: SoftProblemsSetting;
    };

/** A source with every setting decided. */
export type ResolvedContentSource = ContentSourceConfig & { onSoftProblems: SoftProblemsSetting };

function softProblemsSetting(value: string | undefined): SoftProblemsSetting | undefined {
  if (value === undefined || (SOFT_PROBLEMS_SETTINGS as readonly string[]).includes(value))
    return value as SoftProblemsSetting | undefined;
  throw new Error(`CONTENT_SOFT_PROBLEMS must be "throw", "warn" or "ignore", not "${value}".`);
}

/**
 * The folder of the local source, relative to the checkout: `CONTENT_LOCAL_DIR`,
 * else the configured local folder, else `content`. The one rule for it: the
 * build, the dev server, the editor and the scripts all ask here.
 */
export function localContentDir(configured: ContentSourceConfig, env: Record<string, string | undefined>): string {
  return env.CONTENT_LOCAL_DIR || (configured.type === 'local' ? configured.dir : 'content');
}

/**
 * The configured source, with environment overrides applied:
 * `CONTENT_SOURCE` (`local` | `git`), `CONTENT_GIT_URL`, `CONTENT_GIT_REF`,
 * `CONTENT_GIT_DIR`, `CONTENT_GIT_LAYOUT`, `CONTENT_LOCAL_DIR` and
 * `CONTENT_SOFT_PROBLEMS` (`throw` | `warn` | `ignore`). The result always says
 * what soft problems do: fail for local content, warn for a git source, unless set.
 * @throws naming the missing variable when a git source is incomplete
 */
export function resolveContentSource(
  configured: ContentSourceConfig,
  env: Record<string, string | undefined>,
): ResolvedContentSource {
  const type = env.CONTENT_SOURCE || configured.type;
  const soft = softProblemsSetting(
    env.CONTENT_SOFT_PROBLEMS || (configured.type === type ? configured.onSoftProblems : undefined),
  );
  if (type === 'local') {
    return {
      type: 'local',
      dir: localContentDir(configured, env),
      onSoftProblems: soft ?? 'throw',
    };
  }
  if (type !== 'git') throw new Error(`CONTENT_SOURCE must be "local" or "git", not "${type}".`);
  const base = configured.type === 'git' ? configured : undefined;
  const url = env.CONTENT_GIT_URL || base?.url;
  const ref = env.CONTENT_GIT_REF || base?.ref || 'main';
  const dir = env.CONTENT_GIT_DIR ?? base?.dir ?? 'docs';
  const layout = env.CONTENT_GIT_LAYOUT || base?.layout || 'docusaurus';
  if (!url) throw new Error('The git content source needs a repository URL: set CONTENT_GIT_URL or contentSource.url.');
  if (layout !== 'docusaurus' && layout !== 'native')
    throw new Error(`CONTENT_GIT_LAYOUT must be "docusaurus" or "native", not "${layout}".`);
  return { type: 'git', url, ref, dir: dir.replace(/^\/+|\/+$/g, ''), layout, onSoftProblems: soft ?? 'warn' };
}
