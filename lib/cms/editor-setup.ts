/**
 * What the editor works on: the active source's content folder and version
 * list, and whether saving there is safe. The content folder is the active
 * source's (lib/generated/prepared-content.ts); before the prepare step has
 * run, the local folder.
 * A git source is a fetched copy under `.cache/` that the next fetch replaces:
 * the editor opens it to read, never to save.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { VersionManifest } from '../versions/version-manifest';
import { activeContent } from '../generated/prepared-content';

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
  const active = activeContent(root, localDir);
  const ownList = path.join(active.contentDir, 'versions.json');
  // A Docusaurus source's list is derived from its own files by the prepare step.
  const manifest = existsSync(ownList)
    ? (JSON.parse(readFileSync(ownList, 'utf8')) as VersionManifest)
    : active.manifest;
  if (!manifest) throw new Error(`${ownList} is missing: the editor needs the version list.`);
  const fetched = !path.relative(path.join(root, '.cache'), active.contentDir).startsWith('..');
  return {
    contentDir: active.contentDir,
    manifest,
    source: active.source,
    readOnly: fetched
      ? `This content is a copy fetched from a git source (${active.source}); the next fetch replaces it, so the editor ` +
        'does not save here. Edit the source repository itself, or run `npm run cms`, which saves as commits on a branch of it.'
      : null,
  };
}
