/**
 * `.generated/package-facts.json`: for the docs server for assistants, each
 * version's published package (name, version, declaration entry) and the
 * platforms of its functions (lib/api-model/native-platforms.ts), by version
 * name, written by the prepare step beside the API models. Only versions
 * with a package (`api-packages.json`) have an entry.
 */
import type { ApiException } from '../api-model/drift';
import type { NativeKeys } from '../api-model/native-metadata';
import type { Platform } from '../api-model/native-platforms';
import type { PackageFacts } from '../assistants/types';
import { generatedFile } from './generated-file';

export interface PackageRecord {
  package: PackageFacts;
  /** Function name → the platforms it works on. */
  platforms: Record<string, Platform[]>;
  /** Function name → for each platform it is marked for, what implements it there (`web: PlaylistPlayer.add (web/…:83)`). */
  platformEvidence?: Record<string, Partial<Record<Platform, string>>>;
  /** The platforms the package has a module for (the platform-support table compares only their columns). */
  modules: Platform[];
  /** What Android and iOS send as common metadata, from the native sources (packages from 4.0 on). */
  commonMetadata?: NativeKeys[];
  /** The exports the docs leave out on purpose, with the reason (api-facts/exceptions.json, for the drift check). */
  exceptions: ApiException[];
}

const packages = generatedFile<Record<string, PackageRecord>>(
  'package-facts.json',
  'scripts/prepare-content.ts (npm run content)',
);

export const writePackageFacts = packages.write;
export const readPackageFacts = packages.read;
/** Where the file is (the checks read it again only when it changed). */
export const packageFactsFile = packages.file;
