import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layers point one way: app → components → lib. lib/ is pure TypeScript (no
 * React, no next/*), components/ never import routes, and only
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

export const layerRules = [
  layer(['lib/**/*.ts'], readers, ban.app, ban.components, ban.reactNext, ban.generated),
  layer(readers, [], ban.app, ban.components, ban.reactNext),
  layer(['components/**/*.{ts,tsx}'], ['components/ui/**'], ban.app, ban.generated),
  layer(['components/ui/**/*.{ts,tsx}'], [], ban.app, ban.generated, ban.docsInUi),
  layer(['app/**/*.{ts,tsx}'], [], ban.generated),
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
