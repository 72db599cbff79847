/**
 * `.generated/content.json`: where the docs of this build come from and the
 * version records, computed once by the first step (scripts/prepare-content.ts)
 * and read by every later one: the content build's configuration, the check,
 * the site, the dev server and the editor.
 */
import path from 'node:path';
import type { SoftProblemsSetting } from '../content-source/source-config';
import type { VersionManifest } from '../versions/version-manifest';
import type { DocsVersion } from '../versions/versions';
import { generatedFile } from './generated-file';

export interface PreparedContent {
  /** Absolute path of the folder holding `docs/` (and, for a local source, `versions.json`). */
  contentDir: string;
  /** One line saying where the content came from. */
  source: string;
  /** The version list (a Docusaurus source's is derived from its own files). */
  manifest: VersionManifest;
  /** The manifest's version records, in dropdown order, each with the package it documents: the only ones. */
  versions: DocsVersion[];
  /** Changes slug (`3.2-to-4.0`) → doc id of its migration guide in the newer version (`migration-guides.json`). */
  guides: Record<string, string>;
  /** What the build does about the content's soft problems (lib/content-source/source-config.ts). */
  softProblems: SoftProblemsSetting;
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

/** The content folder the last prepare step settled on (absolute). */
export function activeContentDir(root = process.cwd()): string {
  return path.resolve(root, prepared.read(root).contentDir);
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
