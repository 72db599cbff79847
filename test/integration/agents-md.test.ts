/**
 * `agents-md` end to end on the build's data (needs `npm run build`): the
 * command's function in-process on scratch projects (npm, yarn and pnpm
 * lockfiles, an AGENTS.md with the reader's text, a CLAUDE.md, a second run,
 * --remove, and the inputs it refuses), and once as a real process through
 * `npm run --silent mcp -- agents-md`. The run from the published tarball is
 * in mcp-tarball.test.mjs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DocsData } from '../../mcp/src/docs-data';
import { agentsMd, AgentsMdError } from '../../mcp/src/agents-md';
import { PROJECT_BLOCK_LIMIT, blockMarkers, projectBlock } from '../../lib/assistants/project-block';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'out');
const PKG = 'react-native-track-player';
const TOOL = 'react-native-track-player-docs-mcp';
const { begin, end } = blockMarkers(PKG, TOOL);

const lock = {
  npm: (version: string) => ({
    'package-lock.json': JSON.stringify({
      lockfileVersion: 3,
      packages: { '': { dependencies: { [PKG]: `^${version}` } }, [`node_modules/${PKG}`]: { version } },
    }),
  }),
  yarn: (version: string) => ({
    'yarn.lock': `# yarn lockfile v1\n\n\n${PKG}@^${version}:\n  version "${version}"\n`,
  }),
  pnpm: (version: string) => ({
    'pnpm-lock.yaml': `lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    dependencies:\n      ${PKG}:\n        specifier: ^${version}\n        version: ${version}(react-native@0.74.0)\n`,
  }),
};

let dir: string;
let data: DocsData;

/** A scratch project with these files; returns its folder. */
function project(name: string, files: Record<string, string>): string {
  const folder = path.join(dir, name);
  mkdirSync(folder, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(folder, file), text);
  return folder;
}

/** Every file of a folder with its bytes, to show that a refusal wrote nothing. */
const snapshot = (folder: string) =>
  existsSync(folder)
    ? Object.fromEntries(readdirSync(folder).map((f) => [f, readFileSync(path.join(folder, f), 'utf8')]))
    : null;

const run = (folder: string, remove = false) => agentsMd({ project: folder, data, tool: TOOL, remove });
const agentsOf = (version: string) => readFileSync(path.join(OUT, 'mcp', version, 'AGENTS.md'), 'utf8');

beforeAll(() => {
  expect(existsSync(path.join(OUT, 'mcp/manifest.json')), 'out/mcp/manifest.json: run `npm run build` first').toBe(
    true,
  );
  data = new DocsData(OUT);
  dir = mkdtempSync(path.join(tmpdir(), 'agents-md-'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the block of each version's AGENTS.md", () => {
  for (const v of JSON.parse(readFileSync(path.join(OUT, 'mcp/manifest.json'), 'utf8')).versions as {
    name: string;
    label: string;
    package: { version: string } | null;
  }[])
    if (v.package)
      it(`${v.label} fits in ${PROJECT_BLOCK_LIMIT} bytes`, () => {
        const block = projectBlock({
          library: PKG,
          tool: TOOL,
          agentsMd: agentsOf(v.name),
          installed: v.package!.version,
          source: 'node_modules/react-native-track-player/package.json',
          label: v.label,
        });
        expect(Buffer.byteLength(block)).toBeLessThanOrEqual(PROJECT_BLOCK_LIMIT);
      });
});

describe('agents-md on each kind of lockfile', () => {
  const cases = [
    ['npm', '4.1.2', '4.1', 'package-lock.json'],
    ['yarn', '3.2.0', '3.2', 'yarn.lock'],
    ['pnpm', '2.1.3', '2.1', 'pnpm-lock.yaml'],
  ] as const;
  for (const [manager, installed, version, source] of cases)
    it(`${manager}: a new AGENTS.md with the ${version} notes, the version and the file it was read from`, () => {
      const folder = project(`new-${manager}`, lock[manager](installed));
      expect(run(folder).action).toBe('created');
      const text = readFileSync(path.join(folder, 'AGENTS.md'), 'utf8');
      expect(text).toBe(
        `${begin}\nThis project has ${PKG} ${installed} (read from \`${source}\`): the notes below are for ${version}.\n\n${agentsOf(version).trim()}\n${end}\n`,
      );
    });
});

describe("the reader's own text", () => {
  const mine = '# Our app\n\nUse the design tokens in src/theme.\n';

  it('stays byte for byte under the block; a second run changes nothing; --remove gives it back', () => {
    const folder = project('with-agents', { ...lock.npm('4.1.2'), 'AGENTS.md': mine });
    expect(run(folder).action).toBe('written');
    const once = readFileSync(path.join(folder, 'AGENTS.md'), 'utf8');
    expect(once.startsWith(begin)).toBe(true);
    expect(once.endsWith(`${end}\n\n${mine}`)).toBe(true);
    expect(run(folder).action).toBe('unchanged');
    expect(readFileSync(path.join(folder, 'AGENTS.md'), 'utf8')).toBe(once);
    expect(run(folder, true).action).toBe('removed');
    expect(readFileSync(path.join(folder, 'AGENTS.md'), 'utf8')).toBe(mine);
    expect(run(folder, true).action).toBe('absent');
  });

  it('an upgrade replaces the block in place and nothing else', () => {
    const folder = project('upgraded', { ...lock.npm('3.2.0'), 'AGENTS.md': mine });
    run(folder);
    writeFileSync(path.join(folder, 'package-lock.json'), lock.npm('4.1.2')['package-lock.json']);
    run(folder);
    const text = readFileSync(path.join(folder, 'AGENTS.md'), 'utf8');
    expect(text).toContain('the notes below are for 4.1.');
    expect(text).not.toContain('the notes below are for 3.2.');
    expect(text.endsWith(`${end}\n\n${mine}`)).toBe(true);
  });

  it('CLAUDE.md takes the block when the project has it and no AGENTS.md', () => {
    const folder = project('with-claude', { ...lock.yarn('3.2.0'), 'CLAUDE.md': mine });
    expect(run(folder)).toMatchObject({ file: 'CLAUDE.md', action: 'written' });
    expect(existsSync(path.join(folder, 'AGENTS.md'))).toBe(false);
    expect(readFileSync(path.join(folder, 'CLAUDE.md'), 'utf8').endsWith(`\n\n${mine}`)).toBe(true);
    run(folder, true);
    expect(readFileSync(path.join(folder, 'CLAUDE.md'), 'utf8')).toBe(mine);
  });

  it('--remove on a file the command created deletes it, leaving the project as it was', () => {
    const folder = project('created-then-removed', lock.npm('4.1.2'));
    const before = snapshot(folder);
    run(folder);
    expect(run(folder, true).action).toBe('deleted');
    expect(snapshot(folder)).toEqual(before);
  });
});

describe('inputs it refuses, writing nothing', () => {
  const refusals: [string, Record<string, string> | null, RegExp][] = [
    ['a missing folder', null, /The project folder .*missing-folder does not exist\./],
    [
      'a project without the library',
      { 'package.json': JSON.stringify({ dependencies: { react: '19.0.0' } }), 'AGENTS.md': '# Mine\n' },
      /No trace of react-native-track-player in the project/,
    ],
    [
      '1.x',
      { ...lock.npm('1.2.3'), 'AGENTS.md': '# Mine\n' },
      /1\.2\.3, from package-lock\.json, which these docs do not cover/,
    ],
    ['a version newer than next', lock.pnpm('9.0.0'), /9\.0\.0, from pnpm-lock\.yaml, which these docs do not cover/],
  ];
  for (const [name, files, message] of refusals)
    it(name, () => {
      const folder = files ? project(name.replace(/\W+/g, '-'), files) : path.join(dir, 'missing-folder');
      const before = snapshot(folder);
      expect(() => run(folder)).toThrow(AgentsMdError);
      expect(() => run(folder)).toThrow(message);
      expect(snapshot(folder)).toEqual(before);
    });
});

describe('as a process, from the checkout', () => {
  const mcp = (folder: string) =>
    spawnSync('npm', ['run', '--silent', 'mcp', '--', 'agents-md', '--project', folder], {
      cwd: ROOT,
      encoding: 'utf8',
    });

  it('npm run --silent mcp -- agents-md writes the block and says so; a refusal exits 1 on stderr', () => {
    const folder = project('process', lock.yarn('4.1.2'));
    const ok = mcp(folder);
    expect([ok.status, ok.stderr]).toEqual([0, '']);
    expect(ok.stdout).toMatch(
      /AGENTS\.md: created with the 4\.1 notes \(react-native-track-player 4\.1\.2, from yarn\.lock/,
    );
    const none = project('process-without-library', { 'package.json': '{}' });
    const refused = mcp(none);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^react-native-track-player-docs-mcp: .*No trace of react-native-track-player/);
    expect(existsSync(path.join(none, 'AGENTS.md'))).toBe(false);
  });
});
