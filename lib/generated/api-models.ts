/**
 * `.generated/api-models.json`: each version's API as its published package
 * declares it (lib/api-model/extract.ts), by version name, written by the
 * prepare step. Only versions with a package (`api-packages.json`) have one.
 * Where the docs document each entry, and so the badges and changes, are
 * worked out from the docs as they are now (lib/docs/doc-index.ts).
 */
import type { ApiModel } from '../api-model/types';
import { generatedFile } from './generated-file';

const models = generatedFile<Record<string, ApiModel>>(
  'api-models.json',
  'scripts/prepare-content.ts (npm run content)',
);

export const writeApiModels = models.write;
export const readApiModels = models.read;
/** Where the file is (the checks read it again only when it changed). */
export const apiModelsFile = models.file;
