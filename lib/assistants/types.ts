/**
 * The shapes of the docs server's data (lib/assistants/assistant-data.ts
 * makes them, mcp/ reads them), in a module of their own so that the makers
 * and the readers share them without importing each other.
 */
import type { ChangeKind, EntryKind } from '../api-model/changes';
import type { Platform } from '../api-model/native-platforms';
import type { DocsVersion } from '../versions/versions';

/** Format of the files below; the server refuses data of another format. */
export const ASSISTANT_DATA_FORMAT = 2;

/**
 * The npm package of the docs server (mcp/package.json's `name`), which the
 * Markdown twins, llms files and AGENTS.md name. Not in the site
 * configuration: that one reaches the browser, and this is for the text forms only.
 */
export const MCP_SERVER_PACKAGE = 'react-native-track-player-docs-mcp';

/** Where the assistants' files are served. */
export const ASSISTANT_BASE = '/mcp';

/** The package a docs version was checked against. */
export interface PackageFacts {
  /** The npm alias it is installed under in this repository (`rntp-4.1`). */
  alias: string;
  name: string;
  version: string;
  /** The entry declaration file, from the package folder (`lib/src/index.d.ts`). */
  types: string;
}

/** A page of a version as the manifest lists it. */
export interface AssistantPage {
  docId: string;
  title: string;
  description?: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Route of its Markdown twin (`/docs/3.2/basics/installation.md`). */
  markdown: string;
}

export interface AssistantVersion {
  name: string;
  label: string;
  status: DocsVersion['status'];
  /** Absolute URL of the version's landing page. */
  url: string;
  /** Absolute URL of the version's `llms.txt`. */
  llms: string;
  /** The package its docs were checked against; null for a version without one (no API facts). */
  package: PackageFacts | null;
  /** Routes of the version's files: its search data (the site's own), API facts and changes (null without a package), AGENTS.md. */
  files: { search: string; api: string | null; changes: string | null; agents: string };
  /** Pages in sidebar order. */
  pages: AssistantPage[];
}

export interface AssistantManifest {
  format: typeof ASSISTANT_DATA_FORMAT;
  site: { title: string; url: string };
  /** The library's package name (`react-native-track-player`). */
  library: string;
  /** The npm package of the docs server. */
  server: string;
  /** Dropdown order: the unreleased version first, then newest to oldest. */
  versions: AssistantVersion[];
}

/**
 * When something happened to an entry, by the release that first did it, read from every published release of the
 * library (lib/api-model/lifecycle.ts), not only from the documented ones.
 */
export interface LifecycleFact {
  /** The release's name (`4.0`, `next`, `3.0`). */
  release: string;
  /** How readers write it (`4.0`, `Next`, `3.0`, `2.2.0-rc4`). */
  label: string;
  /** Whether the site has docs of that release; if not, `docs` is the docs version whose changes list it. */
  documented: boolean;
  /** It was so already in the oldest release read ("2.0 or earlier"). */
  orEarlier: boolean;
  /** The docs version whose changes page lists it (the release itself when documented); null when none does. */
  docs: string | null;
}

/** When an entry arrived, was deprecated and left, as seen from one version that has it. */
export interface Lifecycle {
  /** Where its current run of releases began (`orEarlier` when the oldest release read has it). */
  added: LifecycleFact | null;
  deprecated: LifecycleFact | null;
  /** The first later release without it. */
  removed: LifecycleFact | null;
}

/** One API entry of a version. */
export interface ApiFact {
  /** `function:getActiveTrack`, `member:State.Ended` (see apiEntries). */
  key: string;
  kind: EntryKind;
  /** As readers write it: `getActiveTrack`, `State.Ended`, `Track.url`. */
  name: string;
  /** The declaration as TypeScript: `getActiveTrack(): Promise<Track | undefined>`. */
  signature: string;
  /** Functions only: where it works (from the package's native sources); null for other kinds. */
  platforms: Platform[] | null;
  lifecycle: Lifecycle;
  /** What to use instead, as readers write it, each checked to exist in this version (empty: none). */
  replacements: string[];
  /** The `@deprecated` text. */
  deprecation?: string;
  /** Absolute URL of the section of this version's docs about it; null when no page documents it. */
  url: string | null;
}

export interface VersionApi {
  version: string;
  entries: ApiFact[];
}

/** One API change between two versions. */
export interface ChangeFact {
  change: ChangeKind;
  kind: EntryKind;
  name: string;
  /** Where the newer version documents it (the older one for a removal); null when no page does. */
  url: string | null;
  /** For `changed`: what changed, one line each. */
  details?: string[];
  /** For `deprecated`: what to use instead, each checked to exist in the newer version. */
  replacements?: string[];
  /** The release it happened in, when that is not the newer version itself (`3.0`, a release without docs). */
  release?: string;
}

export interface VersionChanges {
  version: string;
  /** Every older version (name) → the changes from it to this one, and the migration guides on the way (absolute URLs). */
  from: Record<string, { changes: ChangeFact[]; guides: string[] }>;
}

export interface AssistantData {
  manifest: AssistantManifest;
  /** Version name → its API facts (versions with a package). */
  api: Record<string, VersionApi>;
  changes: Record<string, VersionChanges>;
  /** Version name → its AGENTS.md. */
  agents: Record<string, string>;
}
