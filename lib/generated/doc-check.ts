/**
 * `.generated/check.json`: what the content check found in the built docs
 * (scripts/check-docs.ts) that the site still publishes: soft problems that
 * only warn, listed again at the end of the build, and the broken anchors the
 * export's link check lets through.
 */
import { generatedFile } from './generated-file';

export interface DocCheck {
  /** Soft problems that only warn (broken anchors, pictures without alt text), `file:line: message`. */
  warnings: string[];
  /** `route#id` of each broken anchor let through (warned or ignored). */
  toleratedAnchors: string[];
}

const check = generatedFile<DocCheck>('check.json', 'scripts/check-docs.ts (npm run content)');

export const writeDocCheck = check.write;
export const readDocCheck = check.read;
