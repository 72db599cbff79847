/**
 * `.generated/api-lifecycle.json`: the lifecycle of every API entry read from every published release of the
 * library (lib/api-model/lifecycle.ts), written by the prepare step once its invariants hold. The badges, the
 * changes pages, the search data and the assistants' data read it (lib/docs/doc-index.ts), and nothing else
 * works lifecycle out again.
 */
import type { ApiLifecycle } from '../api-model/lifecycle';
import { generatedFile } from './generated-file';

const lifecycle = generatedFile<ApiLifecycle>('api-lifecycle.json', 'scripts/prepare-content.ts (npm run content)');

export const writeApiLifecycle = lifecycle.write;
export const readApiLifecycle = lifecycle.read;
