/**
 * The registry of content checks: every check of the content, listed once, with its id, what it checks and its
 * scope. Every runner runs these entries through `runChecks` (lib/content/check-registry.ts): the build's check
 * step (scripts/check-docs.ts, which fails on any error), `npm run dev`'s problem list (lib/docs/check-built-docs.ts,
 * shown at the top of every page and in the terminal), the prepare step (the `files` check, before the content
 * build) and `test:content` (test/content/registry.test.ts, one test per entry). The editor saves files; what a save
 * breaks is listed by the dev problem list like any other edit. Which check goes where has one answer: here.
 *
 * The input is the content as built: the files as they are on disk, the docs' trees as the content build parsed
 * them (with a `key` that changes whenever the doc does), and each documented version's package facts as the
 * prepare step read them (.generated/api-models.json, .generated/package-facts.json).
 */
import type { ApiException } from '../api-model/drift';
import { checkDrift } from '../api-model/drift';
import { docPageOf, type DocPage } from '../api-model/doc-sections';
import type { ApiModel } from '../api-model/types';
import type { NativeKeys } from '../api-model/native-metadata';
import { commonMetadataRowProblems } from '../api-model/native-metadata';
import type { Platform } from '../api-model/native-platforms';
import { platformTableProblems } from '../api-model/platform-table';
import { foreignNames } from '../api-model/api-names';
import { lifecycleProseProblems } from '../api-model/lifecycle-prose';
import { isCheckedLanguage, syntaxErrorsOfBlocks } from '../quality/check-code';
import { blocksOf } from '../quality/markdown-blocks';
import { unqualifiedForeignMentions } from '../quality/foreign-api';
import type { DocsVersion } from '../versions/versions';
import type { SoftProblemsSetting } from '../content-source/source-config';
import type { AssetLookup } from './assets';
import { memoOn, runChecks, type ContentCheck, type RegistryMemo } from './check-registry';
import { checkDocs, checkFiles, checkMemo, type BuiltDoc, type CheckMemo, type ContentFile, type Origin } from './check-content';
import type { ContentProblem } from './content-problems';

/** A doc as the checks read it: the content build's, with its reference page's headings and tables (api/ pages). */
export interface CheckedBuiltDoc extends BuiltDoc {
  apiPage?: DocPage | undefined;
}

/** What the checks read of a documented version's package (the prepare step wrote it). */
export interface VersionPackage {
  model: ApiModel;
  /** Function name → the platforms it works on. */
  platforms: Readonly<Record<string, readonly Platform[]>>;
  /** The platforms the package has a module for. */
  modules: readonly Platform[];
  /** What Android and iOS send as common metadata (packages from 4.0 on). */
  commonMetadata?: readonly NativeKeys[] | undefined;
  /** The exports left undocumented on purpose (api-facts/exceptions.json). */
  exceptions: readonly ApiException[];
}

export interface ContentCheckInput {
  versions: readonly DocsVersion[];
  /** The docs' files (`docs/<version>/<doc>.md`) and the `_category_.json` files, as they are on disk. */
  files: readonly ContentFile[];
  categories: readonly ContentFile[];
  docs: readonly CheckedBuiltDoc[];
  /** Each documented version's package, by version name. */
  packages: Readonly<Record<string, VersionPackage>>;
  /** Every release the prose dates are checked against, oldest first, and the model of each (absent: not checked). */
  releases?: { order: readonly { name: string; label: string }[]; models: ReadonlyMap<string, ApiModel> } | undefined;
  /** Text that changes whenever `packages` or `releases` do (the memo of the per-doc checks that read it). */
  packagesKey: string;
  softProblems?: SoftProblemsSetting | undefined;
  assets: AssetLookup;
  origin?: Origin | undefined;
}

export type ContentCheckEntry = ContentCheck<ContentCheckInput, CheckedBuiltDoc>;

/** A problem at the place a reader should open (imported content was converted). */
const placed = (input: ContentCheckInput, problem: ContentProblem): ContentProblem => {
  const at = input.origin?.(problem.file, problem.line);
  return at ? { ...problem, ...at } : problem;
};

const fromDrift = (input: ContentCheckInput, problems: readonly { file: string; line?: number; message: string }[]) =>
  problems.map((p) => placed(input, { file: p.file, line: p.line ?? 0, message: p.message }));

/** The docs of the versions that document a package. */
const packagedDocs = (input: ContentCheckInput) => input.docs.filter((doc) => input.packages[doc.version]);

const docsOfVersion = (input: ContentCheckInput, version: string) => input.docs.filter((d) => d.version === version);

/** A version's reference pages (under api/): where API entries are documented. */
const apiDocsOfVersion = (input: ContentCheckInput, version: string) =>
  docsOfVersion(input, version).filter((d) => d.docId.startsWith('api/'));

/** A doc's headings and tables: the content build's for reference pages, worked out here for the others. */
const pageOf = (doc: CheckedBuiltDoc): DocPage => doc.apiPage ?? docPageOf(doc.tree, doc.path, doc.docId, doc.title);

/**
 * A whole-site check done version by version, each version's findings kept while the docs it reads (their keys)
 * and the packages are unchanged: a save re-checks one version.
 */
function byVersion(
  read: (input: ContentCheckInput, version: string) => readonly CheckedBuiltDoc[],
  check: (input: ContentCheckInput, version: string, docs: readonly CheckedBuiltDoc[]) => ContentProblem[],
) {
  return (input: ContentCheckInput, cache: Map<string, unknown>): ContentProblem[] =>
    Object.keys(input.packages).flatMap((version) => {
      const docs = read(input, version);
      // Docs without a key (a run without a memo to keep) are checked each time.
      if (docs.some((d) => d.key === undefined)) return check(input, version, docs);
      const keys = [input.packagesKey, ...docs.flatMap((d) => [d.path, d.key!])];
      return memoOn(cache, version, keys, () => check(input, version, docs));
    });
}

/** The names other versions' packages have and a version's does not, worked out once per set of packages. */
const foreignByPackages = new WeakMap<object, Map<string, ReadonlySet<string>>>();
function foreignOf(input: ContentCheckInput, version: string): ReadonlySet<string> {
  let byVersion = foreignByPackages.get(input.packages);
  if (!byVersion) foreignByPackages.set(input.packages, (byVersion = new Map()));
  let names = byVersion.get(version);
  if (!names) {
    const others = Object.entries(input.packages)
      .filter(([v]) => v !== version)
      .map(([, p]) => p.model);
    byVersion.set(version, (names = foreignNames(input.packages[version]!.model, others)));
  }
  return names;
}

/**
 * The checks against the packages (and the code blocks' syntax) ran only in `test:content` before the registry:
 * the build lists what they find as warnings (`inBuild: 'warn'`), so that a source whose reference pages do not
 * cover its package (a small fixture naming packages to read their models) still builds; `npm run dev` shows it
 * as errors and `test:content` fails on it.
 */
export const CONTENT_CHECKS: readonly ContentCheckEntry[] = [
  {
    id: 'files',
    checks:
      'where each file sits (a known version), its front matter (valid YAML, fields of their declared types, a title that is not empty) and the `_category_.json` files',
    scope: 'site',
    // Each file's findings are kept while its text (and the version list) is the same: a save checks one file.
    run: (input, cache) => {
      const options = { versions: input.versions, origin: input.origin };
      const versions = input.versions.map((v) => v.name).join(' ');
      return [
        ...memoOn(cache, 'categories', [versions, ...input.categories.flatMap((c) => [c.path, c.raw])], () =>
          checkFiles([], { ...options, categories: input.categories }),
        ),
        ...input.files.flatMap((file) => memoOn(cache, file.path, [versions, file.raw], () => checkFiles([file], options))),
      ];
    },
  },
  {
    id: 'doc-trees',
    checks:
      'each doc has a title; its admonitions are well formed; its links to other pages and their headings resolve; the pictures and files it refers to exist and pictures have alt text (broken anchors and missing alt text are soft problems: the source says whether they fail, warn or pass)',
    scope: 'site',
    run: (input, cache) => {
      // checkDocs keeps each doc's anchors and findings by its key: a save checks the changed doc (and, when its
      // headings changed, the docs that link to it).
      let memo = cache.get('memo') as CheckMemo | undefined;
      if (!memo) cache.set('memo', (memo = checkMemo()));
      const report = checkDocs(
        input.docs,
        { versions: input.versions, softProblems: input.softProblems, assets: input.assets, origin: input.origin },
        memo,
      );
      cache.set('toleratedAnchors', report.toleratedAnchors);
      return [...report.errors, ...report.warnings.map((w) => ({ ...w, severity: 'warning' as const }))];
    },
  },
  {
    id: 'api-drift',
    inBuild: 'warn',
    checks:
      "each version's reference pages document exactly what its package exports: every function, event, hook, enum member, type and field, with parameter names, optionality and defaults that agree, and no name the package does not export",
    scope: 'site',
    run: byVersion(
      apiDocsOfVersion,
      (input, version, docs) => {
        const pkg = input.packages[version]!;
        return fromDrift(
          input,
          checkDrift(pkg.model, docs.map(pageOf), { versionDir: `docs/${version}`, exceptions: pkg.exceptions }),
        );
      },
    ),
  },
  {
    id: 'platform-table',
    inBuild: 'warn',
    checks:
      "the function table of each version's basics/platform-support page marks ✅ exactly where the package implements the function (for the platforms it has a module for)",
    scope: 'site',
    run: byVersion(
      (input, version) => docsOfVersion(input, version).filter((d) => d.docId === 'basics/platform-support'),
      (input, version, [page]) => {
        if (!page) return [{ file: `docs/${version}/basics/`, line: 0, message: 'the version has no platform-support page.' }];
        const pkg = input.packages[version]!;
        return fromDrift(input, platformTableProblems(pageOf(page), pkg.platforms, pkg.modules));
      },
    ),
  },
  {
    id: 'native-metadata',
    inBuild: 'warn',
    checks:
      "each version's api/objects/metadata page does not present a declared field as sent where the native code sends another key or type (packages that send common metadata)",
    scope: 'site',
    run: byVersion(
      (input, version) => docsOfVersion(input, version).filter((d) => d.docId === 'api/objects/metadata'),
      (input, version, [page]) => {
        const sent = input.packages[version]!.commonMetadata;
        if (!sent) return [];
        if (!page)
          return [
            {
              file: `docs/${version}/api/objects/`,
              line: 0,
              message: 'the package sends common metadata, but the version has no api/objects/metadata page.',
            },
          ];
        return fromDrift(input, commonMetadataRowProblems(pageOf(page), sent));
      },
    ),
  },
  {
    id: 'lifecycle-prose',
    inBuild: 'warn',
    checks:
      'a hand-written "added in 3.1", "deprecated in 4.0" or "removed in 3.1" next to an API entry agrees with every release read (the documented versions and the releases between them)',
    scope: 'site',
    run: byVersion(apiDocsOfVersion, (input, version, docs) => {
      if (!input.releases) return [];
      const raw = new Map(input.files.map((f) => [f.path, f.raw]));
      const files = docs.flatMap((doc) => {
        const source = raw.get(doc.path);
        return source === undefined ? [] : [{ file: doc.path, source, page: pageOf(doc) }];
      });
      return lifecycleProseProblems(version, files, input.releases.order, input.releases.models).map((p) =>
        placed(input, p),
      );
    }),
  },
  {
    id: 'foreign-api',
    inBuild: 'warn',
    checks: "a page mentions another version's API (read from the other packages) only where it says so",
    scope: 'doc',
    docs: packagedDocs,
    context: (input) => input.packagesKey,
    run: (doc, input) =>
      unqualifiedForeignMentions(doc.tree, doc.title, foreignOf(input, doc.version)).map((m) =>
        placed(input, {
          file: doc.path,
          line: m.line,
          message: `${m.name} belongs to another version; say so where it is mentioned: ${m.text.replace(/\n/g, ' ').slice(0, 120)}`,
        }),
      ),
  },
  {
    id: 'code-syntax',
    inBuild: 'warn',
    // Like the other checks of the pages against a package, only where a version documents one: a source without
    // packages (a maintainer's Docusaurus docs) builds as it did.
    checks: 'every ts, tsx, js and json code block of a version that documents a package parses',
    scope: 'doc',
    docs: packagedDocs,
    run: (doc, input) => {
      const blocks = blocksOf(doc.tree).code.filter((block) => isCheckedLanguage(block.lang));
      const found = syntaxErrorsOfBlocks(blocks);
      return blocks.flatMap((block, i) =>
        found[i]!.map((error) => placed(input, { file: doc.path, line: block.line, message: `(${block.lang}) ${error}` })),
      );
    },
  },
];

/** A registry entry by its id. */
export function contentCheck(id: string): ContentCheckEntry {
  const check = CONTENT_CHECKS.find((c) => c.id === id);
  if (!check) throw new Error(`no content check "${id}"; the registry has: ${CONTENT_CHECKS.map((c) => c.id).join(', ')}.`);
  return check;
}

/** The broken anchors the `doc-trees` check let through in its last run with this memo (for the export's link check). */
export function toleratedAnchorsOf(memo: RegistryMemo): string[] {
  return (memo.sites.get('doc-trees')?.get('toleratedAnchors') as string[] | undefined) ?? [];
}

export { runChecks };
