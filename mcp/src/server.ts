/**
 * The docs server's tools and resources on an McpServer of the official SDK.
 * Each tool declares its input and output schemas (zod), answers with
 * `structuredContent` and a text rendering of it, and takes an optional
 * `version` (default: the version the project uses). The answers themselves
 * come from lib/assistants/tools.ts; this file reads, validates and formats.
 */
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { VersionInUse } from '../../lib/assistants/project-version';
import {
  findPage,
  lookupSymbol,
  searchAnswer,
  snippetAnswer,
  upgradeNotes,
  type SymbolAnswer,
} from '../../lib/assistants/tools';
import type { DocsData } from './docs-data';
import type { TypecheckClient } from './typecheck-client';

export interface ServerOptions {
  data: DocsData;
  /** The version the project uses now (lib/assistants/project-version.ts), read again when its files change. */
  inUse: () => VersionInUse;
  typecheck: TypecheckClient;
  /** The folder holding each version's package (by its alias) for the type-check. */
  typesDir: string;
  /** The server's own version (its package's). */
  serverVersion: string;
}

const PLATFORM = z.enum(['android', 'ios', 'web']);
const FACT = z
  .object({
    release: z.string().describe('The release that first did it (`4.0`, `next`, `3.0`).'),
    label: z.string().describe('The release as readers write it (`4.0`, `Next`, `2.2.0-rc4`).'),
    documented: z.boolean().describe('Whether the docs cover that release; if not, `docs` lists its changes.'),
    orEarlier: z.boolean().describe('So already in the oldest release read: that release or an earlier one.'),
    docs: z.string().nullable().describe('The docs version whose changes page lists it.'),
  })
  .nullable();
const LIFECYCLE = z.object({
  added: FACT.describe('The release its current run began in, from every published release read.'),
  deprecated: FACT.describe('The release that deprecated it.'),
  removed: FACT.describe('The first later release without it.'),
});
const CHANGE = z.object({
  change: z.enum(['added', 'deprecated', 'removed', 'changed']),
  kind: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  details: z.array(z.string()).optional(),
  replacements: z.array(z.string()).optional().describe('What to use instead, each existing in the newer version.'),
  release: z.string().optional().describe('The release it happened in, when not the newer version itself.'),
});

/** A tool's answer: the structured content, and the same as text. */
function answer<T extends Record<string, unknown>>(structured: T, text: string) {
  return { structuredContent: structured, content: [{ type: 'text' as const, text }] };
}

export function createDocsServer({
  data,
  inUse: detect,
  typecheck,
  typesDir,
  serverVersion,
}: ServerOptions): McpServer {
  const { manifest } = data;
  const names = manifest.versions.map((v) => v.name) as [string, ...string[]];
  const labelOf = (name: string) => manifest.versions.find((v) => v.name === name)?.label ?? name;
  const VERSION = z
    .enum(names)
    .describe(`A docs version: ${names.join(', ')}. Default: the version the project uses (see docs_version).`);
  /** The version a call asks for, else the project's; never another one in its place. */
  const versionOf = (asked: string | undefined): string => {
    if (asked) return asked;
    const inUse = detect();
    if (inUse.version) return inUse.version;
    throw new Error(`${inUse.note} Pass version (one of ${names.join(', ')}) to choose the docs to read.`);
  };
  const atStart = detect();
  const inUseLabel = atStart.version ? labelOf(atStart.version) : null;

  const server = new McpServer(
    { name: 'rntp-docs', title: `${manifest.site.title} docs`, version: serverVersion },
    {
      instructions: [
        `Docs of ${manifest.library}, per version, for writing code against the version the project uses.`,
        inUseLabel
          ? `This project uses ${inUseLabel}: every tool answers for the version the project uses unless given one (docs_version says which).`
          : atStart.note,
        'The API differs between versions: look a function up (lookup_symbol) or search (search_docs) before using it, and type-check code (check_snippet) before offering it.',
      ].join(' '),
    },
  );

  server.registerTool(
    'docs_version',
    {
      title: 'Docs version in use',
      description: `Which version of ${manifest.library} the project uses (from its lockfile, installed package or package.json), which docs version the other tools answer for, and whether the docs cover it.`,
      inputSchema: {},
      outputSchema: {
        version: z
          .string()
          .nullable()
          .describe('The docs version the tools use by default; null when none covers the project.'),
        installed: z
          .string()
          .nullable()
          .describe('The installed version, or the range when only package.json names one.'),
        source: z.string().nullable().describe('What said so: a file of the project, or --version.'),
        supported: z.boolean().describe('Whether the docs cover the installed version.'),
        nearest: z.string().nullable().describe('The nearest documented version, when none covers it.'),
        note: z.string(),
        versions: z.array(
          z.object({ name: z.string(), label: z.string(), status: z.string(), package: z.string().nullable() }),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () => {
      const versions = manifest.versions.map((v) => ({
        name: v.name,
        label: v.label,
        status: v.status,
        package: v.package?.version ?? null,
      }));
      const inUse = detect();
      return answer(
        { ...inUse, versions },
        `${inUse.note}\nDocumented versions: ${versions.map((v) => `${v.label} (${v.package ?? 'no package'}, ${v.status})`).join(', ')}.`,
      );
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        "Search one version's docs with the site's own search (heading sections, API names first, typo-tolerant). Returns section titles, URLs and excerpts; read a page whole with read_page.",
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(300)
          .describe('Words, or an API name (`skipToNext`, `Event.PlaybackState`).'),
        version: VERSION.optional(),
        limit: z.number().int().min(1).max(30).optional().describe('Sections at most (default 8).'),
      },
      outputSchema: {
        version: z.string(),
        results: z.array(z.object({ title: z.string(), url: z.string(), excerpt: z.string() })),
        note: z.string().optional().describe('When the version lacks the API name asked for: where it is.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, version, limit }) => {
      const name = versionOf(version);
      const found = searchAnswer(manifest, data.index(name), query, limit);
      const lines = found.results.map((r, i) => `${i + 1}. ${r.title}\n   ${r.url}\n   ${r.excerpt}`);
      return answer(
        { ...found },
        [
          `Search in ${labelOf(name)} for "${query}": ${found.results.length ? `${found.results.length} sections` : 'nothing found'}.`,
          ...(found.note ? [found.note] : []),
          ...lines,
        ].join('\n'),
      );
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page',
      description:
        "A docs page as Markdown (the same text as its .md address on the site). `path` is the page's path (`basics/installation`, `api/functions/queue`) or a URL of the site, which names its own version.",
      inputSchema: {
        path: z
          .string()
          .trim()
          .min(1)
          .max(500)
          .describe('`basics/installation`, `/docs/3.2/api/events` or `https://…/docs/api/events.md`.'),
        version: VERSION.optional(),
      },
      outputSchema: { version: z.string(), url: z.string(), markdown: z.string() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ path: wanted, version }) => {
      const isUrl = /^[a-z]+:\/\//i.test(wanted) || /^\/?docs(\/|$)/.test(wanted);
      const found = findPage(manifest, isUrl ? (version ?? detect().version) : versionOf(version), wanted);
      if (!found.found) throw new Error(found.message);
      const markdown = data.markdown(found.page);
      return answer({ version: found.version.name, url: found.page.url, markdown }, markdown);
    },
  );

  server.registerTool(
    'lookup_symbol',
    {
      title: 'Look up an API name',
      description:
        'A function, hook, event, enum, type, enum member or field in one version: its signature, platforms (functions), lifecycle (added, deprecated, removed), replacement, docs URL and the versions that have it. For a name the version lacks: found false, with when it was added or removed.',
      inputSchema: {
        name: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .describe(
            '`getActiveTrack`, `TrackPlayer.skip()`, `Event.PlaybackState`, `State.Playing`, `Track.url`, `useProgress`.',
          ),
        version: VERSION.optional(),
      },
      outputSchema: {
        version: z.string(),
        name: z.string(),
        found: z.boolean(),
        kind: z.string().nullable(),
        signature: z.string().nullable(),
        platforms: z
          .array(PLATFORM)
          .nullable()
          .describe('Functions only: where it works, read from the native sources.'),
        url: z.string().nullable(),
        lifecycle: LIFECYCLE,
        replacements: z
          .array(z.string())
          .describe('What to use instead, each existing in the version asked about; empty when none.'),
        inVersions: z.array(z.string()).describe('Versions that have it, newest first.'),
        nearest: z.array(z.string()).optional().describe('For a name no version has: the nearest names.'),
        note: z.string(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ name, version }) => {
      const found: SymbolAnswer = lookupSymbol(manifest, data.allApi(), versionOf(version), name);
      const text = [
        found.note,
        ...(found.signature ? [`\`\`\`ts\n${found.signature}\n\`\`\``] : []),
        ...(found.platforms ? [`Platforms: ${found.platforms.join(', ') || 'none'}.`] : []),
        ...(found.url ? [`Docs: ${found.url}`] : []),
      ].join('\n');
      return answer({ ...found }, text);
    },
  );

  server.registerTool(
    'upgrade_notes',
    {
      title: 'Changes between two versions',
      description:
        'Every API change (added, deprecated, removed, changed) from one version to a newer one, with the migration guides on the way. `from` defaults to the version the project uses.',
      inputSchema: { from: VERSION.optional(), to: VERSION },
      outputSchema: { from: z.string(), to: z.string(), changes: z.array(CHANGE), guides: z.array(z.string()) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ from, to }) => {
      const notes = upgradeNotes(manifest, data.allChanges(), versionOf(from), to);
      const text = [
        `API changes from ${labelOf(notes.from)} to ${labelOf(notes.to)}: ${notes.changes.length}.`,
        ...notes.guides.map((g) => `Migration guide: ${g}`),
        ...notes.changes.map(
          (c) =>
            `- ${c.change} ${c.kind} ${c.name}${c.replacements?.length ? ` (use ${c.replacements.join(' or ')})` : ''}${c.release ? ` (in ${c.release})` : ''}${c.details ? `: ${c.details.join('; ')}` : ''}`,
        ),
      ].join('\n');
      return answer({ ...notes }, text);
    },
  );

  server.registerTool(
    'check_snippet',
    {
      title: 'Type-check a snippet',
      description: `Type-check TypeScript (or TSX) against one version's published types of ${manifest.library}, with React and React Native types, the way the site's own examples are checked. Import the library as \`import TrackPlayer from '${manifest.library}'\`. Other packages and your own files import as untyped.`,
      inputSchema: {
        code: z.string().min(1).max(100_000),
        version: VERSION.optional(),
        language: z.enum(['ts', 'tsx']).optional().describe('Default tsx.'),
      },
      outputSchema: {
        version: z.string(),
        ok: z.boolean(),
        diagnostics: z.array(z.object({ line: z.number().int(), message: z.string() })),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ code, version, language }) => {
      const name = versionOf(version);
      const pkg = data.version(name).package;
      if (!pkg) throw new Error(`Version ${labelOf(name)} has no package to check against.`);
      const problems = await typecheck.check({
        version: name,
        typesEntry: path.join(typesDir, pkg.alias, pkg.types),
        lang: language ?? 'tsx',
        code,
      });
      const result = snippetAnswer(name, problems);
      return answer(
        { ...result },
        result.ok
          ? `No type errors against ${labelOf(name)} (${pkg.version}).`
          : [
              `Type errors against ${labelOf(name)} (${pkg.version}):`,
              ...result.diagnostics.map((d) => `line ${d.line}: ${d.message}`),
            ].join('\n'),
      );
    },
  );

  // Every page of every version, as Markdown.
  for (const v of manifest.versions)
    for (const page of v.pages) {
      const uri = `rntp-docs://${v.name}/${page.docId}`;
      server.registerResource(
        `${v.name}/${page.docId}`,
        uri,
        {
          title: `${page.title} (${v.label})`,
          ...(page.description ? { description: page.description } : {}),
          mimeType: 'text/markdown',
        },
        () => ({ contents: [{ uri, mimeType: 'text/markdown', text: data.markdown(page) }] }),
      );
    }
  for (const v of manifest.versions) {
    const uri = `rntp-docs://${v.name}/AGENTS.md`;
    server.registerResource(
      `${v.name}/AGENTS.md`,
      uri,
      { title: `Notes for coding assistants (${v.label})`, mimeType: 'text/markdown' },
      () => ({ contents: [{ uri, mimeType: 'text/markdown', text: data.agents(v.name) }] }),
    );
  }
  return server;
}
