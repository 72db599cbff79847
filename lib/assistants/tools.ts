/**
 * The answers of the docs server's tools, as pure functions over its data
 * (lib/assistants/types.ts): search with the site's own engine and ranking,
 * a page's Markdown twin found from a doc id or a URL, a symbol with its
 * lifecycle across versions, the API changes between two versions, and a
 * type-check's result in the tool's shape. Unknown pages and symbols get the
 * nearest matches. mcp/ reads the files and calls these.
 */
import { editDistance } from '../search/ranking';
import { excerptOf } from '../search/search-model';
import { symbolQuery, type SectionIndex } from '../search/section-search';
import type { BlockProblem } from '../node/typecheck-blocks';
import type { Platform } from '../api-model/native-platforms';
import type {
  AssistantManifest,
  AssistantPage,
  AssistantVersion,
  ChangeFact,
  Lifecycle,
  LifecycleFact,
  VersionApi,
  VersionChanges,
} from './types';

/** An absolute URL of a site route, from the manifest's site URL (base path included). */
export function siteUrl(manifest: Pick<AssistantManifest, 'site'>, route: string): string {
  return `${manifest.site.url.replace(/\/+$/, '')}${route}`;
}

/** The versions in release order, oldest first (the manifest lists the unreleased one first). */
export function releaseOrder(manifest: Pick<AssistantManifest, 'versions'>): AssistantVersion[] {
  return [...manifest.versions].reverse();
}

const label = (manifest: Pick<AssistantManifest, 'versions'>, name: string | null) =>
  manifest.versions.find((v) => v.name === name)?.label ?? name ?? '';

export interface SearchResult {
  /** The page's title, and the section's heading after a colon (`Events: PlaybackState`). */
  title: string;
  /** Absolute URL of the section. */
  url: string;
  /** Plain text around the matched words. */
  excerpt: string;
}

export interface SearchAnswer {
  version: string;
  results: SearchResult[];
  /** When the query is an API name this version lacks and another version has: where it is. */
  note?: string;
}

/**
 * The site's search over one version (lib/search/section-search.ts: the same
 * sections, engine and ranking as the search dialog), best first, at most
 * `limit` sections.
 */
export function searchAnswer(
  manifest: Pick<AssistantManifest, 'site' | 'versions'>,
  index: SectionIndex,
  query: string,
  limit = 8,
): SearchAnswer {
  const ranked = index.search(query);
  const results = ranked.slice(0, limit).map((hit) => ({
    title: hit.section.heading ? `${hit.section.page}: ${hit.section.heading}` : hit.section.page,
    url: siteUrl(manifest, hit.section.url),
    excerpt: excerptOf(hit.row ?? hit.section.text, hit.terms)
      .map((s) => s.text)
      .join(''),
  }));
  // A name this version's API lacks and another version's has: say where it is (lib/search/search-data.ts).
  const name = symbolQuery(query);
  const elsewhere = name ? index.data.elsewhere[name.toLowerCase()] : undefined;
  return {
    version: index.data.version,
    results,
    ...(elsewhere
      ? {
          note: `${elsewhere.name} is not in ${index.data.label}${elsewhere.note ? `: ${elsewhere.note}` : ''}${elsewhere.replacement ? `; see ${elsewhere.replacement}` : ''}. Versions that have it: ${elsewhere.versions.join(', ')}.`,
        }
      : {}),
  };
}

/** A page found for `read_page`, or the nearest pages when none matches. */
export type PageLookup =
  | { found: true; version: AssistantVersion; page: AssistantPage }
  | { found: false; version: AssistantVersion | null; nearest: AssistantPage[]; message: string };

/** The route part of a URL or path: no origin, base path, query, anchor, `.md` or `.html`, no trailing slash. */
function routeOf(manifest: Pick<AssistantManifest, 'site'>, value: string): string {
  const base = new URL(manifest.site.url).pathname.replace(/\/+$/, '');
  let route = value.trim();
  if (/^[a-z]+:\/\//i.test(route)) route = new URL(route).pathname;
  route = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (base && (route === base || route.startsWith(`${base}/`))) route = route.slice(base.length);
  return route.replace(/\.(md|html)$/, '');
}

/**
 * The page a `read_page` path names: a doc id of the version (`basics/installation`),
 * or a route or URL of the site (`/docs/3.2/basics/installation`, with `.md`
 * or an anchor), which names its own version.
 */
export function findPage(manifest: AssistantManifest, version: string | null, path: string): PageLookup {
  const asUrl = /^[a-z]+:\/\//i.test(path.trim()) || /^\/?docs(\/|$)/.test(path.trim());
  const own = manifest.versions.find((v) => v.name === version) ?? null;
  if (asUrl) {
    const route = routeOf(manifest, path.trim().startsWith('docs/') ? `/${path.trim()}` : path);
    for (const v of manifest.versions)
      for (const page of v.pages) if (routeOf(manifest, page.url) === route) return { found: true, version: v, page };
    const byPrefix = manifest.versions.find((v) =>
      v.pages.some((p) => routeOf(manifest, p.url).startsWith(`${route}/`)),
    );
    return notFound(manifest, byPrefix ?? own, route.split('/').pop() ?? route, `No page at ${path}.`);
  }
  if (!own) throw new Error(`No docs version "${version}".`);
  const docId = path
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/[?#].*$/, '')
    .replace(/\.(md|html)$/, '');
  const page = own.pages.find((p) => p.docId === docId);
  if (page) return { found: true, version: own, page };
  return notFound(manifest, own, docId, `No page "${docId}" in ${own.label}.`);
}

function notFound(
  manifest: AssistantManifest,
  version: AssistantVersion | null,
  wanted: string,
  message: string,
): PageLookup {
  const pages = version?.pages ?? manifest.versions.find((v) => v.status === 'latest')?.pages ?? [];
  const whole = wanted.toLowerCase();
  const w = whole.split('/').pop()!;
  const score = (p: AssistantPage) => {
    const id = p.docId.toLowerCase();
    const last = id.split('/').pop()!;
    if (last === w) return 0;
    if (id.includes(w) || p.title.toLowerCase().includes(w)) return 1;
    return (
      2 + Math.min(editDistance(w, last, 6), editDistance(whole, id, 6), editDistance(w, p.title.toLowerCase(), 6))
    );
  };
  const nearest = [...pages].sort((a, b) => score(a) - score(b) || a.docId.localeCompare(b.docId)).slice(0, 5);
  return {
    found: false,
    version,
    nearest,
    message: `${message} Nearest pages${version ? ` in ${version.label}` : ''}: ${nearest.map((p) => `${p.docId} (${p.title})`).join(', ')}.`,
  };
}

/** A lifecycle fact in a sentence: `4.0`, `2.0 or earlier`, `3.0 (a release without docs; its changes are in 3.1's)`. */
export function factText(fact: LifecycleFact): string {
  if (fact.orEarlier) return `${fact.label} or earlier`;
  if (fact.documented) return fact.label;
  return `${fact.label} (a release without docs of its own${fact.docs ? `; its changes are listed with ${fact.docs}'s` : ''})`;
}

export interface SymbolAnswer {
  version: string;
  /** The name asked for, as the API writes it when found. */
  name: string;
  /** Whether the version has it. */
  found: boolean;
  kind: string | null;
  signature: string | null;
  platforms: Platform[] | null;
  url: string | null;
  lifecycle: Lifecycle;
  /** What to use instead, each checked to exist in the version asked about (empty: none). */
  replacements: string[];
  /** Versions (names) whose package has it, newest first. */
  inVersions: string[];
  /** For a name no version has: the nearest API names. */
  nearest?: string[];
  /** The answer in a sentence. */
  note: string;
}

/** The order in which entries of the same name win: a function before a hook, event, constant… */
const KIND_ORDER = ['function', 'hook', 'event', 'constant', 'object', 'member', 'field'];

/** `TrackPlayer.getActiveTrack()`, `await getActiveTrack`, `Event.PlaybackState` → the name and, for `Event.`, the kind. */
export function symbolName(query: string): { name: string; kind?: string } {
  const q = query
    .trim()
    .replace(/^await\s+/, '')
    .replace(/^TrackPlayer\./, '')
    .replace(/\(.*\)\s*;?$/, '')
    .trim();
  const event = /^Event\.(\w+)$/.exec(q);
  return event ? { name: event[1]!, kind: 'event' } : { name: q };
}

/** The entries of a version that a name means: exact case first, then any case, then a field's or member's own name. */
function matching(api: VersionApi, name: string, kind?: string) {
  const candidates = api.entries.filter((e) => !kind || e.kind === kind);
  const exact = candidates.filter((e) => e.name === name);
  if (exact.length) return exact;
  const lower = name.toLowerCase();
  const anyCase = candidates.filter((e) => e.name.toLowerCase() === lower);
  if (anyCase.length) return anyCase;
  return candidates.filter(
    (e) => (e.kind === 'field' || e.kind === 'member') && e.name.toLowerCase().endsWith(`.${lower}`),
  );
}

const byKind = <E extends { kind: string }>(list: readonly E[]) =>
  [...list].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));

/**
 * A symbol in a version: its facts when the version has it; otherwise when it
 * was added or removed (relative to that version) and the versions that have
 * it; for a name no version has, the nearest names.
 * @param api every version's API facts, by version name
 */
export function lookupSymbol(
  manifest: AssistantManifest,
  api: Readonly<Record<string, VersionApi>>,
  version: string,
  query: string,
): SymbolAnswer {
  const own = api[version];
  if (!own) throw new Error(`Version ${label(manifest, version)} has no API data (no package was read for it).`);
  const { name, kind } = symbolName(query);
  const order = releaseOrder(manifest).filter((v) => api[v.name]);
  const at = order.findIndex((v) => v.name === version);
  const having = (key: string) =>
    order
      .filter((v) => api[v.name]!.entries.some((e) => e.key === key))
      .map((v) => v.name)
      .reverse();
  const here = byKind(matching(own, name, kind))[0];
  if (here) {
    const l = here.lifecycle;
    const words = [
      l.added && !l.added.orEarlier ? `added in ${factText(l.added)}` : '',
      l.deprecated
        ? `deprecated in ${factText(l.deprecated)}${here.replacements.length ? ` (use ${here.replacements.join(' or ')})` : ''}`
        : '',
      l.removed ? `removed in ${factText(l.removed)}` : '',
    ].filter(Boolean);
    return {
      version,
      name: here.name,
      found: true,
      kind: here.kind,
      signature: here.signature,
      platforms: here.platforms,
      url: here.url,
      lifecycle: l,
      replacements: here.replacements,
      inVersions: having(here.key),
      note: `${here.name} (${here.kind}) is in ${label(manifest, version)}${words.length ? `: ${words.join('; ')}` : ''}.`,
    };
  }
  // Another version's entry: the nearest version that has it says when it came or went.
  const elsewhere = order
    .map((v, i) => ({ i, entry: byKind(matching(api[v.name]!, name, kind))[0] }))
    .filter((x) => x.entry);
  if (elsewhere.length) {
    const key = elsewhere[0]!.entry!.key;
    const withKey = elsewhere.filter((x) => x.entry!.key === key);
    const newer = withKey.find((x) => x.i > at);
    const older = [...withKey].reverse().find((x) => x.i < at);
    const added = newer ? newer.entry!.lifecycle.added : null;
    const removed = older ? older.entry!.lifecycle.removed : null;
    const deprecated = older?.entry!.lifecycle.deprecated ?? null;
    // Only what the version asked about has: that is where the reader is sent.
    const existing = new Set(own.entries.map((e) => (e.kind === 'event' ? `Event.${e.name}` : e.name)));
    const replacements = (older?.entry!.replacements ?? []).filter((r) => existing.has(r));
    const entry = (older ?? newer)!.entry!;
    const inVersions = having(key);
    const words = [
      removed ? `removed in ${factText(removed)}` : '',
      replacements.length ? `use ${replacements.join(' or ')} instead` : '',
      added ? `added in ${factText(added)}` : '',
    ].filter(Boolean);
    return {
      version,
      name: entry.name,
      found: false,
      kind: entry.kind,
      signature: null,
      platforms: null,
      url: null,
      lifecycle: { added, deprecated, removed },
      replacements,
      inVersions,
      note: `${entry.name} is not in ${label(manifest, version)}${words.length ? `: ${words.join('; ')}` : ''}. Versions that have it: ${inVersions.map((v) => label(manifest, v)).join(', ')}.`,
    };
  }
  const names = new Set(order.flatMap((v) => api[v.name]!.entries.map((e) => e.name)));
  const lower = name.toLowerCase();
  const nearest = [...names]
    .map((n) => ({ n, d: editDistance(lower, n.toLowerCase().split('.').pop()!, 6) }))
    .sort((a, b) => a.d - b.d || a.n.localeCompare(b.n))
    .slice(0, 5)
    .map((x) => x.n);
  return {
    version,
    name,
    found: false,
    kind: null,
    signature: null,
    platforms: null,
    url: null,
    lifecycle: { added: null, deprecated: null, removed: null },
    replacements: [],
    inVersions: [],
    nearest,
    note: `No version of ${manifest.library} has an API named ${name}. Nearest names: ${nearest.join(', ')}.`,
  };
}

export interface UpgradeAnswer {
  from: string;
  to: string;
  changes: ChangeFact[];
  /** Absolute URLs of the migration guides on the way. */
  guides: string[];
}

/** Every API change from one version to a newer one, with the migration guides on the way. */
export function upgradeNotes(
  manifest: AssistantManifest,
  changes: Readonly<Record<string, VersionChanges>>,
  from: string,
  to: string,
): UpgradeAnswer {
  const order = releaseOrder(manifest).map((v) => v.name);
  if (from === to) return { from, to, changes: [], guides: [] };
  if (order.indexOf(from) > order.indexOf(to))
    throw new Error(
      `upgrade_notes goes from an older version to a newer one, and ${label(manifest, from)} is newer than ${label(manifest, to)}: ask from ${to} to ${from} for what ${label(manifest, to)} lacks.`,
    );
  const step = changes[to]?.from[from];
  if (!step)
    throw new Error(
      `No API data for ${label(manifest, from)} and ${label(manifest, to)} (a package was not read for one of them).`,
    );
  return { from, to, changes: step.changes, guides: step.guides };
}

export interface SnippetAnswer {
  version: string;
  ok: boolean;
  /** Lines count from 1, the snippet's first line. */
  diagnostics: { line: number; message: string }[];
}

/** A type-check's problems (lib/node/typecheck-blocks.ts, the snippet as a block whose fence is on line 0) as the tool's answer. */
export function snippetAnswer(version: string, problems: readonly BlockProblem[]): SnippetAnswer {
  return {
    version,
    ok: problems.length === 0,
    diagnostics: problems.map((p) => ({ line: p.line, message: p.message })),
  };
}
