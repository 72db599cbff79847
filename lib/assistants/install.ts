/**
 * How a reader installs and starts the docs server: from the tarball the site
 * itself publishes (`/mcp/<package>.tgz`, made by lib/docs/server-package.ts),
 * so `npx` works without a registry release. The one place that writes the
 * command: AGENTS.md, the Markdown twins, llms files and the READMEs give
 * what this gives.
 */
import { ASSISTANT_BASE } from './types';

/** Route of the server's tarball: `/mcp/react-native-track-player-docs-mcp.tgz`. */
export function serverTarballRoute(server: string): string {
  return `${ASSISTANT_BASE}/${server}.tgz`;
}

/** Route of the same tarball named with its version: `/mcp/react-native-track-player-docs-mcp-0.1.0.tgz`. */
export function versionedTarballRoute(server: string, version: string): string {
  return `${ASSISTANT_BASE}/${server}-${version}.tgz`;
}

/**
 * Absolute URL of the tarball on a site whose root is `siteRoot`, base path
 * included (`https://rntp.dev/`, `https://example.com/preview/`).
 */
export function serverTarballUrl(siteRoot: string, server: string): string {
  return `${siteRoot.replace(/\/+$/, '')}${serverTarballRoute(server)}`;
}

/**
 * The command that starts the server for a project, as each client's
 * configuration writes it: `npx -y <site>/mcp/<package>.tgz --project .`
 * (the project folder defaults to `.`; editors pass `${workspaceFolder}`).
 */
export function serverCommand(siteRoot: string, server: string, project = '.'): { command: 'npx'; args: string[] } {
  return { command: 'npx', args: ['-y', serverTarballUrl(siteRoot, server), '--project', project] };
}

/** The command that writes the managed block into a project's AGENTS.md (or CLAUDE.md). */
export function agentsMdCommand(siteRoot: string, server: string, project = '.'): string {
  return `npx -y ${serverTarballUrl(siteRoot, server)} agents-md --project ${project}`;
}

/** A command on one line, as a shell takes it. */
export function commandLine({ command, args }: { command: string; args: readonly string[] }): string {
  return [command, ...args].join(' ');
}
