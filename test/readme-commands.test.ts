/**
 * The READMEs give the install commands that lib/assistants/install.ts makes
 * for the production site, and no other form (the bare package name is not on
 * the npm registry: `npx` would fail with a 404).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentsMdCommand, commandLine, serverCommand } from '../lib/assistants/install';
import { MCP_SERVER_PACKAGE } from '../lib/assistants/types';
import { siteConfig } from '../lib/site-config';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const site = `${siteConfig.url}/`;

describe.each(['README.md', 'mcp/README.md'])('%s', (file) => {
  const text = read(file);
  it('starts the server with the command the site gives, for Claude Code and in JSON for the editors', () => {
    const command = serverCommand(site, MCP_SERVER_PACKAGE);
    expect(text).toContain(`claude mcp add rntp-docs -- ${commandLine(command)}`);
    const editor = serverCommand(site, MCP_SERVER_PACKAGE, '${workspaceFolder}');
    expect(text).toContain(`"args": ${JSON.stringify(editor.args).replaceAll('","', '", "')}`);
  });

  it('writes the notes with the agents-md command of the same tarball', () => {
    expect(text).toContain(agentsMdCommand(site, MCP_SERVER_PACKAGE).replace(/ \.$/, ''));
  });

  it('never names the package alone to npx', () => {
    expect(text).not.toMatch(new RegExp(`npx -y ${MCP_SERVER_PACKAGE}|"-y", "${MCP_SERVER_PACKAGE}"`));
  });
});
