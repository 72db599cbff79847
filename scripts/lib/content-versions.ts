/**
 * The local content's versions and the repository root: what a script needs
 * to place a file before it loads the content check (./content-check.ts, which
 * brings the TypeScript compiler and the Markdown parsers with it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { versionsFromManifest, type VersionManifest } from '../../lib/versions/version-manifest';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The name readers import the library by. */
export const LIBRARY = 'react-native-track-player';

/** The version records of the local content, dropdown order. */
export function contentVersionRecords(contentDir = path.join(ROOT, 'content')) {
  const manifest = JSON.parse(readFileSync(path.join(contentDir, 'versions.json'), 'utf8')) as VersionManifest;
  return versionsFromManifest(manifest, path.join(contentDir, 'versions.json'));
}

/** Version folders of the local content, dropdown order. */
export function contentVersions(contentDir = path.join(ROOT, 'content')): string[] {
  return contentVersionRecords(contentDir).map((v) => v.name);
}
