import { describe, expect, it } from 'vitest';
import { agentsMdCommand, commandLine, serverCommand, serverTarballUrl, versionedTarballRoute } from './install';

describe('the install command', () => {
  it('fetches the tarball from the site root', () => {
    expect(commandLine(serverCommand('https://docs.example/', 'demo-docs-mcp'))).toBe(
      'npx -y https://docs.example/mcp/demo-docs-mcp.tgz --project .',
    );
  });

  it("keeps a variant build's base path, with or without a trailing slash", () => {
    expect(serverTarballUrl('https://docs.example/preview/', 'demo-docs-mcp')).toBe(
      'https://docs.example/preview/mcp/demo-docs-mcp.tgz',
    );
    expect(serverTarballUrl('https://docs.example/preview', 'demo-docs-mcp')).toBe(
      'https://docs.example/preview/mcp/demo-docs-mcp.tgz',
    );
  });

  it("passes an editor's project folder as one argument", () => {
    expect(serverCommand('https://docs.example/', 'demo-docs-mcp', '${workspaceFolder}').args).toEqual([
      '-y',
      'https://docs.example/mcp/demo-docs-mcp.tgz',
      '--project',
      '${workspaceFolder}',
    ]);
  });

  it('runs agents-md from the same tarball', () => {
    expect(agentsMdCommand('https://docs.example/', 'demo-docs-mcp')).toBe(
      'npx -y https://docs.example/mcp/demo-docs-mcp.tgz agents-md --project .',
    );
  });

  it('names the versioned copy after the package version', () => {
    expect(versionedTarballRoute('demo-docs-mcp', '1.2.3')).toBe('/mcp/demo-docs-mcp-1.2.3.tgz');
  });
});
