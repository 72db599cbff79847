/**
 * `.generated/api-data.json`: what the packages of each version say about
 * the docs (scripts/prepare-api.ts): the API changes between versions, the
 * lifecycle badges of each page, the page comparisons, and where each
 * version's docs document each API entry (for the local search); and for the
 * docs server for assistants, each version's package, API model and the
 * platforms of its functions.
 */
import type { VersionIntelligence } from '../api-model/version-intelligence';
import type { Platform } from '../api-model/native-platforms';
import type { ApiModel } from '../api-model/types';
import type { PackageFacts } from '../assistants/types';
import type { SymbolLocation } from '../search/search-data';
import { generatedFile } from './generated-file';

export interface ApiData {
  intelligence: VersionIntelligence;
  /** Version name → where its docs document each API entry. */
  locations: Record<string, SymbolLocation[]>;
  /** Version name → the package its docs document (for the docs server for assistants). */
  packages: Record<string, PackageFacts>;
  /** Version name → its API model, read from that package. */
  models: Record<string, ApiModel>;
  /** Version name → function name → the platforms it works on (lib/api-model/native-platforms.ts). */
  platforms: Record<string, Record<string, Platform[]>>;
}

const api = generatedFile<ApiData>('api-data.json', 'scripts/prepare-api.ts (npm run content)');

export const writeApiData = api.write;
export const readApiData = api.read;
