/**
 * The content checks fail, naming the markdown file, on the mistakes they
 * exist to catch. Each case edits a copy of the live pages in memory.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lifecycleProblems } from '@/lib/api-model/lifecycle';
import { lifecycleWithProblems, releasesOf } from '@/scripts/lib/api-lifecycle';
import {
  allModels,
  apiModelFor,
  contentVersionRecords,
  ROOT,
  contentFiles,
  driftOfVersion,
  installedPackage,
  nativeCommonMetadata,
  nativeMetadataProblems,
  packageFor,
  nativePlatforms,
  platformSupportProblems,
  typecheckVersion,
  versionPlatforms,
  type ContentFile,
  type PackageCode,
} from '@/scripts/lib/content-check';
import { PLATFORMS } from '@/lib/api-model/native-platforms';

// The cases the truth issue names; both versions stay when a release is cut.
const latest = '4.1';
const older = '3.2';

function replaceIn(files: ContentFile[], docId: string, edit: (source: string) => string): ContentFile[] {
  return files.map((f) => (f.docId === docId ? { ...f, source: edit(f.source) } : f));
}

const block = (code: string) => `\n\n\`\`\`ts\nimport TrackPlayer from 'react-native-track-player';\n\n${code}\n\`\`\`\n`;

describe(`the checks on ${latest} and ${older}`, () => {
  const pkg = installedPackage(packageFor(latest)!);
  const model = apiModelFor(pkg);
  const files = contentFiles(latest);
  const functionsPage = files.find((f) => f.docId === 'api/functions/player')!;

  it('fail on a misspelt API call in a code block', () => {
    const mutated = replaceIn(files, 'guides/sleeptimers', (s) => s + block('await TrackPlayer.skipToNxt();'));
    const problems = typecheckVersion(latest, mutated, pkg).problems.filter((p) => /skipToNxt/.test(p.message));
    expect(problems.map((p) => p.file)).toEqual([`content/docs/${latest}/guides/sleeptimers.md`]);
  });

  it('fail on a code block calling an API its version does not have yet', () => {
    const oldPkg = installedPackage(packageFor(older)!);
    // getActiveTrack arrived in 4.0.
    expect(apiModelFor(oldPkg).functions.map((f) => f.name)).not.toContain('getActiveTrack');
    const mutated = replaceIn(contentFiles(older), 'guides/offline-playback', (s) => s + block('await TrackPlayer.getActiveTrack();'));
    const problems = typecheckVersion(older, mutated, oldPkg).problems.filter((p) => p.message.includes('getActiveTrack'));
    expect(problems.map((p) => p.file)).toEqual([`content/docs/${older}/guides/offline-playback.md`]);
  });

  it('fail when a function section is deleted from its page', () => {
    // A function with one section only, so deleting it leaves it undocumented.
    const all = files.filter((f) => f.docId.startsWith('api/functions/')).map((f) => f.source).join('\n');
    const heading = [...functionsPage.source.matchAll(/^## `([A-Za-z]+)\(.*$/gm)].find(
      (m) => all.split(`## \`${m[1]}(`).length === 2,
    )!;
    const mutated = replaceIn(files, 'api/functions/player', (s) => s.replace(heading[0], '## Removed section'));
    const problems = driftOfVersion(latest, mutated, model).filter((p) => p.message.includes(`\`${heading[1]}\``));
    expect(problems.map((p) => p.file)).toEqual([`content/docs/${latest}/api/functions/`]);
    expect(problems[0]!.message).toMatch(/is exported by .* but no api\/functions page has a heading for it/);
  });

  it('fail when the metadata page presents albumTitle as the album the native code sends', () => {
    const sent = nativeCommonMetadata(pkg)!;
    const row = /^\| `albumTitle` .*$/m;
    const page = files.find((f) => f.docId === 'api/objects/metadata')!;
    const line = page.source.slice(0, row.exec(page.source)!.index).split('\n').length;
    const mutated = replaceIn(files, 'api/objects/metadata', (s) =>
      s.replace(row, '| `albumTitle` | `string \\| undefined` | Yes | none | Album name. |'),
    );
    expect(nativeMetadataProblems(latest, mutated, sent)).toEqual([
      {
        file: `content/docs/${latest}/api/objects/metadata.md`,
        line,
        message: expect.stringMatching(/^`albumTitle` is never sent by Android or iOS \(they send `albumName`\)/),
      },
    ]);
  });

  it('fail on an invented function heading, naming the file and line', () => {
    const mutated = replaceIn(files, 'api/functions/player', (s) => `${s}\n## \`fadeOutAndStop(duration)\`\n\nNot a real function.\n`);
    const problems = driftOfVersion(latest, mutated, model).filter((p) => p.message.includes('fadeOutAndStop'));
    expect(problems).toEqual([
      {
        file: `content/docs/${latest}/api/functions/player.md`,
        line: functionsPage.source.split('\n').length + 1,
        message: expect.stringMatching(/documents `fadeOutAndStop\(\)`, which react-native-track-player@.* does not export/),
      },
    ]);
  });

  it('fail when a platform is marked on an empty web method, naming the function, version, platform and evidence', () => {
    // Plant the old rule, "the platform's module has the method", in the real pipeline: 4.1's empty web
    // updateMetadataForTrack gets a web mark, and the invariant refuses it.
    const existing = (_: unknown, code: PackageCode) =>
      Object.fromEntries(
        [...code.calls].map(([name, { calls }]) => [
          name,
          PLATFORMS.filter((p) => code.modules[p] && calls[p].every((m) => code.modules[p]!.has(m))),
        ]),
      );
    const problems = versionPlatforms([{ version: latest, pkg }], undefined, existing).get(latest)!.problems;
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^4\.1: updateMetadataForTrack\(\) is marked for web, but PlaylistPlayer\.updateMetadataForTrack \(web\/TrackPlayer\/PlaylistPlayer\.ts:\d+\) has an empty body\.$/,
      ),
    );
  });

  it('fail when the platform-support page claims web support for a function the web module leaves empty', () => {
    const row = /^\| `updateMetadataForTrack` .*$/m;
    const page = files.find((f) => f.docId === 'basics/platform-support')!;
    const line = page.source.slice(0, row.exec(page.source)!.index).split('\n').length;
    const mutated = replaceIn(files, 'basics/platform-support', (s) =>
      s.replace(row, '| `updateMetadataForTrack` | ✅ | ✅ | ✅ |'),
    );
    expect(platformSupportProblems(latest, mutated, nativePlatforms(pkg, latest), pkg)).toEqual([
      {
        file: `content/docs/${latest}/basics/platform-support.md`,
        line,
        message: '`updateMetadataForTrack` is ✅ for web, but the package does not implement it there (marked for android, ios).',
      },
    ]);
  });
});

describe('the lifecycle checks on the real packages', () => {
  const versions = contentVersionRecords();
  const models = Object.fromEntries(allModels(versions.map((v) => v.name)));
  const releases = () => releasesOf(versions, structuredClone(models), path.join(ROOT, 'content'));

  it('fail on a @deprecated note naming an Event member that does not exist', () => {
    const planted = releases();
    const event = planted.find((r) => r.name === latest)!.model.events.find((e) => e.name === 'PlaybackTrackChanged')!;
    event.deprecated = 'use `PlaybackTrackWasChanged` instead.';
    expect(lifecycleWithProblems(planted).problems.map((p) => `${p.key} ${p.version}: ${p.message}`)).toEqual([
      expect.stringMatching(
        /^event:PlaybackTrackChanged 4\.1: its @deprecated text names `PlaybackTrackWasChanged`, which react-native-track-player@4\.1\.2 does not have/,
      ),
    ]);
  });

  it('fail on an "added in" whose release before already has the symbol', () => {
    const real = releases();
    const { lifecycle } = lifecycleWithProblems(real);
    const planted = structuredClone(lifecycle);
    const added = planted.versions[latest]!['function:isServiceRunning']!.added;
    Object.assign(added, { release: '3.0', label: '3.0', documented: false });
    expect(lifecycleProblems(planted, real).map((p) => p.message)).toEqual([
      '"added in 3.0", but react-native-track-player@2.1.4, the release before, has it already.',
    ]);
  });
});
