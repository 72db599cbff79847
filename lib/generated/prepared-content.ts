/**
 * `.generated/content.json`: where the docs of this build come from, written
 * by the first step (scripts/prepare-content.ts) and read by every later one,
 * the content build's configuration, the dev server and the editor included.
 */
import path from 'node:path';
import type { BrokenAnchorsSetting } from '../content-source/source-config';
import type { VersionManifest } from '../versions/version-manifest';
import { generatedFile } from './generated-file';

export interface PreparedContent {
  /** Absolute path of the folder holding `docs/` (and, for a local source, `versions.json`). */
  contentDir: string;
  /** One line saying where the content came from. */
  source: string;
  /** The version list (a Docusaurus source's is derived from its own files). */
  manifest: VersionManifest;
  brokenAnchors: BrokenAnchorsSetting;
  /**
   * For imported content (converted from a Docusaurus layout): by prepared
   * file, the file as named in its repository and the source line of each
   * prepared line, so that problems name what a writer should open.
   */
  origins?: Record<string, { file: string; lines: number[] }>;
}

const prepared = generatedFile<PreparedContent>('content.json', 'scripts/prepare-content.ts (npm run content)');

export const writePreparedContent = prepared.write;
export const readPreparedContent = prepared.read;
export const preparedContentFile = prepared.file;

/**
 * The active source, the one place its content folder is resolved: what the
 * last prepare step settled on, else (before any has run) the local folder
 * `localDir`, with no version list yet.
 */
export function activeContent(
  root = process.cwd(),
  localDir = 'content',
): Pick<PreparedContent, 'contentDir' | 'source'> & { manifest?: PreparedContent['manifest'] } {
  if (!prepared.exists(root)) return { contentDir: path.resolve(root, localDir), source: `local folder ${localDir}` };
  const content = prepared.read(root);
  return { ...content, contentDir: path.resolve(root, content.contentDir) };
}

/** The content folder of the active source (see `activeContent`). */
export function activeContentDir(root = process.cwd(), localDir = 'content'): string {
  return activeContent(root, localDir).contentDir;
}

/** The file and line a writer should open for a line of a prepared file. */
export function originOf(content: Pick<PreparedContent, 'origins'>) {
  const origins = content.origins;
  if (!origins) return undefined;
  return (file: string, line: number) => {
    const origin = origins[file];
    return origin ? { file: origin.file, line: origin.lines[line - 1] ?? line } : { file, line };
  };
}
