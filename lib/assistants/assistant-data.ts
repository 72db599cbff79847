/**
 * The data the docs server for coding assistants (mcp/) answers from, per
 * docs version, made from what the site is built from: the version records,
 * each version's API model (read from its published package), where its
 * pages document each entry, the platforms of its functions (from the
 * package's native sources), its pages and its search data. Pure: the
 * binding (lib/docs/assistant-outputs.ts) hands everything in.
 *
 * The server reads these files, each at its route in the export:
 * - `/mcp/manifest.json`: the versions, their packages, their pages (with the
 *   route of each page's Markdown twin) and the routes of the files below;
 * - `/mcp/<version>/api.json`: every API entry with its signature, platforms,
 *   lifecycle, replacement and the URL of its section;
 * - `/mcp/<version>/changes.json`: the API changes from every older version, with the migration guides on the way;
 * - `/mcp/<version>/AGENTS.md`: notes for assistants (lib/assistants/agents-md.ts).
 * The Markdown twins and the search data are the site's own files, at their own routes.
 */
import { apiEntries, diffModels, type ApiChange } from '../api-model/changes';
import { changeLifecycle, type ApiLifecycle, type EntryLifecycle, type LifecycleStep } from '../api-model/lifecycle';
import type { Platform } from '../api-model/native-platforms';
import type { ApiField, ApiFunction, ApiModel } from '../api-model/types';
import {
  ASSISTANT_BASE,
  ASSISTANT_DATA_FORMAT,
  type AssistantData,
  type AssistantManifest,
  type Lifecycle,
  type LifecycleFact,
  type PackageFacts,
  type VersionApi,
  type VersionChanges,
} from './types';
import type { SymbolLocation } from '../search/search-data';
import { absoluteUrl } from '../site/sitemap';
import { llmsRoute, markdownRoute } from '../markdown-export/routes';
import { docRoute, type DocsVersion } from '../versions/versions';
import { agentsMd } from './agents-md';

export interface AssistantPageInput {
  docId: string;
  title: string;
  description?: string;
  /** Route of the HTML page. */
  route: string;
}

export interface AssistantDataInput {
  site: { title: string; url: string; baseUrl: string };
  /** The npm package of the docs server (site config). */
  server: string;
  /** Dropdown order (the docs model's versions). */
  versions: readonly DocsVersion[];
  /** Version name → its pages in sidebar order. */
  pages: Readonly<Record<string, readonly AssistantPageInput[]>>;
  /** Route of a version's search data (the site's own file). */
  searchRoute: (version: DocsVersion) => string;
  /** Version name → the package its docs document; versions without one get no API facts. */
  packages: Readonly<Record<string, PackageFacts>>;
  models: Readonly<Record<string, ApiModel>>;
  /** The lifecycle of every entry from every release read (lib/api-model/lifecycle.ts): the one record. */
  lifecycle: ApiLifecycle;
  /** Version name → function name → platforms. */
  platforms: Readonly<Record<string, Readonly<Record<string, Platform[]>>>>;
  /** Version name → where its pages document each entry. */
  locations: Readonly<Record<string, readonly SymbolLocation[]>>;
  /** The changes steps between adjacent versions (the version intelligence's), for their migration guides. */
  pairs: readonly { from: { name: string }; to: { name: string }; guide?: { href: string } }[];
}

/** The routes of the files the assistants' data adds for a version. */
export function assistantRoutes(name: string): { api: string; changes: string; agents: string } {
  const base = `${ASSISTANT_BASE}/${encodeURIComponent(name)}`;
  return { api: `${base}/api.json`, changes: `${base}/changes.json`, agents: `${base}/AGENTS.md` };
}

const typed = (field: Pick<ApiField, 'name' | 'optional' | 'type'>) =>
  `${field.name}${field.optional ? '?' : ''}: ${field.type}`;

function callSignatures(fn: ApiFunction): string {
  return fn.signatures.map((s) => `${fn.name}(${s.params.map(typed).join(', ')}): ${s.returns}`).join('\n');
}

const literal = (value: string | number | undefined) =>
  value === undefined ? '' : ` = ${typeof value === 'string' ? JSON.stringify(value) : value}`;

/** Every entry's signature in a model as assistants read it, by key (the keys of apiEntries). */
export function entrySignatures(model: ApiModel): Map<string, string> {
  const out = new Map<string, string>();
  for (const fn of model.functions) out.set(`function:${fn.name}`, callSignatures(fn));
  for (const hook of model.hooks) out.set(`hook:${hook.name}`, callSignatures(hook));
  for (const event of model.events)
    out.set(
      `event:${event.name}`,
      `Event.${event.name}${literal(event.value)}${
        event.payload
          ? ` (payload: { ${event.payload.map(typed).join('; ')} })`
          : event.payloadType
            ? ` (payload: ${event.payloadType})`
            : ''
      }`,
    );
  for (const en of model.enums) {
    out.set(
      `constant:${en.name}`,
      `enum ${en.name} { ${en.members.map((m) => `${m.name}${literal(m.value)}`).join(', ')} }`,
    );
    for (const m of en.members) out.set(`member:${en.name}.${m.name}`, `${en.name}.${m.name}${literal(m.value)}`);
  }
  for (const object of model.objects) {
    out.set(`object:${object.name}`, `interface ${object.name} { ${object.fields.map(typed).join('; ')} }`);
    for (const f of object.fields) out.set(`field:${object.name}.${f.name}`, `${object.name}.${typed(f)}`);
  }
  return out;
}

function factOf(step: LifecycleStep | undefined): LifecycleFact | null {
  if (!step) return null;
  return {
    release: step.release,
    label: step.label,
    documented: step.documented,
    orEarlier: step.orEarlier,
    docs: step.documented ? step.release : (step.covered?.to ?? null),
  };
}

function lifecycleOf(entry: EntryLifecycle | undefined): Lifecycle {
  return { added: factOf(entry?.added), deprecated: factOf(entry?.deprecated), removed: factOf(entry?.removed) };
}

/** A change's replacements (checked in the newer version) and the release it happened in, when not the newer one. */
function changeFacts(
  c: ApiChange,
  lifecycle: ApiLifecycle,
  older: string,
  newer: string,
): { replacements?: string[]; release?: string } {
  const { release, replacements } = changeLifecycle(lifecycle, c.change, c.entry.key, older, newer);
  return {
    ...(replacements.length ? { replacements: replacements.map((r) => r.name) } : {}),
    ...(release ? { release: release.label } : {}),
  };
}

/** Everything the docs server reads, for every version. */
export function assistantData(input: AssistantDataInput): AssistantData {
  const absolute = (route: string) => absoluteUrl(route, input.site.url, input.site.baseUrl);
  const byName = new Map(input.versions.map((v) => [v.name, v]));
  // Release order, oldest first: the unreleased version is the newest.
  const released = [...input.versions].reverse().filter((v) => input.packages[v.name] && input.models[v.name]);
  const urlOf = (version: string, key: string): string | null => {
    const location = input.locations[version]?.find((l) => l.key === key);
    if (!location) return null;
    return absolute(`${docRoute(byName.get(version)!, location.docId)}${location.anchor ? `#${location.anchor}` : ''}`);
  };

  const api: Record<string, VersionApi> = {};
  for (const v of released) {
    const model = input.models[v.name]!;
    const sigs = entrySignatures(model);
    const own = input.lifecycle.versions[v.name] ?? {};
    api[v.name] = {
      version: v.name,
      entries: [...apiEntries(model).values()].map((entry) => {
        const lifecycle = lifecycleOf(own[entry.key]);
        const replacements = own[entry.key]?.deprecated?.replacements.map((r) => r.name) ?? [];
        return {
          key: entry.key,
          kind: entry.kind,
          name: entry.name,
          signature: sigs.get(entry.key) ?? entry.name,
          platforms: entry.kind === 'function' ? (input.platforms[v.name]?.[entry.name] ?? null) : null,
          lifecycle,
          replacements,
          ...(entry.deprecated !== undefined ? { deprecation: entry.deprecated } : {}),
          url: urlOf(v.name, entry.key),
        };
      }),
    };
  }

  const changes: Record<string, VersionChanges> = {};
  released.forEach((to, index) => {
    const from: VersionChanges['from'] = {};
    for (const older of released.slice(0, index)) {
      const steps = released.slice(released.indexOf(older), index + 1);
      const guides = input.pairs
        .filter((p) => steps.some((s, i) => i > 0 && p.to.name === s.name && p.from.name === steps[i - 1]!.name))
        .flatMap((p) => (p.guide ? [absolute(p.guide.href)] : []));
      from[older.name] = {
        changes: diffModels(input.models[older.name]!, input.models[to.name]!).map((c: ApiChange) => ({
          change: c.change,
          kind: c.entry.kind,
          name: c.entry.name,
          url: urlOf(c.change === 'removed' ? older.name : to.name, c.entry.key),
          ...(c.details ? { details: c.details } : {}),
          ...changeFacts(c, input.lifecycle, older.name, to.name),
        })),
        guides,
      };
    }
    changes[to.name] = { version: to.name, from };
  });

  const latest = input.versions.find((v) => v.status === 'latest') ?? input.versions[0];
  const library = (latest && input.packages[latest.name]?.name) ?? Object.values(input.packages)[0]?.name ?? '';
  const manifest: AssistantManifest = {
    format: ASSISTANT_DATA_FORMAT,
    site: { title: input.site.title, url: absolute('/') },
    library,
    server: input.server,
    versions: input.versions.map((v) => {
      const routes = assistantRoutes(v.name);
      const known = api[v.name] !== undefined;
      return {
        name: v.name,
        label: v.label,
        status: v.status,
        url: absolute(v.path),
        llms: absolute(llmsRoute(v)),
        package: input.packages[v.name] ?? null,
        files: {
          search: input.searchRoute(v),
          api: known ? routes.api : null,
          changes: known ? routes.changes : null,
          agents: routes.agents,
        },
        pages: (input.pages[v.name] ?? []).map((p) => ({
          docId: p.docId,
          title: p.title,
          ...(p.description ? { description: p.description } : {}),
          url: absolute(p.route),
          markdown: markdownRoute(p.route),
        })),
      };
    }),
  };

  const agents: Record<string, string> = {};
  for (const v of manifest.versions) agents[v.name] = agentsMd({ manifest, version: v.name, api, changes });
  return { manifest, api, changes, agents };
}

/** Every file of the data as a route and its body, for the route handler and the tests. */
export function assistantOutputs(data: AssistantData): { route: string; body: string }[] {
  const json = (value: unknown) => `${JSON.stringify(value)}\n`;
  return [
    { route: `${ASSISTANT_BASE}/manifest.json`, body: json(data.manifest) },
    ...data.manifest.versions.flatMap((v) => [
      ...(v.files.api ? [{ route: v.files.api, body: json(data.api[v.name]) }] : []),
      ...(v.files.changes ? [{ route: v.files.changes, body: json(data.changes[v.name]) }] : []),
      { route: v.files.agents, body: data.agents[v.name]! },
    ]),
  ];
}
