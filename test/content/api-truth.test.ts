/**
 * Each version's docs against that version's published package: code blocks
 * type-check, the reference pages document exactly what the package exports
 * (names, parameters, optionality, defaults), the metadata page does not
 * present a declared field as sent where the native code sends another key or
 * type. Links between pages and to headings are checked once, by the content build's check (scripts/check-docs.ts),
 * with file and line.
 * `npx tsx scripts/check-content.ts [version]` prints the same findings.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiModelFor,
  contentFiles,
  contentVersions,
  driftOfVersion,
  installedPackage,
  allModels,
  contentVersionRecords,
  lifecycleProseProblems,
  nativeCommonMetadata,
  nativeMetadataProblems,
  nativePlatforms,
  packageFor,
  typecheckVersion,
} from '@/scripts/lib/content-check';

const versions = contentVersions();
const report: string[] = [];
const models = allModels(versions);
// Release order (oldest first) with the labels readers see.
const releaseOrder = [...contentVersionRecords()].reverse();

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

  it.runIf(!!alias)('says "added / deprecated / removed in" only where the packages agree', () => {
    const problems = lifecycleProseProblems(version, files, releaseOrder, models);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });

  it.runIf(!!alias)('documents exactly what its package exports', () => {
    const model = apiModelFor(installedPackage(alias!));
    const problems = driftOfVersion(version, files, model);
    const exported = model.functions.length + model.events.length + model.hooks.length + model.enums.length + model.objects.length;
    report.push(`${version}: ${exported} exported functions, events, hooks, enums and types; ${problems.length} drift problems`);
    expect(problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ''} ${p.message}`)).toEqual([]);
  });

  // The docs server for assistants says where each function works (lib/api-model/native-platforms.ts): every
  // declared function must be found in the package's JavaScript and work on at least one platform.
  it.runIf(!!alias)('finds on which platforms each function works, from the native sources', () => {
    const pkg = installedPackage(alias!);
    const platforms = nativePlatforms(pkg);
    const missing = apiModelFor(pkg).functions.filter((f) => !platforms[f.name]?.length).map((f) => f.name);
    expect(missing).toEqual([]);
  });

  // The types declare `albumTitle` and a string `trackNumber`; the native code sends `albumName` and, on Android, a number.
  // Packages before 4.0 send no common metadata, so the test exists only where there is something to compare.
  const sent = alias ? nativeCommonMetadata(installedPackage(alias)) : undefined;
  if (sent)
    it('describes the common metadata as the native code sends it, where that differs from the types', () => {
      expect(nativeMetadataProblems(version, files, sent).map((p) => `${p.file}${p.line ? `:${p.line}` : ''} ${p.message}`)).toEqual([]);
    });
});

// 4.1's web module has no isServiceRunning (its Android and iOS modules do): the one function of 4.1 that does
// not work everywhere the package does.
it.runIf(packageFor('4.1') === 'rntp-4.1')('4.1: isServiceRunning works on Android and iOS, not on the web', () => {
  expect(nativePlatforms(installedPackage('rntp-4.1')).isServiceRunning).toEqual(['android', 'ios']);
});

afterAll(() => {
  if (report.length) console.log(`API truth:\n  ${report.join('\n  ')}`);
});
