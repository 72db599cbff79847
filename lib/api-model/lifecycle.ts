/**
 * The lifecycle of every API entry, read from every published release of the
 * library the site knows (the documented ones and those in between, such as
 * 3.0), not only from the documented versions: when each entry was added,
 * deprecated and removed, by the release that first did it, and what to use
 * instead of a deprecated one, checked against the version the reader is sent
 * to. Badges, the changes pages, the search data, the assistants' data and the
 * docs server all read this one record (`ApiLifecycle`), which the prepare
 * step computes once and checks with `lifecycleProblems`.
 */
import { apiEntries, type ApiEntry } from './changes';
import type { ApiModel } from './types';

/** One release of the library whose package was read, oldest first in every list. */
export interface ApiRelease {
  /** The docs version's name for a documented release (`4.1`, `next`), else the release's own (`3.0`, `2.2.0-rc4`). */
  name: string;
  /** How readers see it: `4.1`, `Next`, `3.0`, `2.2.0-rc4`. */
  label: string;
  /** The package's version (`3.0.0`). */
  packageVersion: string;
  /** Whether the site has docs of this release (a docs version documents it). */
  documented: boolean;
  unreleased: boolean;
  model: ApiModel;
}

/**
 * The releases that date changes: every documented version, and every other release that is not a pre-release. An
 * undocumented pre-release (2.2.0-rc4: the 2.2 line had no final release) is read for the `preview` notes only.
 */
export function datingReleases<T extends Pick<ApiRelease, 'documented' | 'packageVersion'>>(
  releases: readonly T[],
): T[] {
  return releases.filter((r) => r.documented || !isPrerelease(r.packageVersion));
}

/** A release as the record names it (its model left out). */
export type ReleaseRef = Omit<ApiRelease, 'model'>;

/** When something happened to an entry: the release that first did it. */
export interface LifecycleStep {
  /** Name of the release (`3.0`, `4.1`, `next`). */
  release: string;
  /** Its label (`3.0`, `Next`). */
  label: string;
  /** Whether that release has docs of its own. */
  documented: boolean;
  unreleased: boolean;
  /** It was so already in the oldest release read: the release that did it may be older ("2.0 or earlier"). */
  orEarlier: boolean;
  /**
   * The step between two documented versions whose changes page covers the release (`2.1` → `3.1` covers 3.0);
   * absent when no such page does (a change in or before the oldest documented version).
   */
  covered?: { from: string; to: string };
  /**
   * A pre-release read between the release before and this one that did it already (`2.2.0-rc4`, of a line that
   * never had a final release): shown as a note, never as the date, since no version range installs it.
   */
  preview?: string;
}

/** A name to use instead of a deprecated entry, as it exists in the version the reader is sent to. */
export interface Replacement {
  /** The entry's key (`event:PlaybackActiveTrackChanged`). */
  key: string;
  /** As readers write it: `Event.PlaybackActiveTrackChanged`, `getActiveTrackIndex`, `UpdateOptions.android`. */
  name: string;
}

export interface Deprecation extends LifecycleStep {
  /** The package's `@deprecated` text. */
  text: string;
  /** What to use instead, each checked to exist in the version (empty: none named, or none that exists). */
  replacements: Replacement[];
}

/** An entry's lifecycle as seen from one docs version that has it. */
export interface EntryLifecycle {
  /** Where its current run of releases began; `orEarlier` when the oldest release read has it. */
  added: LifecycleStep;
  deprecated?: Deprecation;
  /** The first later release without it. */
  removed?: LifecycleStep;
}

/** A reviewed correction of a package's deprecation note (`api-facts/replacements.json`). */
export interface ReviewedReplacement {
  /** The entry (`event:PlaybackMetadataReceived`). */
  key: string;
  /** The `@deprecated` text the review was made for, word for word: another text needs another review. */
  text: string;
  /** The entries that exist and do the job, by key; empty for none. */
  replacements: string[];
  /** Where the package shows it (file:line at the tag), in a sentence. */
  evidence: string;
}

export interface ApiLifecycle {
  /** Every release read, oldest first (pre-releases that only give `preview` notes included). */
  releases: ReleaseRef[];
  /** Docs version name → entry key → its lifecycle in that version. */
  versions: Record<string, Record<string, EntryLifecycle>>;
  /** Entry key → every release that has it (names, oldest first): for the entries a version lacks. */
  history: Record<string, string[]>;
}

export interface LifecycleProblem {
  /** The entry (`event:PlaybackMetadataReceived`). */
  key: string;
  /** The version or release concerned. */
  version: string;
  message: string;
}

const LITERAL = /^(?:true|false|null|undefined|-?\d+(?:\.\d+)?|'[^']*'|"[^"]*")$/;
const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;
/** A word of prose that can only be an API name: camelCase or PascalCase with a capital inside (`UpdateOptions`). */
const API_WORD = /\b(?:[a-z]+|[A-Z][a-z0-9]+)[A-Z][\w$]*\b/g;

/** The entry a name denotes in a model, if any (`Event.X`, `State.X`, `Type.field`, a function, hook, type, enum). */
function resolveName(name: string, entries: ReadonlyMap<string, ApiEntry>, owner?: string): Replacement | undefined {
  const found = (key: string): Replacement | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    return { key, name: entry.kind === 'event' ? `Event.${entry.name}` : entry.name };
  };
  const dot = name.indexOf('.');
  if (dot !== -1) {
    const head = name.slice(0, dot);
    const tail = name.slice(dot + 1);
    if (tail.includes('.')) return undefined;
    return head === 'Event'
      ? found(`event:${tail}`)
      : (found(`member:${head}.${tail}`) ?? found(`field:${head}.${tail}`));
  }
  const direct =
    found(`function:${name}`) ??
    found(`hook:${name}`) ??
    found(`event:${name}`) ??
    found(`constant:${name}`) ??
    found(`object:${name}`) ??
    (owner ? found(`field:${owner}.${name}`) : undefined);
  if (direct) return direct;
  // A field named alone: the one object that has it.
  const fields = [...entries.values()].filter((e) => e.kind === 'field' && e.name.endsWith(`.${name}`));
  return fields.length === 1 ? found(fields[0]!.key) : undefined;
}

/** The names a `@deprecated` text gives, each as the text writes it: code spans first, else calls and API words. */
export function namesInDeprecation(text: string): { names: string[]; values: string[]; fromCode: boolean } {
  const spans = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim());
  const names: string[] = [];
  const values: string[] = [];
  for (const span of spans) {
    if (LITERAL.test(span)) continue;
    if (KEBAB.test(span)) {
      values.push(span);
      continue;
    }
    if (/^[\w$.]+(?:\s*,\s*[\w$.]+)+$/.test(span)) {
      names.push(...span.split(',').map((s) => s.trim()));
      continue;
    }
    const lead = /^(?:await\s+)?(?:TrackPlayer\.)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)/.exec(span);
    if (lead) names.push(lead[1]!);
  }
  if (spans.length) return { names, values, fromCode: true };
  // Without code spans: calls (`getPlaybackState()`) and words that can only be API names (`UpdateOptions`).
  for (const m of text.matchAll(/\b([A-Za-z_$][\w$]*)\(\)/g)) names.push(m[1]!);
  for (const m of text.replace(/https?:\/\/\S+/g, ' ').matchAll(API_WORD)) names.push(m[0]);
  return { names: [...new Set(names)], values, fromCode: false };
}

/**
 * What a `@deprecated` text tells readers to use instead, in the model of the version they are sent to: each name
 * resolved to the entry it denotes there (a string value to its `Event` member: `playback-active-track-changed` →
 * `Event.PlaybackActiveTrackChanged`; a list to each member), the entry itself left out. `unresolved` lists what the
 * text names as code that the model does not have: the package's mistake, to be reviewed, never passed on.
 */
export function resolveDeprecation(
  text: string,
  self: ApiEntry,
  model: ApiModel,
): { replacements: Replacement[]; unresolved: string[] } {
  const entries = apiEntries(model);
  const owner = self.kind === 'field' || self.kind === 'member' ? self.name.split('.')[0] : undefined;
  const { names, values, fromCode } = namesInDeprecation(text);
  const replacements: Replacement[] = [];
  const unresolved: string[] = [];
  const add = (r: Replacement) => {
    if (r.key !== self.key && !replacements.some((x) => x.key === r.key)) replacements.push(r);
  };
  for (const value of values) {
    const events = model.events.filter((e) => e.value === value);
    const members = model.enums.flatMap((en) =>
      en.name === 'Event' ? [] : en.members.filter((m) => m.value === value).map((m) => `${en.name}.${m.name}`),
    );
    if (events.length) for (const e of events) add({ key: `event:${e.name}`, name: `Event.${e.name}` });
    else if (members.length === 1) add({ key: `member:${members[0]}`, name: members[0]! });
    else unresolved.push(value);
  }
  for (const name of names) {
    const found = resolveName(name, entries, owner);
    if (found) add(found);
    else if (fromCode) unresolved.push(name);
  }
  return { replacements, unresolved };
}

/** Whether a version string is a pre-release (`2.2.0-rc4`). */
const isPrerelease = (version: string) => version.includes('-');

function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.split(/-(.*)/s, 2);
    return { nums: core.split('.').map(Number), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.nums[i] ?? 0) - (y.nums[i] ?? 0);
    if (d) return d;
  }
  if (x.pre === undefined || y.pre === undefined) return (x.pre === undefined ? 1 : 0) - (y.pre === undefined ? 1 : 0);
  return x.pre.localeCompare(y.pre, 'en', { numeric: true });
}

/**
 * Every release read, oldest first: the documented versions (with their docs names and labels) and the releases in
 * between (`api-releases.json`: name → its package's model), ordered by package version.
 */
export function releaseTimeline(
  documented: readonly { name: string; label: string; unreleased: boolean; model: ApiModel }[],
  undocumented: Readonly<Record<string, ApiModel>>,
): ApiRelease[] {
  const all: ApiRelease[] = [
    ...documented.map((v) => ({
      name: v.name,
      label: v.label,
      packageVersion: v.model.package.version,
      documented: true,
      unreleased: v.unreleased,
      model: v.model,
    })),
    ...Object.entries(undocumented).map(([name, model]) => ({
      name,
      // A line that never had a final release is named by the pre-release read (2.2.0-rc4).
      label: isPrerelease(model.package.version) ? model.package.version : name,
      packageVersion: model.package.version,
      documented: false,
      unreleased: false,
      model,
    })),
  ];
  const names = new Set<string>();
  for (const r of all) {
    if (names.has(r.name)) throw new Error(`The release ${r.name} is listed twice (a docs version and a release?).`);
    names.add(r.name);
  }
  // An unreleased docs version (a nightly of the next major) is the newest whatever its package says.
  return all.sort(
    (a, b) => Number(a.unreleased) - Number(b.unreleased) || compareVersions(a.packageVersion, b.packageVersion),
  );
}

/**
 * The record: each documented version's entries with the release that added, deprecated and removed each, and
 * the replacements its deprecation names, resolved in that version and corrected by the reviewed list.
 * @returns the record and the problems that must fail the build (see also `lifecycleProblems`)
 */
export function apiLifecycle(
  all: readonly ApiRelease[],
  reviewed: readonly ReviewedReplacement[] = [],
): { lifecycle: ApiLifecycle; problems: LifecycleProblem[]; unusedReviews: ReviewedReplacement[] } {
  const releases = datingReleases(all);
  const entries = releases.map((r) => apiEntries(r.model));
  const allEntries = new Map(all.map((r) => [r, apiEntries(r.model)]));
  /** The first pre-release between the release at `index` and the one before it where `held` is already true. */
  const previewOf = (index: number, held: (entries: ReadonlyMap<string, ApiEntry>) => boolean) => {
    const from = index > 0 ? all.indexOf(releases[index - 1]!) : -1;
    const to = all.indexOf(releases[index]!);
    return all.slice(from + 1, to).find((r) => held(allEntries.get(r)!))?.label;
  };
  const problems: LifecycleProblem[] = [];
  const docsIndexes = releases.flatMap((r, i) => (r.documented ? [i] : []));
  const coverOf = (index: number): LifecycleStep['covered'] => {
    const to = docsIndexes.find((d) => d >= index);
    const from = [...docsIndexes].reverse().find((d) => d < (to ?? -1));
    return to !== undefined && from !== undefined ? { from: releases[from]!.name, to: releases[to]!.name } : undefined;
  };
  const step = (
    index: number,
    orEarlier = false,
    held?: (entries: ReadonlyMap<string, ApiEntry>) => boolean,
  ): LifecycleStep => {
    const r = releases[index]!;
    const covered = orEarlier ? undefined : coverOf(index);
    const preview = held && !orEarlier ? previewOf(index, held) : undefined;
    return {
      release: r.name,
      label: r.label,
      documented: r.documented,
      unreleased: r.unreleased,
      orEarlier,
      ...(covered ? { covered } : {}),
      ...(preview ? { preview } : {}),
    };
  };
  const reviewUsed = new Set<ReviewedReplacement>();

  const versions: ApiLifecycle['versions'] = {};
  releases.forEach((release, vi) => {
    if (!release.documented) return;
    const own: Record<string, EntryLifecycle> = {};
    for (const [key, entry] of entries[vi]!) {
      let start = vi;
      while (start > 0 && entries[start - 1]!.has(key)) start--;
      const lifecycle: EntryLifecycle = { added: step(start, start === 0, (e) => e.has(key)) };
      for (let i = start; i <= vi; i++) {
        const text = entries[i]!.get(key)!.deprecated;
        if (text === undefined) continue;
        // The text as this version has it: a later release may say it better, and this is the one readers see.
        const current = entry.deprecated ?? text;
        const review = reviewed.find((r) => r.key === key && r.text === current);
        let replacements: Replacement[];
        if (review) {
          reviewUsed.add(review);
          replacements = review.replacements.flatMap((k) => {
            const target = entries[vi]!.get(k);
            if (!target) {
              problems.push({
                key,
                version: release.name,
                message: `the reviewed replacement ${k} (api-facts/replacements.json) is not in ${release.label} (${release.model.package.version}).`,
              });
              return [];
            }
            return [{ key: k, name: target.kind === 'event' ? `Event.${target.name}` : target.name }];
          });
        } else {
          const resolved = resolveDeprecation(current, entry, release.model);
          replacements = resolved.replacements;
          if (resolved.unresolved.length)
            problems.push({
              key,
              version: release.name,
              message: `its @deprecated text names ${resolved.unresolved.map((n) => `\`${n}\``).join(', ')}, which ${release.model.package.name || 'the package'}@${release.model.package.version} does not have: "${current}". Review it in api-facts/replacements.json (what does exist, with the evidence, or no replacement).`,
            });
        }
        lifecycle.deprecated = {
          ...step(i, i === 0, (e) => e.get(key)?.deprecated !== undefined),
          text: current,
          replacements,
        };
        break;
      }
      const gap = entries.findIndex((other, i) => i > vi && !other.has(key));
      if (gap !== -1) lifecycle.removed = step(gap, false, (e) => !e.has(key));
      own[key] = lifecycle;
    }
    versions[release.name] = own;
  });

  // A review no version used: stale for the site's own packages (the content checks fail on it), but a content
  // source with other versions (a fixture, a maintainer's repository) simply does not need it.
  const unusedReviews = reviewed.filter((review) => !reviewUsed.has(review));

  const history: ApiLifecycle['history'] = {};
  for (const r of all) for (const key of allEntries.get(r)!.keys()) (history[key] ??= []).push(r.name);
  return {
    lifecycle: {
      releases: all.map((r) => ({
        name: r.name,
        label: r.label,
        packageVersion: r.packageVersion,
        documented: r.documented,
        unreleased: r.unreleased,
      })),
      versions,
      history,
    },
    problems,
    unusedReviews,
  };
}

/**
 * Invariants of the record against the packages, independent of how it was made: every "added in X" has the entry
 * in X's package and not in the release before (unless X is the oldest read); every "deprecated in X" is deprecated
 * in X and not in the release before it within the run; every "removed in Y" lacks it in Y and has it in the release
 * before; every replacement exists in the version that names it. Each problem names the entry, the version and
 * what the packages show.
 */
export function lifecycleProblems(lifecycle: ApiLifecycle, all: readonly ApiRelease[]): LifecycleProblem[] {
  const releases = datingReleases(all);
  const problems: LifecycleProblem[] = [];
  const index = new Map(releases.map((r, i) => [r.name, i]));
  const entries = releases.map((r) => apiEntries(r.model));
  const pkg = (i: number) => `${releases[i]!.model.package.name || 'the package'}@${releases[i]!.packageVersion}`;
  for (const [version, perKey] of Object.entries(lifecycle.versions)) {
    const vi = index.get(version);
    if (vi === undefined) {
      problems.push({ key: '', version, message: `the record has a version no release read is: ${version}.` });
      continue;
    }
    for (const [key, l] of Object.entries(perKey)) {
      const fail = (message: string) => problems.push({ key, version, message });
      if (!entries[vi]!.has(key)) fail(`${pkg(vi)} does not have it, yet the record lists it.`);
      const ai = index.get(l.added.release);
      if (ai === undefined) fail(`"added in ${l.added.label}" names a release that was not read.`);
      else {
        if (!entries[ai]!.has(key)) fail(`"added in ${l.added.label}", but ${pkg(ai)} does not have it.`);
        if (ai > 0 && entries[ai - 1]!.has(key))
          fail(`"added in ${l.added.label}", but ${pkg(ai - 1)}, the release before, has it already.`);
        if (ai === 0 && !l.added.orEarlier)
          fail(`added in the oldest release read, ${l.added.label}, without "or earlier".`);
        for (let i = ai; i <= vi; i++)
          if (!entries[i]!.has(key)) fail(`"added in ${l.added.label}", but ${pkg(i)} lacks it since.`);
      }
      if (l.deprecated) {
        const di = index.get(l.deprecated.release);
        if (di === undefined) fail(`"deprecated in ${l.deprecated.label}" names a release that was not read.`);
        else {
          if (entries[di]!.get(key)?.deprecated === undefined)
            fail(`"deprecated in ${l.deprecated.label}", but ${pkg(di)} does not deprecate it.`);
          if (di > (ai ?? 0) && entries[di - 1]!.get(key)?.deprecated !== undefined)
            fail(
              `"deprecated in ${l.deprecated.label}", but ${pkg(di - 1)}, the release before, deprecates it already.`,
            );
        }
        for (const r of l.deprecated.replacements)
          if (!entries[vi]!.has(r.key))
            fail(`the replacement ${r.name} is not in ${pkg(vi)}, the version whose readers are sent to it.`);
      }
      if (l.removed) {
        const ri = index.get(l.removed.release);
        if (ri === undefined) fail(`"removed in ${l.removed.label}" names a release that was not read.`);
        else if (entries[ri]!.has(key) || !entries[ri - 1]?.has(key))
          fail(`"removed in ${l.removed.label}", but ${pkg(ri)} has it or the release before lacks it.`);
      }
    }
  }
  return problems;
}

/** How a step reads in prose: `4.0`, `Next (unreleased)`, `3.0`, `2.0 or earlier`. */
export function stepLabel(step: Pick<LifecycleStep, 'label' | 'orEarlier' | 'unreleased'>): string {
  if (step.orEarlier) return `${step.label} or earlier`;
  return `${step.label}${step.unreleased ? ' (unreleased)' : ''}`;
}

/**
 * The reviewed replacements file's entries, checked: each has a key, the exact text, a list of keys and evidence.
 * @param json the file's parsed JSON
 * @param file its path, for messages
 * @throws naming the file and the entry when one is malformed
 */
export function reviewedReplacements(json: unknown, file: string): ReviewedReplacement[] {
  const reviews = (json as { reviews?: unknown })?.reviews;
  if (!Array.isArray(reviews)) throw new Error(`${file}: expected an object with a "reviews" list.`);
  return reviews.map((r: Partial<ReviewedReplacement>, i) => {
    const where = `${file}: reviews[${i}]${typeof r?.key === 'string' ? ` (${r.key})` : ''}`;
    if (typeof r?.key !== 'string' || !/^[a-z]+:[\w$.]+$/.test(r.key))
      throw new Error(`${where}: "key" must be an entry key such as "event:PlaybackTrackChanged".`);
    if (typeof r.text !== 'string' || !r.text)
      throw new Error(`${where}: "text" must be the package's @deprecated text, word for word.`);
    if (!Array.isArray(r.replacements) || r.replacements.some((k) => typeof k !== 'string'))
      throw new Error(`${where}: "replacements" must be a list of entry keys (empty for none).`);
    if (typeof r.evidence !== 'string' || !/:\d+/.test(r.evidence))
      throw new Error(`${where}: "evidence" must say where the package shows it (file:line at the tag).`);
    return { key: r.key, text: r.text, replacements: r.replacements, evidence: r.evidence };
  });
}

/** A lifecycle fact as a page shows it next to its entry. */
export interface LifecycleBadge extends LifecycleStep {
  kind: 'added' | 'deprecated' | 'removed';
  /** For `deprecated`: the package's whole `@deprecated` text. */
  text?: string;
  /** For `deprecated`: what to use instead, each existing in the page's version. */
  replacements?: Replacement[];
}

/**
 * The badges of an entry in a version: added (unless the oldest release read has it already: everything would say
 * so), deprecated, removed.
 */
export function badgesOf(lifecycle: EntryLifecycle | undefined): LifecycleBadge[] {
  if (!lifecycle) return [];
  const badges: LifecycleBadge[] = [];
  if (!lifecycle.added.orEarlier) badges.push({ kind: 'added', ...lifecycle.added });
  if (lifecycle.deprecated) {
    const { text, replacements, ...step } = lifecycle.deprecated;
    badges.push({ kind: 'deprecated', ...step, text, replacements });
  }
  if (lifecycle.removed) badges.push({ kind: 'removed', ...lifecycle.removed });
  return badges;
}

/**
 * A badge's words, the same on the page, in its Markdown twin and for assistants: `Added in 4.0`, `Since 3.0` (a
 * release without docs of its own), `Deprecated since 2.2.0-rc4`, `Deprecated in 2.0 or earlier`,
 * `Removed in Next (unreleased)`.
 */
export function badgeText(
  badge: Pick<LifecycleBadge, 'kind' | 'label' | 'documented' | 'orEarlier' | 'unreleased'>,
): string {
  const when = stepLabel(badge);
  if (badge.kind === 'added') return badge.documented ? `Added in ${when}` : `Since ${when}`;
  if (badge.kind === 'removed') return `Removed in ${when}`;
  return badge.documented || badge.orEarlier ? `Deprecated in ${when}` : `Deprecated since ${when}`;
}

/** Why a badge names a release the site has no docs of, and where its change is listed; undefined otherwise. */
export function badgeNote(
  badge: Pick<LifecycleBadge, 'label' | 'documented' | 'orEarlier' | 'covered' | 'preview'>,
  labelOf: (name: string) => string,
): string | undefined {
  if (badge.orEarlier) return `Already so in ${badge.label}, the oldest release whose package was read.`;
  const preview = badge.preview ? ` The pre-release ${badge.preview} did it already.` : '';
  if (badge.documented) return preview.trim() || undefined;
  return `${badge.label} has no docs of its own${badge.covered ? `; its changes are listed with those from ${labelOf(badge.covered.from)} to ${labelOf(badge.covered.to)}` : ''}.${preview}`;
}

/** The record of documented versions alone (no release between them was read), oldest or newest first. */
export function documentedLifecycle(
  versions: readonly { name: string; label: string; unreleased: boolean; model: ApiModel }[],
): ApiLifecycle {
  return apiLifecycle(releaseTimeline(versions, {})).lifecycle;
}

/**
 * What the record says of one change between two versions (a row of a changes page or of `changes.json`): the
 * release it happened in, when that is not the newer version itself, and, for a deprecation, what the newer version
 * has to use instead.
 */
export function changeLifecycle(
  lifecycle: ApiLifecycle,
  change: 'added' | 'deprecated' | 'removed' | 'changed',
  key: string,
  older: string,
  newer: string,
): { release?: LifecycleStep; replacements: Replacement[] } {
  if (change === 'changed') return { replacements: [] };
  const own = lifecycle.versions[change === 'removed' ? older : newer]?.[key];
  const step = own?.[change];
  return {
    ...(step && step.release !== newer && !step.orEarlier ? { release: step } : {}),
    replacements: change === 'deprecated' ? (own?.deprecated?.replacements ?? []) : [],
  };
}
