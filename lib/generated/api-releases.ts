/**
 * `.generated/api-releases.json`: every release the prose dates are checked against, oldest first (the documented
 * versions and the releases between them, scripts/lib/api-lifecycle.ts `releasesOf`), with the models of the
 * releases between (the documented ones are in api-models.json). Written by the prepare step; read by the content
 * checks (lib/docs/check-built-docs.ts).
 */
import type { ApiModel } from '../api-model/types';
import { generatedFile } from './generated-file';

export interface ApiReleases {
  order: { name: string; label: string }[];
  /** The models of the releases that no docs version documents, by release name. */
  between: Record<string, ApiModel>;
}

const releases = generatedFile<ApiReleases>('api-releases.json', 'scripts/prepare-content.ts (npm run content)');

export const writeApiReleases = releases.write;
export const readApiReleases = releases.read;
/** Where the file is (the checks read it again only when it changed). */
export const apiReleasesFile = releases.file;
