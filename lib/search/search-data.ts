/**
 * Build-time assembly of one version's search data: its pages split into
 * heading sections, its API symbols pointing at their own sections, and, for
 * symbols only other versions have, where they are and what the lifecycle
 * data says (removed in, added in, the replacement a deprecation names).
 */
import type { Root } from 'mdast';
import { stepLabel, type LifecycleBadge } from '../api-model/lifecycle';
import {
  splitSections,
  type ElsewhereNote,
  type IndexedSection,
  type IndexedSymbol,
  type SymbolKind,
  type VersionSearchData,
} from './sections';

/** Where the docs document an API entry (`function:add` on `api/functions/queue#addtracks`). */
export interface SymbolLocation {
  key: string;
  docId: string;
  anchor: string;
}

export interface SearchDataInput {
  version: { name: string; label: string };
  /** Each page with its tree as the content build parsed it; `migration` for a migration guide (see `isMigrationDoc`). */
  pages: readonly { title: string; route: string; tree: Root; migration?: boolean }[];
  /** Route of a doc of a version. */
  docRoute: (version: string, docId: string) => string;
  /** Every version with an API model, oldest first, with its entries' locations and lifecycle badges by key. */
  models: readonly {
    name: string;
    label: string;
    locations: readonly SymbolLocation[];
    badges: Readonly<Record<string, readonly LifecycleBadge[]>>;
  }[];
  maxText?: number;
  /** Sections of pages that are not docs (the API changes pages, which count as migration pages), after the docs' own. */
  extraSections?: readonly IndexedSection[];
}

const KINDS = new Set<SymbolKind>(['function', 'hook', 'event', 'constant', 'object', 'member', 'field']);

function splitKey(key: string): { kind: SymbolKind; name: string } | null {
  const at = key.indexOf(':');
  const kind = key.slice(0, at) as SymbolKind;
  return KINDS.has(kind) ? { kind, name: key.slice(at + 1) } : null;
}

/** The lower-cased names a reader may type for an entry: its name, and a field's or member's own name. */
function typedNames(name: string, kind: SymbolKind): string[] {
  const lower = name.toLowerCase();
  return (kind === 'field' || kind === 'member') && lower.includes('.') ? [lower, lower.split('.').pop()!] : [lower];
}

/** A doc that guides readers from one version to the next: its id ends in `-migration` (`v4-migration`). */
export function isMigrationDoc(docId: string): boolean {
  return /(^|\/)[^/]*-migration$/.test(docId);
}

export function versionSearchData(input: SearchDataInput): VersionSearchData {
  const { version } = input;
  const sections: IndexedSection[] = [
    ...input.pages.flatMap((page) => splitSections(page.tree, page, input.maxText)),
    ...(input.extraSections ?? []),
  ];
  const byUrl = new Map(sections.map((s, i) => [s.url, i] as const));
  const own = input.models.find((m) => m.name === version.name);
  const symbols: IndexedSymbol[] = [];
  const ownNames = new Set<string>();
  for (const location of own?.locations ?? []) {
    const entry = splitKey(location.key);
    if (!entry) continue;
    const route = input.docRoute(version.name, location.docId);
    const section = byUrl.get(location.anchor ? `${route}#${location.anchor}` : route) ?? byUrl.get(route);
    for (const name of typedNames(entry.name, entry.kind)) ownNames.add(name);
    if (section === undefined) continue;
    symbols.push({ name: entry.name, kind: entry.kind, section });
  }

  const elsewhere: Record<string, ElsewhereNote> = {};
  const ownIndex = input.models.findIndex((m) => m.name === version.name);
  const keys = new Set(input.models.flatMap((m) => m.locations.map((l) => l.key)));
  for (const key of keys) {
    const entry = splitKey(key);
    if (!entry) continue;
    const names = typedNames(entry.name, entry.kind).filter((n) => !ownNames.has(n));
    if (!names.length) continue;
    const having = input.models.map((m, i) => ({ m, i })).filter(({ m }) => m.locations.some((l) => l.key === key));
    if (!having.length) continue;
    const older = ownIndex === -1 ? [] : having.filter(({ i }) => i < ownIndex);
    const newer = ownIndex === -1 ? [] : having.filter(({ i }) => i > ownIndex);
    let note: string | undefined;
    let replacement: string | undefined;
    const lastOlder = older[older.length - 1];
    if (lastOlder) {
      const badges = lastOlder.m.badges[key] ?? [];
      const removed = badges.find((b) => b.kind === 'removed');
      // Only what the reader's own version has: the notice sends them there.
      const own = input.models[ownIndex];
      const named = (badges.find((b) => b.kind === 'deprecated')?.replacements ?? []).filter((r) =>
        own?.locations.some((l) => l.key === r.key),
      );
      if (named.length) replacement = named.map((r) => r.name).join(' or ');
      if (removed) note = `removed in ${stepLabel(removed)}`;
    } else if (newer[0]) {
      const added = (newer[0].m.badges[key] ?? []).find((b) => b.kind === 'added');
      if (added) note = `${added.documented ? 'added in' : 'since'} ${stepLabel(added)}`;
    }
    const value: Omit<ElsewhereNote, 'name'> = {
      versions: having.map(({ m }) => m.label).reverse(),
      ...(note ? { note } : {}),
      ...(replacement ? { replacement } : {}),
    };
    for (const name of names)
      elsewhere[name] ??= {
        name: name === entry.name.toLowerCase() ? entry.name : entry.name.split('.').pop()!,
        ...value,
      };
  }
  const migration = [
    ...input.pages.filter((p) => p.migration).map((p) => p.route),
    ...new Set((input.extraSections ?? []).map((s) => s.url.split('#')[0]!)),
  ];
  return { version: version.name, label: version.label, sections, symbols, elsewhere, migration };
}
