import { builtinModules } from 'node:module';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layers point one way: app → components → lib. lib/ is TypeScript without
 * React or next/*; its pure folders (all but IMPURE below) also use no Node
 * built-in module, so they take their input as arguments and can be tested on
 * small fixtures (ARCHITECTURE.md, "Pure and impure folders of lib/").
 * components/ never import routes, and only
 * lib/docs/built-docs.ts imports the generated docs (`.generated/` files are
 * read through their owners in lib/generated/, and only
 * lib/generated/editor-content.ts and dev-content-import.ts import one).
 *
 * ESLint replaces a rule's options when a later block sets the same rule, so
 * each folder gets ONE block holding every ban that applies to it (a more
 * specific folder is ignored by the general block and lists the general bans
 * again): composing here is what keeps components/ui/ from losing the bans of
 * components/.
 */
const ban = {
  app: {
    group: ['@/app/*', '../app/*', '../../app/*'],
    message: 'Only app/ imports routes: layers point app → components → lib.',
  },
  components: {
    group: ['@/components/*', '../components/*', '../../components/*'],
    message: 'lib/ must not import components.',
  },
  reactNext: {
    group: ['react', 'react-dom', 'react/*', 'next', 'next/*', 'next-themes'],
    message: 'lib/ is pure TypeScript: no React or Next.',
  },
  generated: {
    group: ['contentlayer/generated', '**/.generated/*'],
    message: 'Only lib/docs/built-docs.ts reads the generated docs; receive the docs model instead.',
  },
  node: {
    group: ['node:*', ...builtinModules.flatMap((name) => [name, `${name}/*`])],
    message:
      'This folder of lib/ is pure: no Node built-ins. Take the file, hash or environment as an argument from the caller, or move the module to an impure folder (lib/docs, lib/generated, lib/config, lib/node).',
  },
  testFolder: {
    group: ['**/test/*', '**/test/**', '@/test/*'],
    message: 'The site and its build import nothing from test/: reviewed facts the build needs live in api-facts/.',
  },
  docsInUi: {
    group: ['@/lib/docs/*', '@/lib/docs-model/*', '@/lib/versions/*', '@/components/docs/*', '@/components/chrome/*'],
    message: 'ui/ wraps Radix primitives and knows nothing of docs.',
  },
};

/** One block per folder, with the union of its bans. */
const layer = (files, ignores, ...bans) => ({
  files,
  ...(ignores.length ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns: bans }] },
});

const readers = ['lib/docs/built-docs.ts', 'lib/generated/editor-content.ts', 'lib/generated/dev-content-import.ts'];

/**
 * The folders of lib/ that touch the machine: the content and the built docs on disk (docs/), the `.generated/`
 * files (generated/), the environment (config/), and the other Node-only helpers: the TypeScript compiler host,
 * the share card's PNG, git's blob hash (node/). Tests beside pure modules may read their fixtures from disk.
 */
export const IMPURE = ['lib/docs/**', 'lib/generated/**', 'lib/config/**', 'lib/node/**'];
const tests = ['lib/**/*.test.ts', 'lib/**/fixtures/**'];

export const layerRules = [
  layer(
    ['lib/**/*.ts'],
    [...IMPURE, ...tests],
    ban.app,
    ban.components,
    ban.reactNext,
    ban.generated,
    ban.node,
    ban.testFolder,
  ),
  layer(
    IMPURE.map((folder) => `${folder}/*.ts`),
    [...readers, ...tests],
    ban.app,
    ban.components,
    ban.reactNext,
    ban.generated,
    ban.testFolder,
  ),
  layer(tests, [], ban.app, ban.components, ban.reactNext, ban.generated),
  layer(readers, [], ban.app, ban.components, ban.reactNext, ban.testFolder),
  layer(['components/**/*.{ts,tsx}'], ['components/ui/**'], ban.app, ban.generated, ban.testFolder),
  layer(['components/ui/**/*.{ts,tsx}'], [], ban.app, ban.generated, ban.docsInUi, ban.testFolder),
  layer(['app/**/*.{ts,tsx}'], [], ban.generated, ban.testFolder),
  // Every script (the build's own steps, the dev server, the editor's, the content checks' runners) and what they
  // import: the tests import scripts, never the other way round.
  layer(['scripts/**/*.{ts,mjs}'], ['scripts/**/*.test.ts'], ban.testFolder),
];

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-cms/**',
      'out/**',
      '.contentlayer/**',
      'next-env.d.ts',
      'test/fixtures/**',
      'bench/tmp/**',
      '.cache/**',
      'bench/floor/**',
      'mcp/dist/**',
      'mcp/data/**',
      'mcp/types/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  ...layerRules,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
];

export default config;
