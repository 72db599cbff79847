/**
 * The docs server for one project, not yet connected: the data read, the
 * project's version detected (and watched), the type-check worker ready to
 * start. The CLI (cli.ts) connects it to stdio; the integration test drives
 * the same server in-process through the SDK's in-memory transport.
 */
import path from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { versionInUse, type DocumentedVersion, type VersionInUse } from '../../lib/assistants/project-version';
import { readProject, watchProject, type DocsData } from './docs-data';
import { createDocsServer } from './server';
import { TypecheckClient } from './typecheck-client';

export interface OpenOptions {
  /** The docs data: the package's data/ or a checkout's out/. */
  data: DocsData;
  /** The declaration files for check_snippet: the package's types/ or a checkout's node_modules/. */
  typesDir: string;
  /** The app's folder, whose lockfile says which version of the library it uses. */
  project: string;
  /** `--version`: answer for this version whatever the project uses. */
  version?: string | undefined;
  /** The bundled type-check worker (typecheck-worker.ts built to dist/typecheck-worker.mjs). */
  workerUrl: URL;
  /** The server's own version (its package's). */
  serverVersion: string;
}

export interface OpenedServer {
  server: McpServer;
  /** What the project used when the server opened. */
  inUse: VersionInUse;
  /** Parses the declaration files of the project's version off the main thread, so that the first check is quick. */
  warm: () => Promise<unknown>;
}

/**
 * @throws when `version` names no documented version, saying so.
 */
export function openDocsServer({
  data,
  typesDir,
  project,
  version,
  workerUrl,
  serverVersion,
}: OpenOptions): OpenedServer {
  const documented: DocumentedVersion[] = data.manifest.versions.flatMap((v) =>
    v.package ? [{ name: v.name, label: v.label, status: v.status, packageVersion: v.package.version }] : [],
  );
  const detect = () =>
    versionInUse(readProject(project, data.manifest.library), documented, data.manifest.library, version);
  const inUse = detect();
  const typecheck = new TypecheckClient(workerUrl, {
    typesDir,
    projectRoot: path.dirname(typesDir),
    moduleName: data.manifest.library,
  });
  const server = createDocsServer({
    data,
    inUse: watchProject(project, data.manifest.library, detect),
    typecheck,
    typesDir,
    serverVersion,
  });
  const warm = async () => {
    const pkg = inUse.version ? data.version(inUse.version).package : null;
    if (!pkg || !inUse.version) return;
    await typecheck.check({
      version: inUse.version,
      typesEntry: path.join(typesDir, pkg.alias, pkg.types),
      lang: 'tsx',
      code: 'export {};',
    });
  };
  return { server, inUse, warm };
}
