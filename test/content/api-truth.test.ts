/**
 * Each version's docs against that version's published package: code blocks
 * type-check and the platforms of each function are found. The reference pages' drift, the prose dates, the
 * platform-support table, the metadata page, links and the rest are the registry's checks
 * (lib/content/content-checks.ts), run on the live content by test/content/registry.test.ts.
 * `npx tsx scripts/check-content.ts [version]` prints the same findings.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiModelFor,
  contentFiles,
  contentVersions,
  installedPackage,
  nativePlatforms,
  packageFor,
  versionPlatforms,
  typecheckVersion,
} from '@/scripts/lib/content-check';

const versions = contentVersions();
const report: string[] = [];

describe.each(versions)('version %s', (version) => {
  const files = contentFiles(version);
  const alias = packageFor(version);

  // A version cut from the unreleased docs takes over its package entry; one
  // without an entry (a git source, a brand-new version) is reported, not checked.
  it.runIf(!!alias)('type-checks every ts/tsx block against its package', () => {
    const pkg = installedPackage(alias!);
    const result = typecheckVersion(version, files, pkg);
    const reasons = new Map<string, number>();
    for (const s of result.skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
    report.push(
      `${version} (${pkg.name}@${pkg.version}): ${result.checked} blocks type-checked, ${result.skipped.length} not checked` +
        (reasons.size ? ` (${[...reasons].map(([r, n]) => `${n}× ${r}`).join('; ')})` : ''),
    );
    const unexplained = result.skipped.filter((s) => s.reason === '(no reason given)').map((s) => `${s.file}:${s.line} nocheck needs a reason: nocheck="…"`);
    expect([...result.problems.map((p) => `${p.file}:${p.line} ${p.message}`), ...unexplained]).toEqual([]);
    expect(result.checked).toBeGreaterThan(0);
  });

  // The reference pages against the package (names, parameters, defaults) and the prose dates against every
  // release: the registry's `api-drift` and `lifecycle-prose` checks (test/content/registry.test.ts); here the
  // coverage figure only.
  it.runIf(!!alias)('reports how much of its package it documents', () => {
    const model = apiModelFor(installedPackage(alias!));
    const exported = model.functions.length + model.events.length + model.hooks.length + model.enums.length + model.objects.length;
    report.push(`${version}: ${exported} exported functions, events, hooks, enums and types`);
    expect(exported).toBeGreaterThan(0);
  });

  // The docs server for assistants says where each function works (lib/api-model/native-platforms.ts): every
  // declared function must be found in the package's JavaScript and work on at least one platform.
  it.runIf(!!alias)('finds on which platforms each function works, from the native sources', () => {
    const pkg = installedPackage(alias!);
    const platforms = nativePlatforms(pkg, version);
    const missing = apiModelFor(pkg).functions.filter((f) => !platforms[f.name]?.length).map((f) => f.name);
    expect(missing).toEqual([]);
  });

  // The platform-support page's function table and the metadata page against the native code: the registry's
  // `platform-table` and `native-metadata` checks (test/content/registry.test.ts).
});

// Every platform mark of every version has an implementation there (the invariant the prepare step enforces), and
// the reviewed file (api-facts/platforms.json) matches the installed packages.
it('marks a platform only where the platform implements the function, in every version', () => {
  const installed = versions.flatMap((v) => (packageFor(v) ? [{ version: v, pkg: installedPackage(packageFor(v)!) }] : []));
  expect([...versionPlatforms(installed).values()].flatMap((p) => p.problems)).toEqual([]);
});

// 4.1's web module has no isServiceRunning; its metadata methods are empty; getBufferedPosition resolves a function
// there (the reviewed file). Checked while 4.1 documents 4.1.2.
it.runIf(packageFor('4.1') === 'rntp-4.1')('4.1: the functions the web module does not implement are not marked for it', () => {
  const marks = nativePlatforms(installedPackage('rntp-4.1'), '4.1');
  for (const name of ['isServiceRunning', 'getBufferedPosition', 'updateMetadataForTrack', 'updateNowPlayingMetadata', 'clearNowPlayingMetadata'])
    expect([name, marks[name]]).toEqual([name, ['android', 'ios']]);
  expect(marks.getPosition).toEqual(['android', 'ios', 'web']);
});

// next's web metadata methods only log; the wake lock helpers return before the native call off Android.
it.runIf(packageFor('next') === 'rntp-next')('next: stubs and Android-only helpers are marked only where they work', () => {
  const marks = nativePlatforms(installedPackage('rntp-next'), 'next');
  for (const name of ['updateMetadataForTrack', 'updateNowPlayingMetadata']) expect([name, marks[name]]).toEqual([name, ['android', 'ios']]);
  for (const name of ['acquireWakeLock', 'abandonWakeLock', 'validateOnStartCommandIntent'])
    expect([name, marks[name]]).toEqual([name, ['android']]);
  expect(marks.play).toEqual(['android', 'ios', 'web']);
});

afterAll(() => {
  if (report.length) console.log(`API truth:\n  ${report.join('\n  ')}`);
});
