/** What a link to a missing `#anchor` does: fail the build, or list it as a warning at the end. */
export type BrokenAnchorsSetting = 'throw' | 'warn';

/** Where the docs come from at build time. */
export type ContentSourceConfig =
  | {
      /** `content/` in this repository (the default; works offline). */
      type: 'local';
      /** Folder holding `docs/<version>/` and `versions.json`. @defaultValue 'content' */
      dir: string;
      /**
       * Links to missing anchors: our own content fails the build on them.
       * Overridden by `CONTENT_BROKEN_ANCHORS`. @defaultValue 'throw'
       */
      onBrokenAnchors?: BrokenAnchorsSetting;
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
       * Links to missing anchors: imported docs build and the broken anchors are
       * listed at the end of the build (as Docusaurus' `onBrokenAnchors: 'warn'`);
       * `'throw'` fails the build on them. Overridden by `CONTENT_BROKEN_ANCHORS`.
       * @defaultValue 'warn'
       */
      onBrokenAnchors?: BrokenAnchorsSetting;
    };

/** A source with every setting decided. */
export type ResolvedContentSource = ContentSourceConfig & { onBrokenAnchors: BrokenAnchorsSetting };

function brokenAnchorsSetting(value: string | undefined): BrokenAnchorsSetting | undefined {
  if (value === undefined || value === 'throw' || value === 'warn') return value;
  throw new Error(`CONTENT_BROKEN_ANCHORS must be "throw" or "warn", not "${value}".`);
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
 * `CONTENT_BROKEN_ANCHORS` (`throw` | `warn`). The result always says what
 * broken anchors do: fail for local content, warn for a git source, unless set.
 * @throws naming the missing variable when a git source is incomplete
 */
export function resolveContentSource(
  configured: ContentSourceConfig,
  env: Record<string, string | undefined>,
): ResolvedContentSource {
  const type = env.CONTENT_SOURCE || configured.type;
  const anchors = brokenAnchorsSetting(
    env.CONTENT_BROKEN_ANCHORS || (configured.type === type ? configured.onBrokenAnchors : undefined),
  );
  if (type === 'local') {
    return {
      type: 'local',
      dir: localContentDir(configured, env),
      onBrokenAnchors: anchors ?? 'throw',
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
  return { type: 'git', url, ref, dir: dir.replace(/^\/+|\/+$/g, ''), layout, onBrokenAnchors: anchors ?? 'warn' };
}
