/**
 * Reading what contentlayer2 generated, for lib/docs/generated-on-disk.ts; apart
 * from it so that it can be tested without a build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The documents of one type that contentlayer2 wrote under `generatedDir`
 * (its `<type>/_index.json`).
 * @throws naming the file when it is missing or not JSON
 */
export function readGeneratedIndex<T>(generatedDir: string, type: string): T[] {
  const file = path.join(generatedDir, type, '_index.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run \`contentlayer2 build\` before \`next build\`.`);
  }
  try {
    return JSON.parse(text) as T[];
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}): run \`contentlayer2 build\` again.`);
  }
}
