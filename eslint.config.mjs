import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layers point one way: app → components → lib. lib/ is pure TypeScript (no
 * React, no next/*), components/ never import routes, and only
 * lib/docs/doc-index.ts reads contentlayer's generated data.
 */
const layerRules = [
  {
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '../app/*', '../../app/*'], message: 'lib/ must not import from app/.' },
            {
              group: ['@/components/*', '../components/*', '../../components/*'],
              message: 'lib/ must not import components.',
            },
            {
              group: ['react', 'react-dom', 'react/*', 'next', 'next/*', 'next-themes'],
              message: 'lib/ is pure TypeScript: no React or Next.',
            },
            { group: ['contentlayer/generated'], message: 'Only lib/docs/doc-index.ts reads contentlayer/generated.' },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/docs/doc-index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'next', 'next/*', '@/components/*', '@/app/*'],
              message: 'lib/ is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '../app/*', '../../app/*'], message: 'components/ must not import from app/.' },
            { group: ['contentlayer/generated'], message: 'Read content through lib/docs/doc-index.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['components/ui/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/docs/*', '@/lib/versions/*', '@/components/docs/*', '@/components/chrome/*'],
              message: 'ui/ wraps Radix primitives and knows nothing of docs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['contentlayer/generated'], message: 'Read content through lib/docs/doc-index.ts.' }] },
      ],
    },
  },
];

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      '.contentlayer/**',
      'next-env.d.ts',
      'test/fixtures/**',
      'bench/tmp/**',
      '.cache/**',
      'bench/floor/**',
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
