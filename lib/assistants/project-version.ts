/**
 * Which version of the library a reader's project uses, read from the files
 * a package manager leaves in the project, in this order: `package-lock.json`
 * (lockfile v1 to v3), `yarn.lock` (classic and Berry), `pnpm-lock.yaml`,
 * `bun.lock`, the installed `node_modules/<library>/package.json`, and last
 * the range `package.json` asks for. Pure: the caller hands in a reader of the
 * project's files; nothing here touches the disk.
 */
import semver from 'semver';
import { parse as parseYaml } from 'yaml';

/** What the project's files say about the library. */
export type ProjectVersion =
  /** An exact version, from a lockfile or the installed package. */
  | { kind: 'installed'; version: string; source: string; problems: string[] }
  /** Only a range, from `package.json` (nothing installed or locked). */
  | { kind: 'range'; range: string; source: string; problems: string[] }
  /** No trace of the library; `reason` says what was looked at. */
  | { kind: 'none'; reason: string; problems: string[] };

/** Reads a file of the project by its path from the project folder; undefined when it does not exist. */
export type ProjectReader = (file: string) => string | undefined;

/** A lockfile's answer: the version, null when it does not mention the library. Throws on a file it cannot read. */
type LockParser = (text: string, pkg: string, wanted: string | undefined) => string | null;

/** The line of `text` at a character offset, for messages. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** JSON.parse with the file and line in the message. */
function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    throw new Error(`${file}${at ? `:${lineAt(text, Number(at[1]))}` : ''}: not valid JSON (${message}).`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `package-lock.json`: `packages["node_modules/<pkg>"]` (v2, v3), else `dependencies[<pkg>]` (v1). */
export const fromPackageLock: LockParser = (text, pkg) => {
  const lock = parseJson(text, 'package-lock.json');
  if (!isRecord(lock)) throw new Error('package-lock.json: not a lockfile (no top-level object).');
  const packages = isRecord(lock.packages) ? lock.packages : {};
  const entry = packages[`node_modules/${pkg}`];
  if (isRecord(entry) && typeof entry.version === 'string') return entry.version;
  const dependencies = isRecord(lock.dependencies) ? lock.dependencies : {};
  const legacy = dependencies[pkg];
  if (isRecord(legacy) && typeof legacy.version === 'string') return legacy.version;
  return null;
};

/**
 * The entry to read when a lockfile resolves the package for several ranges
 * (the project's own and a dependency's): the one whose ranges include
 * `wanted` (the project's `package.json` range), else the first.
 */
function pickEntry<E extends { ranges: string[]; version: string }>(
  entries: readonly E[],
  wanted: string | undefined,
): E | undefined {
  return (wanted !== undefined && entries.find((e) => e.ranges.includes(wanted))) || entries[0];
}

/** The range of a lockfile specifier `<pkg>@<range>` (`npm:` of Berry dropped), or null for another package. */
function rangeOf(specifier: string, pkg: string): string | null {
  const spec = specifier.trim().replace(/^"|"$/g, '');
  if (!spec.startsWith(`${pkg}@`)) return null;
  return spec.slice(pkg.length + 1).replace(/^npm:/, '');
}

/** `yarn.lock` of Yarn 2 and later (Berry): YAML, `"<pkg>@npm:<range>, …": { version }`. */
function fromBerryLock(text: string, pkg: string, wanted: string | undefined): string | null {
  let lock: unknown;
  try {
    lock = parseYaml(text);
  } catch (error) {
    throw new Error(`yarn.lock: not valid YAML (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!isRecord(lock)) throw new Error('yarn.lock: not a lockfile (no top-level mapping).');
  const entries = Object.entries(lock).flatMap(([key, value]) => {
    const ranges = key.split(',').flatMap((s) => rangeOf(s, pkg) ?? []);
    if (!ranges.length || !isRecord(value) || value.version === undefined) return [];
    return [{ ranges, version: String(value.version) }];
  });
  return pickEntry(entries, wanted)?.version ?? null;
}

/**
 * `yarn.lock` of Yarn 1 (classic): a header line listing the specifiers
 * (`react-native-track-player@^4.1.1, "react-native-track-player@^4.0.0":`)
 * and indented fields below it (`  version "4.1.2"`). Berry's YAML is
 * recognised by its `__metadata` key and read as YAML.
 */
export const fromYarnLock: LockParser = (text, pkg, wanted) => {
  if (/^__metadata:/m.test(text)) return fromBerryLock(text, pkg, wanted);
  const entries: { ranges: string[]; version: string }[] = [];
  let current: string[] | null = null;
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (!line.trim() || line.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!line.endsWith(':'))
        throw new Error(
          `yarn.lock:${index + 1}: expected an entry header ending in ":", found "${line.slice(0, 80)}".`,
        );
      const ranges = line
        .slice(0, -1)
        .split(',')
        .flatMap((s) => rangeOf(s, pkg) ?? []);
      current = ranges.length ? ranges : null;
      return;
    }
    const version = /^\s+version:?\s+"?([^"\s]+)"?\s*$/.exec(line);
    if (current && version) {
      entries.push({ ranges: current, version: version[1]! });
      current = null;
    }
  });
  return pickEntry(entries, wanted)?.version ?? null;
};

/** A pnpm version without its peer-dependency suffix: `4.1.2(react@18.2.0)` and `4.1.2_react@18.2.0` → `4.1.2`. */
function pnpmVersion(value: string): string {
  return value.replace(/[(_].*$/, '');
}

/**
 * `pnpm-lock.yaml`: the root project's dependencies, under `importers["."]`
 * (lockfile 9, and workspaces) or at the top level (5 and 6); a value is the
 * version (5) or `{ specifier, version }` (6 and later).
 */
export const fromPnpmLock: LockParser = (text, pkg) => {
  let lock: unknown;
  try {
    lock = parseYaml(text);
  } catch (error) {
    throw new Error(`pnpm-lock.yaml: not valid YAML (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!isRecord(lock)) throw new Error('pnpm-lock.yaml: not a lockfile (no top-level mapping).');
  const importers = isRecord(lock.importers) ? lock.importers : undefined;
  const root = importers && isRecord(importers['.']) ? importers['.'] : lock;
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const deps = root[field];
    if (!isRecord(deps)) continue;
    const value = deps[pkg];
    if (typeof value === 'string') return pnpmVersion(value);
    if (isRecord(value) && value.version !== undefined) return pnpmVersion(String(value.version));
  }
  return null;
};

/** JSON with trailing commas (bun.lock's JSONC) as JSON: commas before `}` or `]` outside strings dropped. */
function withoutTrailingCommas(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    if (c === ',' && /^\s*[}\]]/.test(text.slice(i + 1, i + 200))) continue;
    out += c;
  }
  return out;
}

/** `bun.lock` (text lockfile): `packages["<pkg>"][0]` is `"<pkg>@<version>"`. */
export const fromBunLock: LockParser = (text, pkg) => {
  const lock = parseJson(withoutTrailingCommas(text), 'bun.lock');
  if (!isRecord(lock)) throw new Error('bun.lock: not a lockfile (no top-level object).');
  const packages = isRecord(lock.packages) ? lock.packages : {};
  const entry = packages[pkg];
  if (!Array.isArray(entry) || typeof entry[0] !== 'string') return null;
  const at = entry[0].lastIndexOf('@');
  return at > 0 ? entry[0].slice(at + 1).replace(/^npm:/, '') : null;
};

/** The installed package's own `package.json`. */
export const fromInstalledManifest: LockParser = (text, pkg) => {
  const file = `node_modules/${pkg}/package.json`;
  const manifest = parseJson(text, file);
  if (!isRecord(manifest) || typeof manifest.version !== 'string') throw new Error(`${file}: no "version" field.`);
  return manifest.version;
};

/** The range the project's `package.json` asks for (dependencies, then dev, then peer), as written. */
export function requestedRange(packageJson: string | undefined, pkg: string): string | undefined {
  if (packageJson === undefined) return undefined;
  const manifest = parseJson(packageJson, 'package.json');
  if (!isRecord(manifest)) return undefined;
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
    const deps = manifest[field];
    if (isRecord(deps) && typeof deps[pkg] === 'string') return deps[pkg].replace(new RegExp(`^npm:${pkg}@`), '');
  }
  return undefined;
}

/** Bun's binary lockfile: not read, but named, so that a project with only that one learns why. */
const binaryBunLock: LockParser = () => {
  throw new Error(
    "bun.lockb is Bun's binary lockfile, which is not read here; `bun install --save-text-lockfile` writes bun.lock.",
  );
};

/** The lockfiles and the installed package, in the order they are believed. */
function sources(pkg: string): { file: string; parse: LockParser }[] {
  return [
    { file: 'package-lock.json', parse: fromPackageLock },
    { file: 'yarn.lock', parse: fromYarnLock },
    { file: 'pnpm-lock.yaml', parse: fromPnpmLock },
    { file: 'bun.lock', parse: fromBunLock },
    { file: 'bun.lockb', parse: binaryBunLock },
    { file: `node_modules/${pkg}/package.json`, parse: fromInstalledManifest },
  ];
}

/** Every file of a project the detection reads (its answer can change only when one of these does). */
export function projectFiles(pkg: string): string[] {
  return ['package.json', ...sources(pkg).map((s) => s.file)];
}

/**
 * What the project's files say about package `pkg`: the first lockfile (in
 * the order above) that resolves it, else the installed package, else the
 * range in `package.json`. A file that cannot be read is named in `problems`
 * and the next one is asked.
 */
export function projectVersion(read: ProjectReader, pkg: string): ProjectVersion {
  const problems: string[] = [];
  let wanted: string | undefined;
  const packageJson = read('package.json');
  try {
    wanted = requestedRange(packageJson, pkg);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  for (const { file, parse } of sources(pkg)) {
    const text = read(file);
    if (text === undefined) continue;
    try {
      const version = parse(text, pkg, wanted);
      if (version !== null) return { kind: 'installed', version, source: file, problems };
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (wanted !== undefined) return { kind: 'range', range: wanted, source: 'package.json', problems };
  const looked = projectFiles(pkg).filter((f) => read(f) !== undefined);
  return {
    kind: 'none',
    reason: looked.length
      ? `none of ${looked.join(', ')} mentions ${pkg}`
      : `the folder has no package.json, lockfile or node_modules/${pkg}`,
    problems,
  };
}

/** A docs version as version matching needs it: its name, label, status and the package version it documents. */
export interface DocumentedVersion {
  name: string;
  label: string;
  status: 'unreleased' | 'latest' | 'unmaintained';
  /** The exact package version the version's docs were checked against (`4.1.2`, `5.0.0-alpha0-…`). */
  packageVersion: string;
}

/** Which docs version answers for a project. */
export interface DocsVersionMatch {
  /** The docs version that covers the project's version, null when none does. */
  version: string | null;
  /** The nearest docs version when none covers it (or when only a range was found and it allows none). */
  nearest: string | null;
}

const line = (v: semver.SemVer) => `${v.major}.${v.minor}`;

/**
 * The docs version that covers an installed version: the one whose package
 * has the same major and minor (`4.1.0`…`4.1.9` → 4.1; a pre-release of
 * 5.0 → the unreleased docs when they document 5.0). None covers a version
 * between documented lines (`3.0.1`), older than all (`1.2.0`) or newer than
 * all (`6.0.0`): then `nearest` is the documented line of the same major
 * nearest to it (the newer on a tie), else the oldest or newest version.
 */
export function matchInstalled(installed: string, versions: readonly DocumentedVersion[]): DocsVersionMatch {
  const parsed = semver.parse(installed) ?? semver.coerce(installed);
  const documented = versions
    .map((v) => ({ v, pkg: semver.parse(v.packageVersion) }))
    .filter((d): d is { v: DocumentedVersion; pkg: semver.SemVer } => d.pkg !== null)
    .sort((a, b) => semver.compare(a.pkg, b.pkg));
  if (!parsed || !documented.length) return { version: null, nearest: null };
  const same = documented.find((d) => line(d.pkg) === line(parsed));
  if (same) return { version: same.v.name, nearest: null };
  const sameMajor = documented.filter((d) => d.pkg.major === parsed.major);
  if (sameMajor.length) {
    const distance = (d: { pkg: semver.SemVer }) => Math.abs(d.pkg.minor - parsed.minor);
    const best = [...sameMajor].sort((a, b) => distance(a) - distance(b) || semver.compare(b.pkg, a.pkg))[0]!;
    return { version: null, nearest: best.v.name };
  }
  const older = documented.filter((d) => semver.lt(d.pkg, parsed));
  return { version: null, nearest: (older.length ? older[older.length - 1]! : documented[0]!).v.name };
}

/**
 * The newest docs version a `package.json` range allows: a release whose
 * line (`4.1.x`) the range reaches, or the unreleased docs when the range
 * takes their exact pre-release. `nearest` is set when it allows none, from
 * the lowest version the range allows; both are null for what is no semver
 * range (`latest`, a git URL, `file:`).
 */
export function matchRange(range: string, versions: readonly DocumentedVersion[]): DocsVersionMatch {
  const valid = semver.validRange(range);
  if (valid === null) return { version: null, nearest: null };
  const allowed = versions.filter((v) => {
    const pkg = semver.parse(v.packageVersion);
    if (!pkg) return false;
    if (v.status === 'unreleased') return semver.satisfies(pkg, valid);
    return semver.intersects(valid, `${pkg.major}.${pkg.minor}.x`);
  });
  const newest = allowed.sort((a, b) => semver.rcompare(a.packageVersion, b.packageVersion))[0];
  if (newest) return { version: newest.name, nearest: null };
  const lowest = semver.minVersion(valid);
  return lowest
    ? { version: null, nearest: matchInstalled(lowest.version, versions).nearest }
    : { version: null, nearest: null };
}

/** The answer of `docs_version`: which docs version the tools use by default, and why. */
export interface VersionInUse {
  /** The docs version (its name: `3.2`, `next`), null when none covers the project. */
  version: string | null;
  /** The installed version (`3.2.0`), or the range when only `package.json` names one; null when unknown. */
  installed: string | null;
  /** What said so: a file of the project (`yarn.lock`), or `--version`; null when nothing did. */
  source: string | null;
  /** Whether the docs cover the project's version. */
  supported: boolean;
  /** The nearest documented version when the docs do not cover it. */
  nearest: string | null;
  /** The same in a sentence or two, for people and for the text content. */
  note: string;
}

/** `2.1, 3.1 and Next`. */
function labels(versions: readonly DocumentedVersion[]): string {
  const list = [...versions].sort((a, b) => semver.compare(a.packageVersion, b.packageVersion)).map((v) => v.label);
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : list.join('');
}

/** The docs version an override (`--version 3.2`, `Next`, `3.2.0`) names, or an error listing the choices. */
export function parseVersionOverride(
  value: string,
  versions: readonly DocumentedVersion[],
): DocumentedVersion | string {
  const wanted = value.trim().replace(/^v(?=\d)/i, '');
  const named = versions.find((v) => v.name === wanted || v.label.toLowerCase() === wanted.toLowerCase());
  if (named) return named;
  if (semver.valid(wanted)) return wanted;
  throw new Error(
    `--version "${value}" is neither a docs version (${versions.map((v) => v.name).join(', ')}) nor a version number such as 4.1.2.`,
  );
}

/**
 * Which docs version answers for a project, from what its files say
 * (`projectVersion`, or `missing` when the folder does not exist) and an
 * optional `--version` override. A version the docs do not cover is never
 * mapped to another: `version` is null, `nearest` names the closest
 * documented one and `note` says both.
 */
export function versionInUse(
  project: ProjectVersion | { kind: 'missing'; folder: string },
  versions: readonly DocumentedVersion[],
  pkg: string,
  override?: string,
): VersionInUse {
  const all = labels(versions);
  const label = (name: string | null) => versions.find((v) => v.name === name)?.label ?? name ?? '';
  const found = project.kind === 'installed' ? `${project.version}, from ${project.source}` : null;
  const problems =
    project.kind === 'missing' || !project.problems.length ? '' : ` (Could not read: ${project.problems.join(' ')})`;
  const uncovered = (installed: string, nearest: string | null) =>
    `which these docs do not cover: they document ${all}.${nearest ? ` The nearest documented version is ${label(nearest)}: pass version "${nearest}" to read it, knowing that its API may differ from ${installed}'s.` : ''}`;

  if (override !== undefined) {
    const chosen = parseVersionOverride(override, versions);
    const installed = project.kind === 'installed' ? project.version : null;
    const has = found ? ` (the project has ${found})` : '';
    if (typeof chosen !== 'string')
      return {
        version: chosen.name,
        installed,
        source: '--version',
        supported: true,
        nearest: null,
        note: `Started with --version ${override}: these are the ${chosen.label} docs${has}.`,
      };
    const match = matchInstalled(chosen, versions);
    return {
      version: match.version,
      installed: chosen,
      source: '--version',
      supported: match.version !== null,
      nearest: match.nearest,
      note: match.version
        ? `Started with --version ${override}: these are the ${label(match.version)} docs${has}.`
        : `Started with --version ${override}, ${uncovered(chosen, match.nearest)}`,
    };
  }

  if (project.kind === 'missing')
    return {
      version: null,
      installed: null,
      source: null,
      supported: false,
      nearest: null,
      note: `The project folder ${project.folder} does not exist. Start the server with --project <folder of your app> or --version <${versions.map((v) => v.name).join('|')}>, or pass version to each tool.`,
    };
  if (project.kind === 'none')
    return {
      version: null,
      installed: null,
      source: null,
      supported: false,
      nearest: null,
      note: `No trace of ${pkg} in the project: ${project.reason}.${problems} Add the library, start the server with --version, or pass version to each tool.`,
    };
  if (project.kind === 'installed') {
    const match = matchInstalled(project.version, versions);
    return {
      version: match.version,
      installed: project.version,
      source: project.source,
      supported: match.version !== null,
      nearest: match.nearest,
      note: match.version
        ? `The project uses ${pkg} ${found}: these are the ${label(match.version)} docs.${problems}`
        : `The project uses ${pkg} ${found}, ${uncovered(project.version, match.nearest)}${problems}`,
    };
  }
  const match = matchRange(project.range, versions);
  const asks = `package.json asks for ${pkg} "${project.range}" and no lockfile or installed package says which version`;
  return {
    version: match.version,
    installed: project.range,
    source: project.source,
    supported: match.version !== null,
    nearest: match.nearest,
    note: match.version
      ? `${asks}; the newest documented version it allows is ${label(match.version)}. Install the dependencies for an exact answer.${problems}`
      : semver.validRange(project.range) === null
        ? `${asks}, and "${project.range}" names no version. Install the dependencies (a lockfile records the version), or start the server with --version.${problems}`
        : `${asks}; it allows none of the documented versions (${all}).${match.nearest ? ` The nearest is ${label(match.nearest)}: pass version "${match.nearest}" to read it anyway.` : ''}${problems}`,
  };
}
