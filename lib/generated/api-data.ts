/**
 * `.generated/api-data.json`: what the packages of each version say about
 * the docs (scripts/prepare-api.ts): the API changes between versions, the
 * lifecycle badges of each page, the page comparisons, and where each
 * version's docs document each API entry (for the local search).
 */
import type { VersionIntelligence } from '../api-model/version-intelligence';
import type { SymbolLocation } from '../search/search-data';
import { generatedFile } from './generated-file';

export interface ApiData {
  intelligence: VersionIntelligence;
  /** Version name → where its docs document each API entry. */
  locations: Record<string, SymbolLocation[]>;
}

const api = generatedFile<ApiData>('api-data.json', 'scripts/prepare-api.ts (npm run content)');

export const writeApiData = api.write;
export const readApiData = api.read;
