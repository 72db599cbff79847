/**
 * The docs server's data on disk: the site's export (`out/` in a checkout) or
 * the package's own copy (`data/`), laid out the same way: `mcp/manifest.json`,
 * `mcp/<version>/api.json` and `changes.json`, the search data at
 * `search-index/<version>.json` and each page's Markdown twin at its route.
 * Everything but the manifest is read on first use and kept.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SectionIndex } from '../../lib/search/section-search';
import type { VersionSearchData } from '../../lib/search/sections';
import {
  ASSISTANT_DATA_FORMAT,
  type AssistantManifest,
  type AssistantPage,
  type VersionApi,
  type VersionChanges,
} from '../../lib/assistants/types';
import { projectFiles, projectVersion, type ProjectVersion } from '../../lib/assistants/project-version';

/** The file of a site route in the data folder: `/docs/intro.md` → `<root>/docs/intro.md`. */
function fileOf(root: string, route: string): string {
  return path.join(root, ...route.split('/').filter(Boolean).map(decodeURIComponent));
}

function readJson<T>(file: string, what: string): T {
  if (!existsSync(file)) throw new Error(`The docs data has no ${what} (${file}).`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export class DocsData {
  readonly root: string;
  readonly manifest: AssistantManifest;
  private readonly apis = new Map<string, VersionApi>();
  private readonly changeSets = new Map<string, VersionChanges>();
  private readonly indexes = new Map<string, SectionIndex>();
  private readonly pages = new Map<string, string>();

  /** @throws when the folder holds no manifest (no build yet) or one of another format */
  constructor(root: string) {
    this.root = root;
    const file = path.join(root, 'mcp', 'manifest.json');
    if (!existsSync(file))
      throw new Error(
        `No docs data in ${root}: ${path.join('mcp', 'manifest.json')} is missing. In a checkout, run \`npm run build\` first.`,
      );
    this.manifest = readJson<AssistantManifest>(file, 'manifest');
    if (this.manifest.format !== ASSISTANT_DATA_FORMAT)
      throw new Error(
        `${file}: data format ${this.manifest.format}, this server reads format ${ASSISTANT_DATA_FORMAT}.`,
      );
  }

  version(name: string) {
    const found = this.manifest.versions.find((v) => v.name === name);
    if (!found)
      throw new Error(`No docs version "${name}"; there are ${this.manifest.versions.map((v) => v.name).join(', ')}.`);
    return found;
  }

  /** The version's API facts; undefined for a version without a package. */
  api(name: string): VersionApi | undefined {
    const route = this.version(name).files.api;
    if (!route) return undefined;
    let api = this.apis.get(name);
    if (!api) {
      api = readJson<VersionApi>(fileOf(this.root, route), `API data of ${name}`);
      this.apis.set(name, api);
    }
    return api;
  }

  /** Every version's API facts, by name (versions without a package left out). */
  allApi(): Record<string, VersionApi> {
    return Object.fromEntries(
      this.manifest.versions.flatMap((v) => {
        const api = this.api(v.name);
        return api ? [[v.name, api]] : [];
      }),
    );
  }

  /** Every version's changes from the older ones, by name. */
  allChanges(): Record<string, VersionChanges> {
    return Object.fromEntries(
      this.manifest.versions.flatMap((v) => {
        if (!v.files.changes) return [];
        let changes = this.changeSets.get(v.name);
        if (!changes) {
          changes = readJson<VersionChanges>(fileOf(this.root, v.files.changes), `changes of ${v.name}`);
          this.changeSets.set(v.name, changes);
        }
        return [[v.name, changes]];
      }),
    );
  }

  /** The site's search index of a version, built from its search data as the site's search dialog builds it. */
  index(name: string): SectionIndex {
    let index = this.indexes.get(name);
    if (!index) {
      const data = readJson<VersionSearchData>(
        fileOf(this.root, this.version(name).files.search),
        `search data of ${name}`,
      );
      index = new SectionIndex(data);
      this.indexes.set(name, index);
    }
    return index;
  }

  /** A page's Markdown twin, as the site serves it. */
  markdown(page: AssistantPage): string {
    let text = this.pages.get(page.markdown);
    if (text === undefined) {
      const file = fileOf(this.root, page.markdown);
      if (!existsSync(file)) throw new Error(`The docs data has no Markdown for ${page.url} (${file}).`);
      text = readFileSync(file, 'utf8');
      this.pages.set(page.markdown, text);
    }
    return text;
  }

  /** A version's AGENTS.md. */
  agents(name: string): string {
    return readFileSync(fileOf(this.root, this.version(name).files.agents), 'utf8');
  }
}

/** What a project folder says about the library, or that the folder does not exist. */
export function readProject(folder: string, library: string): ProjectVersion | { kind: 'missing'; folder: string } {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return { kind: 'missing', folder };
  return projectVersion((file) => {
    const full = path.join(folder, file);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
  }, library);
}

/**
 * `compute()` (what the project's files say), computed again whenever one of
 * the files it reads changes, appears or goes (an `npm install` in the middle
 * of a session): the server never goes on answering for the version the
 * project had. Costs a few `stat`s per call.
 */
export function watchProject<T>(folder: string, library: string, compute: () => T): () => T {
  const files = projectFiles(library).map((f) => path.join(folder, f));
  let seen: string | undefined;
  let last: T;
  return () => {
    const now = files
      .map((file) => {
        try {
          const s = statSync(file);
          return `${s.mtimeMs}:${s.size}`;
        } catch {
          return '-';
        }
      })
      .join('|');
    if (now !== seen) {
      last = compute();
      seen = now;
    }
    return last;
  };
}
