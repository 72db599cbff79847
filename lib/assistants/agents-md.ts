/**
 * A version's `AGENTS.md`: what a coding assistant should use and avoid when
 * it writes code for that version of the library, the API that changed since
 * the version before, and how to add the docs server. Short enough to sit in
 * a project (or in the library's npm package) and be read whole; the docs
 * server answers the rest.
 */
import type { ApiFact, AssistantManifest, ChangeFact, LifecycleFact, VersionApi, VersionChanges } from './types';
import { CHANGES_BASE } from '../api-model/version-intelligence';
import { serverCommand } from './install';

export interface AgentsMdInput {
  manifest: AssistantManifest;
  /** The version's name. */
  version: string;
  api: Readonly<Record<string, VersionApi>>;
  changes: Readonly<Record<string, VersionChanges>>;
}

/** Kinds an assistant calls or names at the top level; fields and members are left to the server. */
const LISTED = new Set(['function', 'hook', 'event', 'constant', 'object']);

/** How the entry is written in code: `getActiveTrack()`, `useProgress()`, `Event.PlaybackState`, `State`. */
export function inCode(kind: string, name: string): string {
  if (kind === 'function' || kind === 'hook') return `\`${name}()\``;
  if (kind === 'event') return `\`Event.${name}\``;
  return `\`${name}\``;
}

/**
 * The longest signature listed whole, and the longest details of a change: longer ones are cut to the name
 * (`addEventListener(…)`), which keeps every version's notes under 8 KB, small enough to sit in a project's
 * AGENTS.md; the docs server and the changes pages give the rest.
 */
const SIGNATURE = 72;
const DETAILS = 80;

const short = (signature: string, name: string) => (signature.length <= SIGNATURE ? signature : `${name}(…)`);

/** A lifecycle fact in words: `4.0`, `3.0`, `2.0 or earlier`. */
export function factWords(fact: LifecycleFact): string {
  return fact.orEarlier ? `${fact.label} or earlier` : fact.label;
}

/** How an entry is named in code and in the data's replacement lists (`Event.X` for events). */
const codeName = (e: Pick<ApiFact, 'kind' | 'name'>) => (e.kind === 'event' ? `Event.${e.name}` : e.name);

/** `; use \`a\` or \`b\``, for the replacements that exist in a version's entries; empty when none does. */
function insteadWords(replacements: readonly string[], existing?: ReadonlySet<string>): string {
  const named = existing ? replacements.filter((r) => existing.has(r)) : replacements;
  return named.length ? `; use ${named.map((r) => `\`${r}\``).join(' or ')}` : '';
}

export function agentsMd({ manifest, version, api, changes }: AgentsMdInput): string {
  const v = manifest.versions.find((x) => x.name === version);
  if (!v) throw new Error(`AGENTS.md: no version "${version}" in the manifest.`);
  const label = (name: string | null) => manifest.versions.find((x) => x.name === name)?.label ?? name ?? '';
  const existing = new Set(api[version]?.entries.map(codeName));
  const lib = manifest.library;
  const lines: string[] = [
    `# ${manifest.site.title} ${v.label}: notes for coding assistants`,
    '',
    `These notes are for code written against ${lib} ${v.label}${v.package ? ` (checked against ${v.package.version})` : ''}. Its API differs between versions: code written for another version often fails to compile against this one, or compiles and misbehaves. Do not use another version's API: check the installed version first (\`npm ls ${lib}\`); if it is not ${v.label}, use the notes of that version instead.`,
    '',
    `- Docs of ${v.label}: ${v.url}`,
    `- Every page of ${v.label} as Markdown, listed: ${v.llms}`,
    ...(v.pages[0]
      ? [
          `- Each page as Markdown: its URL with \`.md\` added, for example ${manifest.site.url.replace(/\/$/, '')}${v.pages[0].markdown}`,
        ]
      : []),
  ];
  const own = api[version];
  if (own) {
    const byKind = (kind: string) => own.entries.filter((e) => e.kind === kind);
    const functions = byKind('function');
    // The platforms of a function that calls no native method: every platform the package has.
    const everywhere = Math.max(0, ...functions.map((f) => f.platforms?.length ?? 0));
    lines.push('', `## Functions of ${v.label}`, '', `Called on the default export (\`TrackPlayer.add(…)\`):`, '');
    // Deprecated ones are listed under their own heading, with what to use instead.
    for (const f of functions.filter((x) => !x.lifecycle.deprecated)) {
      const platforms =
        f.platforms && f.platforms.length < everywhere ? ` (${f.platforms.join(', ') || 'no platform'})` : '';
      lines.push(`- \`${short(f.signature.split('\n')[0]!, f.name)}\`${platforms}`);
    }
    const hooks = byKind('hook');
    if (hooks.length) {
      lines.push('', `## Hooks of ${v.label}`, '');
      for (const h of hooks) lines.push(`- \`${short(h.signature.split('\n')[0]!, h.name)}\``);
    }
    const events = byKind('event');
    if (events.length) lines.push('', `Events: ${events.map((e) => inCode('event', e.name)).join(', ')}.`);

    // What other versions have and this one does not: the nearest older version that has it says when it
    // left (and what replaced it), the nearest newer one when it came.
    const ownKeys = new Set(own.entries.map((e) => e.key));
    const order = manifest.versions.map((x) => x.name).reverse();
    const at = order.indexOf(version);
    const older = order.slice(0, at).reverse();
    const newer = order.slice(at + 1);
    const entryIn = (name: string, key: string) => api[name]?.entries.find((e) => e.key === key);
    const elsewhere = new Map<string, { kind: string; name: string; words: string[] }>();
    for (const other of [...older, ...newer])
      for (const e of api[other]?.entries ?? []) {
        if (ownKeys.has(e.key) || !LISTED.has(e.kind) || elsewhere.has(e.key)) continue;
        const before = older.map((n) => entryIn(n, e.key)).find(Boolean);
        const after = newer.map((n) => entryIn(n, e.key)).find(Boolean);
        const words = [
          ...(before?.lifecycle.removed
            ? [`removed in ${factWords(before.lifecycle.removed)}${insteadWords(before.replacements, existing)}`]
            : []),
          ...(after?.lifecycle.added && !after.lifecycle.added.orEarlier
            ? [`added in ${factWords(after.lifecycle.added)}`]
            : []),
        ];
        elsewhere.set(e.key, { kind: e.kind, name: e.name, words });
      }
    if (elsewhere.size) {
      lines.push(
        '',
        `## Not in ${v.label}`,
        '',
        `Other versions have these; ${v.label} does not. Do not use them in code for ${v.label}:`,
        '',
      );
      const sorted = [...elsewhere.values()].sort(
        (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name),
      );
      for (const e of sorted)
        lines.push(`- ${inCode(e.kind, e.name)} (${e.kind}): ${e.words.join('; ') || 'in other versions'}`);
    }

    const deprecated = own.entries.filter((e) => e.lifecycle.deprecated && LISTED.has(e.kind));
    if (deprecated.length) {
      lines.push('', `## Deprecated in ${v.label}`, '', 'Still there, but on the way out: prefer the replacement.', '');
      for (const e of deprecated)
        lines.push(
          `- ${inCode(e.kind, e.name)}: deprecated in ${factWords(e.lifecycle.deprecated!)}${insteadWords(e.replacements)}${e.lifecycle.removed ? `; removed in ${factWords(e.lifecycle.removed)}` : ''}`,
        );
    }

    const previous = order
      .slice(0, at)
      .reverse()
      .find((name) => changes[version]?.from[name]);
    const step = previous ? changes[version]!.from[previous]! : undefined;
    if (previous && step) {
      // Types are left to the changes page: their lists are long and an assistant meets them through functions.
      const listed = step.changes.filter((c) => LISTED.has(c.kind) && c.kind !== 'object');
      lines.push('', `## What changed from ${label(previous)} to ${v.label}`, '');
      const group = (kind: ChangeFact['change'], title: string) => {
        const rows = listed.filter((c) => c.change === kind);
        if (!rows.length) return;
        lines.push(
          `- ${title}: ${rows
            .map(
              (c) =>
                `${inCode(c.kind, c.name)}${c.replacements?.length ? ` (use ${c.replacements.map((r) => `\`${r}\``).join(' or ')})` : ''}${c.release ? ` (in ${c.release})` : ''}${c.details && c.details.join('; ').length <= DETAILS ? ` (${c.details.join('; ')})` : ''}`,
            )
            .join(', ')}`,
        );
      };
      group('added', 'Added');
      group('removed', 'Removed');
      group('deprecated', 'Deprecated');
      group('changed', 'Changed');
      if (!listed.length)
        lines.push('- No function, hook, event or constant was added, removed, deprecated or changed.');
      for (const guide of step.guides) lines.push(`- Migration guide: ${guide}`);
      lines.push(
        `- Every change, types, fields and enum members included: ${manifest.site.url.replace(/\/$/, '')}${CHANGES_BASE}`,
      );
    }
  }

  const { command, args } = serverCommand(manifest.site.url, manifest.server);
  lines.push(
    '',
    '## Ask the docs from the editor',
    '',
    `The MCP server \`${manifest.server}\` serves these docs to coding assistants, offline: it reads the project's lockfile to find the installed version, and answers for that version only (search, pages as Markdown, a symbol's signature, platforms and lifecycle, the changes between two versions, and a type-check of a snippet against the version's published types). Add it to Claude Code with:`,
    '',
    '```sh',
    `claude mcp add rntp-docs -- ${command} ${args.join(' ')}`,
    '```',
    '',
    `Other clients (Cursor, VS Code) run the same command: \`${command} ${args.join(' ')}\`.`,
    '',
  );
  return lines.join('\n');
}
