/**
 * `node --import ./scripts/lib/keystatic-browser-build.mjs …`: loads
 * Keystatic's browser build where a script imports `@keystatic/core`. Its
 * Node build leaves the MDX field's parser and serializer out (they belong to
 * the editor), and scripts that open and save pages as the editor does
 * (scripts/cms-normalize.ts) need exactly those. vitest.config.ts does the same
 * for the tests.
 */
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const builds = {
        '@keystatic/core': '@keystatic/core/dist/keystatic-core.js',
        '@keystatic/core/content-components': '@keystatic/core/dist/keystatic-core-content-components.js',
      };
      export async function resolve(specifier, context, next) {
        const file = builds[specifier];
        if (!file) return next(specifier, context);
        const { url } = await next('@keystatic/core/package.json', { ...context, importAttributes: { type: 'json' } });
        return { url: new URL('./' + file.slice('@keystatic/core/'.length), url).href, shortCircuit: true, format: 'module' };
      }
    `),
  import.meta.url,
);
