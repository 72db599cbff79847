/**
 * Under `npm run dev`, the content build's last build as the site reads it
 * (lib/docs/built-docs.ts): the newest generation handed over
 * (lib/generated/dev-content.ts), its changed records read into the docs kept
 * since the last load. The stamp's import is what makes Next load this module,
 * and the pages, again when a new generation is handed over.
 */
import generation from '../../.generated/content-generation.json';
import { devContentState, type ContentGeneration } from './dev-content';

/** Kept across Next's reloads of this module: only what changed is read again. */
const holder = globalThis as { __rntpDevContent?: Parameters<typeof devContentState>[2] };

/** The generation this module read, by the stamp written after it. */
export const loadedGeneration: number = (generation as ContentGeneration).generation;
export const devContent = devContentState(process.cwd(), loadedGeneration, (holder.__rntpDevContent ??= {}));
