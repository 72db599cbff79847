/**
 * `.generated/check.json`: what the content check found in the built docs
 * (scripts/check-docs.ts) that the site still publishes: broken anchors that
 * only warn, listed again at the end of the build and let through by the
 * export's link check.
 */
import { generatedFile } from './generated-file';

export interface DocCheck {
  /** Broken anchors that only warn, `file:line: message`. */
  warnings: string[];
  /** `route#id` of each of those. */
  toleratedAnchors: string[];
}

const check = generatedFile<DocCheck>('check.json', 'scripts/check-docs.ts (npm run content)');

export const writeDocCheck = check.write;
export const readDocCheck = check.read;
