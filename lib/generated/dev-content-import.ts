/**
 * Under `npm run dev`, the content build's last build as the site reads it
 * (lib/docs/built-docs.ts): the copy in `.generated/dev-content.json`, read
 * when this module loads. The stamp's import is what makes Next load this
 * module, and the pages, again when a new copy is written
 * (lib/generated/dev-content.ts).
 */
import generation from '../../.generated/content-generation.json';
import { readDevContent, type ContentGeneration } from './dev-content';

/** The copy this module read, by the stamp written after it. */
export const loadedGeneration: number = (generation as ContentGeneration).generation;
export const devContent = readDevContent();
