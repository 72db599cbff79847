/**
 * The data of the version-intelligence features, computed from the per-version
 * package models and the pages that document them: the changes between
 * adjacent versions (the /docs/changes pages), the lifecycle badges of every
 * documented entry, and each API page's differences with every other version.
 */
import { diffModels, type ApiChange } from './changes';
import {
  badgesOf,
  changeLifecycle,
  type ApiLifecycle,
  type LifecycleBadge,
  type LifecycleStep,
  type Replacement,
} from './lifecycle';
import type { EntryLocation } from './locate';
import type { ApiModel } from './types';

export interface IntelligenceVersion {
  name: string;
  label: string;
  unreleased: boolean;
  /** Route of the version's landing page (`/docs/3.2`). */
  path: string;
  /** Path segment naming the version in changes routes (`3.2`, `next`). */
  slug: string;
}

/** A replacement with the URL of its section in the version that names it, when a page documents it. */
export interface LinkedReplacement extends Replacement {
  href?: string;
}

/** A change as the pages show it: the entry, what happened, and where to read about it in each version. */
export interface ChangeRow {
  change: ApiChange['change'];
  kind: ApiChange['entry']['kind'];
  name: string;
  details?: string[];
  /** For `deprecated`: what to use instead, as it exists in the newer version, with its section there. */
  replacements?: LinkedReplacement[];
  text?: string;
  /** The release the change happened in, when it is not the newer version (a release without docs: `3.0`). */
  release?: Pick<LifecycleStep, 'label' | 'documented' | 'unreleased'>;
  /** The entry's section in the older and the newer version (absent where it is not documented). */
  olderHref?: string;
  newerHref?: string;
}

export interface ChangesPair {
  /** `3.2-to-4.0`. */
  slug: string;
  from: IntelligenceVersion;
  to: IntelligenceVersion;
  changes: ChangeRow[];
  /** The hand-written migration guide for this step, in the newer version's docs. */
  guide?: { href: string; docId: string };
}

/**
 * The badges of one entry, placed on its page by what the entry is, not by a line: after the heading whose id is
 * `anchor`, in the table row `row` under that heading, or at the top of the page. The place is one the content
 * build marked on the page (lib/content/places.ts); `placementOf` names it.
 */
export interface PlacedBadges extends Pick<EntryLocation, 'at' | 'anchor' | 'row'> {
  key: string;
  badges: PlacedBadge[];
}

/** A badge as a page shows it: linked to the changes page that lists its change, when one does. */
export interface PlacedBadge extends Omit<LifecycleBadge, 'replacements'> {
  href?: string;
  replacements?: LinkedReplacement[];
}

export interface VersionIntelligence {
  /** Release order, oldest first. */
  versions: IntelligenceVersion[];
  pairs: ChangesPair[];
  /** version → doc id → badges on that page. */
  badges: Record<string, Record<string, PlacedBadges[]>>;
  /** version → doc id → other version → the differences of this page's entries. */
  compare: Record<string, Record<string, Record<string, ChangeRow[]>>>;
}

export interface IntelligenceInput {
  /** Release order, oldest first, each with its model and where its entries are documented. */
  versions: (IntelligenceVersion & { model: ApiModel; locations: EntryLocation[] })[];
  /** The lifecycle of every entry, from every release read (lib/api-model/lifecycle.ts). */
  lifecycle: ApiLifecycle;
  /** The route of a doc in a version (`/docs/3.2/api/events`). */
  docHref: (version: string, docId: string) => string;
  /** Changes slug → doc id of the migration guide in the newer version (content/migration-guides.json). */
  guides?: Readonly<Record<string, string>>;
}

export function changesSlug(from: IntelligenceVersion, to: IntelligenceVersion): string {
  return `${from.slug}-to-${to.slug}`;
}

/** Compute every changes page, badge and page comparison. */
export function versionIntelligence(input: IntelligenceInput): VersionIntelligence {
  const versions: IntelligenceVersion[] = input.versions.map((v) => ({
    name: v.name,
    label: v.label,
    unreleased: v.unreleased,
    path: v.path,
    slug: v.slug,
  }));
  const byName = new Map(input.versions.map((v) => [v.name, v]));
  const locationOf = (version: string, key: string) => byName.get(version)?.locations.find((l) => l.key === key);
  const hrefOf = (version: string, key: string) => {
    const location = locationOf(version, key);
    if (!location) return undefined;
    return `${input.docHref(version, location.docId)}${location.anchor ? `#${location.anchor}` : ''}`;
  };
  const linked = (version: string, list: readonly Replacement[] | undefined) =>
    list?.map((r) => {
      const href = hrefOf(version, r.key);
      return { ...r, ...(href ? { href } : {}) };
    });
  const rows = (older: string, newer: string): ChangeRow[] =>
    diffModels(byName.get(older)!.model, byName.get(newer)!.model).map((c) => {
      const olderHref = c.change === 'added' ? undefined : hrefOf(older, c.entry.key);
      const newerHref = c.change === 'removed' ? undefined : hrefOf(newer, c.entry.key);
      const { release, replacements: named } = changeLifecycle(input.lifecycle, c.change, c.entry.key, older, newer);
      const replacements = linked(newer, named);
      return {
        change: c.change,
        kind: c.entry.kind,
        name: c.entry.name,
        ...(c.details ? { details: c.details } : {}),
        ...(replacements?.length ? { replacements } : {}),
        ...(c.change === 'deprecated' && c.entry.deprecated ? { text: c.entry.deprecated } : {}),
        ...(release
          ? { release: { label: release.label, documented: release.documented, unreleased: release.unreleased } }
          : {}),
        ...(olderHref ? { olderHref } : {}),
        ...(newerHref ? { newerHref } : {}),
      };
    });

  const pairs: ChangesPair[] = [];
  for (let i = 1; i < versions.length; i++) {
    const from = versions[i - 1]!;
    const to = versions[i]!;
    const slug = changesSlug(from, to);
    const guide = input.guides?.[slug];
    pairs.push({
      slug,
      from,
      to,
      changes: rows(from.name, to.name),
      ...(guide ? { guide: { docId: guide, href: input.docHref(to.name, guide) } } : {}),
    });
  }

  const badges: VersionIntelligence['badges'] = {};
  for (const version of input.versions) {
    const perDoc: Record<string, PlacedBadges[]> = {};
    const lifecycle = input.lifecycle.versions[version.name] ?? {};
    for (const location of version.locations) {
      let list = badgesOf(lifecycle[location.key]);
      // A member or field that arrived with its enum or type says nothing its owner's badge does not.
      const owner = /^(member|field):([^.]+)\./.exec(location.key);
      if (owner) {
        const ownerAdded = lifecycle[`${owner[1] === 'member' ? 'constant' : 'object'}:${owner[2]}`]?.added;
        if (ownerAdded && !ownerAdded.orEarlier)
          list = list.filter((b) => !(b.kind === 'added' && b.release === ownerAdded.release));
      }
      if (!list.length) continue;
      const placed = list.map((badge): PlacedBadge => {
        const from = versions.find((v) => v.name === badge.covered?.from);
        const to = versions.find((v) => v.name === badge.covered?.to);
        const href =
          from && to ? `${CHANGES_BASE}/${changesSlug(from, to)}#${anchorOf(badge.kind, location.key)}` : undefined;
        const replacements = linked(version.name, badge.replacements);
        return { ...badge, ...(href ? { href } : {}), ...(replacements ? { replacements } : {}) };
      });
      const { at, anchor, row } = location;
      (perDoc[location.docId] ??= []).push({ at, anchor, ...(row ? { row } : {}), key: location.key, badges: placed });
    }
    badges[version.name] = perDoc;
  }

  const compare: VersionIntelligence['compare'] = {};
  for (const version of input.versions) {
    const perDoc: Record<string, Record<string, ChangeRow[]>> = {};
    const docs = [...new Set(version.locations.map((l) => l.docId))];
    for (const other of input.versions) {
      if (other.name === version.name) continue;
      const olderFirst =
        versions.findIndex((v) => v.name === version.name) < versions.findIndex((v) => v.name === other.name);
      const all = olderFirst ? rows(version.name, other.name) : rows(other.name, version.name);
      for (const docId of docs) {
        const keys = new Set(version.locations.filter((l) => l.docId === docId).map((l) => l.key));
        const otherKeys = new Set(other.locations.filter((l) => l.docId === docId).map((l) => l.key));
        const onPage = all.filter(
          (row) => keys.has(`${row.kind}:${row.name}`) || otherKeys.has(`${row.kind}:${row.name}`),
        );
        (perDoc[docId] ??= {})[other.name] = onPage;
      }
    }
    compare[version.name] = perDoc;
  }
  return { versions, pairs, badges, compare };
}

/** The id of a change's row on a changes page: (`added`, `function:getActiveTrack`) → `added-function-getactivetrack`. */
export function anchorOf(change: string, key: string): string {
  return `${change}-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** Where the changes pages live. */
export const CHANGES_BASE = '/docs/changes';

/** The changes routes: the index and one page per step, or none when no package models were read. */
export function changesRoutes(data: Pick<VersionIntelligence, 'pairs'>): string[] {
  return data.pairs.length ? [CHANGES_BASE, ...data.pairs.map((p) => `${CHANGES_BASE}/${p.slug}`)] : [];
}

/**
 * What a path shows if it is a changes route: the index (`pair` undefined) or one step; null otherwise.
 */
export function changesPageOf(path: string, data: Pick<VersionIntelligence, 'pairs'>): { pair?: ChangesPair } | null {
  if (!data.pairs.length) return null;
  if (path === CHANGES_BASE) return {};
  if (!path.startsWith(`${CHANGES_BASE}/`)) return null;
  const pair = data.pairs.find((p) => p.slug === path.slice(CHANGES_BASE.length + 1));
  return pair ? { pair } : null;
}

/** The `<title>` and description of a changes page: the index (`pair` undefined) or one step. */
export function changesPageText(
  pair: ChangesPair | undefined,
  siteTitle: string,
): { title: string; description: string } {
  if (!pair)
    return {
      title: 'API changes between versions',
      description: `What each ${siteTitle} release added, removed, deprecated or changed in its API.`,
    };
  return {
    title: `API changes from ${pair.from.label} to ${pair.to.label}`,
    description: `Functions, events, hooks, constants and options added, removed, deprecated or changed from ${pair.from.label} to ${pair.to.label}.`,
  };
}

/** What changed in a page's API entries between its version and one other version. */
export interface PageComparison {
  other: IntelligenceVersion;
  /** The older of the two versions comes first in the changes' direction. */
  from: IntelligenceVersion;
  to: IntelligenceVersion;
  rows: ChangeRow[];
  /** The changes page of the step when the two versions are adjacent, else the changes index. */
  changesHref: string;
  changesLabel: string;
}

/**
 * What changed in a page's API entries between its version and every other
 * version, nearest first (the newer of two equally near ones first); none for
 * a page that documents no entry.
 */
export function pageComparisons(data: VersionIntelligence, versionName: string, docId: string): PageComparison[] {
  const { versions, pairs, compare } = data;
  const index = versions.findIndex((v) => v.name === versionName);
  const perOther = compare[versionName]?.[docId];
  if (index === -1 || !perOther) return [];
  return versions
    .map((other, i) => ({ other, i }))
    .filter(({ other }) => other.name !== versionName && perOther[other.name])
    .sort((a, b) => Math.abs(a.i - index) - Math.abs(b.i - index) || b.i - a.i)
    .map(({ other, i }) => {
      const [from, to] = i < index ? [other, versions[index]!] : [versions[index]!, other];
      const pair = pairs.find((p) => p.from.name === from.name && p.to.name === to.name);
      return {
        other,
        from,
        to,
        rows: perOther[other.name]!,
        changesHref: pair ? `${CHANGES_BASE}/${pair.slug}` : CHANGES_BASE,
        changesLabel: pair
          ? `All API changes from ${from.label} to ${to.label}`
          : 'API changes between every two adjacent versions',
      };
    });
}
