/**
 * What the editor works on: the active source's content folder and version
 * list, and whether saving there is safe. The content folder is the one the
 * content step settled on (`.generated/content.json`, written by
 * scripts/prepare-content.ts); before that step has run, the local folder.
 * A git source is a fetched copy under `.cache/` that the next fetch replaces:
 * the editor opens it to read, never to save.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { VersionManifest } from '../versions/version-manifest';

export interface EditorSetup {
  /** Absolute path of the folder holding `docs/` and `versions.json`. */
  contentDir: string;
  manifest: VersionManifest;
  /** Where the content comes from, in one line. */
  source: string;
  /** Null when the editor may save; otherwise what the writer is told instead. */
  readOnly: string | null;
}

/** The editor's setup in the checkout at `root`; `localDir` is the local source's folder (CONTENT_LOCAL_DIR). */
export function readEditorSetup(root: string, localDir = 'content'): EditorSetup {
  const preparedFile = path.join(root, '.generated/content.json');
  const prepared = existsSync(preparedFile)
    ? (JSON.parse(readFileSync(preparedFile, 'utf8')) as { contentDir: string; source: string })
    : { contentDir: path.resolve(root, localDir), source: `local folder ${localDir}` };
  const contentDir = path.resolve(root, prepared.contentDir);
  // A Docusaurus source's list is derived from its own files into .generated/versions.json.
  const manifestFile = [path.join(contentDir, 'versions.json'), path.join(root, '.generated/versions.json')].find((f) =>
    existsSync(f),
  );
  if (!manifestFile) throw new Error(`${contentDir}/versions.json is missing: the editor needs the version list.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as VersionManifest;
  const fetched = !path.relative(path.join(root, '.cache'), contentDir).startsWith('..');
  return {
    contentDir,
    manifest,
    source: prepared.source,
    readOnly: fetched
      ? `This content is a copy fetched from a git source (${prepared.source}); the next fetch replaces it, so the editor ` +
        'does not save here. Edit the source repository itself, or run `npm run cms`, which saves as commits on a branch of it.'
      : null,
  };
}
