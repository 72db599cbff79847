import { describe, expect, it } from 'vitest';
import {
  fromBunLock,
  fromPackageLock,
  fromPnpmLock,
  fromYarnLock,
  matchInstalled,
  matchRange,
  projectVersion,
  versionInUse,
  type DocumentedVersion,
} from './project-version';
import { LOCKFILES, PKG, projectOf } from './fixtures';

/** Three documented lines and unreleased docs of the next major's pre-releases. */
const versions: DocumentedVersion[] = [
  { name: 'next', label: 'Next', status: 'unreleased', packageVersion: '5.0.0-alpha.1' },
  { name: '4.1', label: '4.1', status: 'latest', packageVersion: '4.1.2' },
  { name: '4.0', label: '4.0', status: 'unmaintained', packageVersion: '4.0.1' },
  { name: '3.2', label: '3.2', status: 'unmaintained', packageVersion: '3.2.0' },
  { name: '2.1', label: '2.1', status: 'unmaintained', packageVersion: '2.1.4' },
];

describe('lockfiles', () => {
  it.each(Object.entries(LOCKFILES))('%s gives the locked version', (_, { file, text, version }) => {
    const parse = {
      'package-lock.json': fromPackageLock,
      'yarn.lock': fromYarnLock,
      'pnpm-lock.yaml': fromPnpmLock,
      'bun.lock': fromBunLock,
    }[file]!;
    expect(parse(text, PKG, undefined)).toBe(version);
  });

  it('reads the entry of the range package.json asks for when a yarn.lock resolves the package twice', () => {
    const text = [
      `${PKG}@^3.0.0:`,
      '  version "3.2.0"',
      '',
      `"${PKG}@^4.1.0", "${PKG}@^4.0.0":`,
      '  version "4.1.2"',
      '',
    ].join('\n');
    expect(fromYarnLock(text, PKG, '^4.0.0')).toBe('4.1.2');
    expect(fromYarnLock(text, PKG, '^3.0.0')).toBe('3.2.0');
  });

  it('drops pnpm peer suffixes of both lockfile formats', () => {
    expect(
      fromPnpmLock(`lockfileVersion: 5.4\ndependencies:\n  ${PKG}: 3.2.0_react-native@0.72.0\n`, PKG, undefined),
    ).toBe('3.2.0');
  });

  it('names the file and line of a yarn.lock it cannot read', () => {
    expect(() => fromYarnLock('# yarn lockfile v1\n\nnot an entry\n', PKG, undefined)).toThrow(
      'yarn.lock:3: expected an entry header',
    );
  });

  it('names the line of a package-lock.json that is not JSON', () => {
    expect(() => fromPackageLock('{\n  "lockfileVersion": 3,\n  oops\n}', PKG, undefined)).toThrow(
      /package-lock\.json:3/,
    );
  });

  it('answers null for a lockfile without the library', () => {
    expect(
      fromPackageLock('{"lockfileVersion":3,"packages":{"node_modules/react":{"version":"18.2.0"}}}', PKG, undefined),
    ).toBeNull();
  });
});

describe('projectVersion', () => {
  it('believes a lockfile before the installed package and package.json', () => {
    const read = projectOf({
      'package.json': JSON.stringify({ dependencies: { [PKG]: '^4.0.0' } }),
      'yarn.lock': LOCKFILES.yarnClassic.text,
      [`node_modules/${PKG}/package.json`]: JSON.stringify({ version: '4.0.1' }),
    });
    expect(projectVersion(read, PKG)).toEqual({
      kind: 'installed',
      version: '3.2.0',
      source: 'yarn.lock',
      problems: [],
    });
  });

  it('asks the next source when one cannot be read, and says which', () => {
    const read = projectOf({
      'package-lock.json': '{ broken',
      [`node_modules/${PKG}/package.json`]: JSON.stringify({ version: '4.0.1' }),
    });
    const found = projectVersion(read, PKG);
    expect(found).toMatchObject({ kind: 'installed', version: '4.0.1', source: `node_modules/${PKG}/package.json` });
    expect(found.problems[0]).toMatch(/^package-lock\.json/);
  });

  it('falls back on the range of package.json', () => {
    const read = projectOf({ 'package.json': JSON.stringify({ devDependencies: { [PKG]: '~3.2.0' } }) });
    expect(projectVersion(read, PKG)).toEqual({ kind: 'range', range: '~3.2.0', source: 'package.json', problems: [] });
  });

  it('says what it looked at when nothing mentions the library', () => {
    const read = projectOf({ 'package.json': JSON.stringify({ dependencies: { react: '18.2.0' } }) });
    expect(projectVersion(read, PKG)).toMatchObject({ kind: 'none', reason: `none of package.json mentions ${PKG}` });
    expect(projectVersion(projectOf({}), PKG)).toMatchObject({
      kind: 'none',
      reason: expect.stringMatching(/no package\.json/),
    });
  });
});

describe('matching a docs version', () => {
  it('covers every patch of a documented line, and pre-releases of the unreleased docs', () => {
    expect(matchInstalled('3.2.7', versions)).toEqual({ version: '3.2', nearest: null });
    expect(matchInstalled('4.1.0', versions)).toEqual({ version: '4.1', nearest: null });
    expect(matchInstalled('5.0.0-nightly-abc', versions)).toEqual({ version: 'next', nearest: null });
  });

  it('never maps an uncovered version onto another; it names the nearest', () => {
    expect(matchInstalled('1.2.3', versions)).toEqual({ version: null, nearest: '2.1' });
    expect(matchInstalled('3.0.1', versions)).toEqual({ version: null, nearest: '3.2' });
    expect(matchInstalled('4.3.0', versions)).toEqual({ version: null, nearest: '4.1' });
    expect(matchInstalled('7.0.0', versions)).toEqual({ version: null, nearest: 'next' });
  });

  it('takes the newest documented version a range allows', () => {
    expect(matchRange('^4.0.0', versions)).toEqual({ version: '4.1', nearest: null });
    expect(matchRange('~4.0.0', versions)).toEqual({ version: '4.0', nearest: null });
    expect(matchRange('*', versions)).toEqual({ version: '4.1', nearest: null });
    expect(matchRange('^1.0.0', versions)).toEqual({ version: null, nearest: '2.1' });
    expect(matchRange('github:someone/fork', versions)).toEqual({ version: null, nearest: null });
  });
});

describe('versionInUse', () => {
  it('reports the installed version, the file and the docs version', () => {
    const answer = versionInUse(
      { kind: 'installed', version: '3.2.0', source: 'bun.lock', problems: [] },
      versions,
      PKG,
    );
    expect(answer).toMatchObject({
      version: '3.2',
      installed: '3.2.0',
      source: 'bun.lock',
      supported: true,
      nearest: null,
    });
    expect(answer.note).toContain('3.2 docs');
  });

  it('says plainly that 1.x is not covered, with the nearest version', () => {
    const answer = versionInUse(
      { kind: 'installed', version: '1.2.3', source: 'package-lock.json', problems: [] },
      versions,
      PKG,
    );
    expect(answer).toMatchObject({ version: null, installed: '1.2.3', supported: false, nearest: '2.1' });
    expect(answer.note).toMatch(
      /do not cover: they document 2\.1, 3\.2, 4\.0, 4\.1 and Next\. The nearest documented version is 2\.1/,
    );
  });

  it('lets --version choose the docs, and still says what the project has', () => {
    const project = { kind: 'installed' as const, version: '4.1.2', source: 'yarn.lock', problems: [] };
    expect(versionInUse(project, versions, PKG, 'Next')).toMatchObject({
      version: 'next',
      installed: '4.1.2',
      source: '--version',
    });
    expect(versionInUse(project, versions, PKG, '3.2.1')).toMatchObject({ version: '3.2', installed: '3.2.1' });
    expect(() => versionInUse(project, versions, PKG, 'banana')).toThrow('--version "banana" is neither');
  });

  it('says when the folder does not exist or has no trace of the library', () => {
    expect(versionInUse({ kind: 'missing', folder: '/nowhere' }, versions, PKG)).toMatchObject({
      version: null,
      supported: false,
      note: expect.stringContaining('/nowhere does not exist'),
    });
    expect(versionInUse({ kind: 'none', reason: 'the folder is empty', problems: [] }, versions, PKG).note).toContain(
      `No trace of ${PKG}`,
    );
  });

  it('explains a range that names no version', () => {
    const answer = versionInUse(
      { kind: 'range', range: 'latest', source: 'package.json', problems: [] },
      versions,
      PKG,
    );
    expect(answer).toMatchObject({ version: null, installed: 'latest', supported: false });
    expect(answer.note).toContain('names no version');
  });
});

describe("Bun's binary lockfile", () => {
  it('is named as unread, and the next source answers', () => {
    const found = projectVersion(
      projectOf({
        'bun.lockb': '\u0000binary',
        [`node_modules/${PKG}/package.json`]: JSON.stringify({ version: '4.1.2' }),
      }),
      PKG,
    );
    expect(found).toMatchObject({ kind: 'installed', version: '4.1.2' });
    expect(found.problems).toEqual([expect.stringContaining('bun install --save-text-lockfile')]);
  });
});
