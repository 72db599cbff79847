/**
 * The docs' prose dates ("added in 3.1", "deprecated in 4.0", "removed in 3.1" next to an API entry) against every
 * release read: the registry's `lifecycle-prose` check (lib/content/content-checks.ts).
 */
import { apiEntries } from './changes';
import type { DocPage } from './doc-sections';
import { lineOf, locateEntries } from './locate';
import type { ApiModel } from './types';

/** A page: its file (as problems name it), its text and its headings and tables. */
export interface ProseFile {
  file: string;
  source: string;
  page: DocPage;
}

export interface ProseProblem {
  file: string;
  line: number;
  message: string;
}

/** Versions as numbers for ordering prose claims: `4.0` → 4, `3.1.0` → 3.1; `Next` is after every release. */
function versionNumber(label: string): number {
  if (/^next$/i.test(label)) return Number.POSITIVE_INFINITY;
  const [major = '0', minor = '0'] = label.replace(/^v/i, '').split('.');
  return Number(major) + Number(minor) / 100;
}

const CLAIMS: { kind: 'added' | 'deprecated' | 'removed'; pattern: RegExp }[] = [
  { kind: 'added', pattern: /\b(?:added|introduced|new) in (?:v(?:ersion)?\s*)?(\d+(?:\.\d+){0,2}|next)\b/gi },
  { kind: 'deprecated', pattern: /\bdeprecated (?:in|since) (?:v(?:ersion)?\s*)?(\d+(?:\.\d+){0,2})\b/gi },
  { kind: 'removed', pattern: /\bremoved in (?:v(?:ersion)?\s*)?(\d+(?:\.\d+){0,2}|next)\b/gi },
];

/** One API entry across versions (release order): present? deprecated? */
interface EntryHistory {
  present: boolean[];
  deprecated: boolean[];
}

function histories(models: readonly ApiModel[]): Map<string, EntryHistory> {
  const out = new Map<string, EntryHistory>();
  models.forEach((model, i) => {
    for (const entry of apiEntries(model).values()) {
      let h = out.get(entry.key);
      if (!h) {
        h = { present: models.map(() => false), deprecated: models.map(() => false) };
        out.set(entry.key, h);
      }
      h.present[i] = true;
      h.deprecated[i] = entry.deprecated !== undefined;
    }
  });
  return out;
}

/** Whether a claimed version falls in the step that ends at docs version `i` (3.0 falls in 2.1 → 3.1). */
function inStep(claimed: number, labels: readonly string[], i: number): boolean {
  const before = i > 0 ? versionNumber(labels[i - 1]!) : Number.NEGATIVE_INFINITY;
  return claimed > before && claimed <= versionNumber(labels[i]!);
}

function claimHolds(
  kind: 'added' | 'deprecated' | 'removed',
  claimed: number,
  h: EntryHistory,
  labels: readonly string[],
): boolean {
  return labels.some((_, i) => {
    if (kind === 'added')
      return (
        h.present[i] &&
        (i === 0 ? claimed <= versionNumber(labels[0]!) : !h.present[i - 1] && inStep(claimed, labels, i))
      );
    if (kind === 'removed') return i > 0 && !h.present[i] && h.present[i - 1] && inStep(claimed, labels, i);
    return (
      h.deprecated[i] &&
      (i === 0 ? claimed <= versionNumber(labels[0]!) : !h.deprecated[i - 1] && inStep(claimed, labels, i))
    );
  });
}

/** The entries' histories and names, worked out once per set of releases (the same models, the same answer). */
const namesByModels = new WeakMap<object, ReturnType<typeof computeNames>>();
function namesOf(order: readonly { name: string }[], models: ReadonlyMap<string, ApiModel>) {
  const key = order.map((v) => v.name).join(' ');
  const hit = namesByModels.get(models);
  if (hit && hit.key === key) return hit;
  const names = computeNames(order, models, key);
  namesByModels.set(models, names);
  return names;
}

function computeNames(order: readonly { name: string }[], models: ReadonlyMap<string, ApiModel>, key: string) {
  const history = histories(order.map((v) => models.get(v.name)!));
  const byName = new Map<string, string>();
  const byShortName = new Map<string, string[]>();
  for (const entry of history.keys()) {
    const name = entry.slice(entry.indexOf(':') + 1);
    if (!byName.has(name) || entry.startsWith('function:')) byName.set(name, entry);
    if (name.includes('.')) {
      const short = name.slice(name.lastIndexOf('.') + 1);
      byShortName.set(short, [...(byShortName.get(short) ?? []), entry]);
    }
  }
  return { key, history, byName, byShortName };
}

/**
 * Hand-written "added in 3.1" / "deprecated in 4.0" / "removed in 3.1" next to
 * an API entry (in its section's own paragraphs, or its table row) must agree
 * with the packages. The claim is about the first API name of its sentence
 * (`stop()`, or "the stop function"), else about the section's entry.
 * @param order every release read, oldest first (the documented versions and
 *   those between them: scripts/lib/api-lifecycle.ts, releasesOf), so that
 *   "added in 3.0" is checked against 3.0.0 itself; a claimed version between
 *   two releases read agrees with the later one
 * @param models the model of each release in `order`, by name
 */
export function lifecycleProseProblems(
  version: string,
  files: readonly ProseFile[],
  order: readonly { name: string; label: string }[],
  models: ReadonlyMap<string, ApiModel>,
): ProseProblem[] {
  const model = models.get(version);
  if (!model || models.size !== order.length) return [];
  const labels = order.map((v) => v.label);
  const { history, byName, byShortName } = namesOf(order, models);
  const pages = files.map((f) => f.page);
  const problems: ProseProblem[] = [];
  // Each file's lines and table rows, worked out once for all the entries it documents.
  const read = new Map<ProseFile, { lines: string[]; rows: Map<number, DocPage['tables'][number]['rows'][number]> }>();
  const readOf = (file: ProseFile) => {
    let found = read.get(file);
    if (!found) {
      const rows = new Map(file.page.tables.flatMap((t) => t.rows.map((r) => [r.line, r] as const)));
      read.set(file, (found = { lines: file.source.split('\n'), rows }));
    }
    return found;
  };
  const byDocId = new Map(files.map((f) => [f.page.docId, f]));
  for (const location of locateEntries(model, pages)) {
    const file = byDocId.get(location.docId);
    const page = file?.page;
    if (!file || !page || location.at === 'page') continue;
    const at = lineOf(page, location);
    const { lines, rows } = readOf(file);
    // A heading's section runs to the next heading; a row is its own line.
    const next = page.headings.find((h) => h.line > at);
    const end = location.at === 'heading' ? (next ? next.line - 1 : lines.length) : at;
    const region = lines.slice(at - 1, end).join('\n');
    for (const sentence of region.matchAll(/(?:[^.!?\n|]|\.(?=\w))*(?:[.!?]|\n|\||$)/g)) {
      const text = sentence[0];
      if (!text.trim()) continue;
      for (const { kind, pattern } of CLAIMS) {
        for (const match of text.matchAll(new RegExp(pattern.source, 'gi'))) {
          // A claim about the docs themselves ("a reference page was added in 3.2") is not about the API.
          if (/\b(page|docs|documentation)\b/i.test(text)) continue;
          // In a table row, the row's first cell names what the claim is about.
          const row = rows.get(at + region.slice(0, sentence.index ?? 0).split('\n').length - 1);
          const subjectText = row ? (row.cells[0] ?? '') : text.slice(0, match.index);
          const candidates = [
            ...subjectText.matchAll(
              /`(?:TrackPlayer\.)?([A-Za-z_$][\w$.]*)(?:\([^`]*\))?`|\bthe (?:\w+ )?(\w+) (?:function|method|event|hook|option|field)\b/gi,
            ),
          ].map((m) => m[1] ?? m[2]!);
          // A field or member named alone (`stoppingAppPausesPlayback`) may belong to several types.
          const keysOf = (n: string) => (byName.has(n) ? [byName.get(n)!] : (byShortName.get(n) ?? []));
          // A name that is no API entry (a parameter) leaves the claim unchecked.
          if (candidates.length && !candidates.some((c) => keysOf(c).length)) continue;
          const named = candidates.map(keysOf).find((keys) => keys.length);
          // Without a name in its sentence, only a short note ("Added in 4.0.") speaks for the section's
          // entry; a field stands for the same field of a renamed type too (MetadataOptions → UpdateOptions).
          const own = location.key.slice(location.key.lastIndexOf('.') + 1);
          const fallback = location.key.includes('.')
            ? [location.key, ...(byShortName.get(own) ?? [])]
            : [location.key];
          const keys =
            named ??
            (text
              .replace(/[^\w\s.]/g, ' ')
              .trim()
              .split(/\s+/).length <= 8
              ? fallback
              : []);
          const known = keys.filter((k) => history.has(k));
          if (!known.length || known.some((k) => claimHolds(kind, versionNumber(match[1]!), history.get(k)!, labels)))
            continue;
          const key = known[0]!;
          const h = history.get(key)!;
          const line = at + region.slice(0, (sentence.index ?? 0) + (match.index ?? 0)).split('\n').length - 1;
          const when = labels
            .map((label, i) =>
              i > 0 &&
              (kind === 'added'
                ? h.present[i] && !h.present[i - 1]
                : kind === 'removed'
                  ? !h.present[i] && h.present[i - 1]
                  : h.deprecated[i] && !h.deprecated[i - 1])
                ? label
                : null,
            )
            .filter(Boolean);
          problems.push({
            file: file.file,
            line,
            message: `"${match[0]}" about \`${key.slice(key.indexOf(':') + 1)}\` disagrees with the packages (${kind} in: ${when.join(', ') || 'none of the docs versions'}).`,
          });
        }
      }
    }
  }
  return problems;
}
