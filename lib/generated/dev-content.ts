/**
 * Under `npm run dev`, the docs and categories of the content build's last
 * build, copied whole (`.generated/dev-content.json`), and a small stamp that
 * changes with each new copy (`.generated/content-generation.json`). The site
 * imports the stamp (lib/generated/dev-content-import.ts), so Next loads its
 * docs again when it changes, and reads the copy from disk, as a build reads
 * the content build's own files (lib/docs/built-docs.ts).
 *
 * Why a copy: on every change contentlayer2 removes each file under
 * `.contentlayer/generated` and writes it again, the index that imports every
 * document included, and a rename starts two builds that overlap. When the
 * site imported those files, Next compiled them while some were missing: the
 * page failed on a document's file that was not there, and once the dev server
 * kept that failure for every later request, the editor included, until it was
 * restarted. It also compiled 11 MB of JSON again on each save. Now Next sees
 * one file of a few bytes change, after the copy is complete.
 *
 * The copy is taken by the content build itself, once it has written a build
 * and before it starts the next (contentlayer.config.ts, `onSuccess`), when
 * `npm run dev` asks for it (DEV_CONTENT_COPY).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedFile, writeWhole } from './generated-file';

/** Set by `npm run dev` for its content build: each finished build is then copied for the site. */
export const DEV_CONTENT_COPY = 'DEV_CONTENT_COPY';

export interface DevContent {
  docs: unknown[];
  categories: unknown[];
}

export interface ContentGeneration {
  /** 0 before any copy; one more with each copy that differs from the one before. */
  generation: number;
  /** sha1 of the copy's text ('' before any copy). */
  hash: string;
  docs: number;
  categories: number;
}

const copy = generatedFile<DevContent>('dev-content.json', 'npm run dev (its content build)');
const stamp = generatedFile<ContentGeneration>(
  'content-generation.json',
  'scripts/prepare-content.ts (npm run content)',
);

export const readDevContent = copy.read;
export const devContentFile = copy.file;
export const contentGenerationFile = stamp.file;
export const readContentGeneration = stamp.read;

/**
 * Writes the stamp with generation 0 when there is none: the site's modules import it under every command (and the
 * type check reads it), so the prepare step makes sure it is there.
 */
export function ensureContentGeneration(root = process.cwd()): void {
  if (!stamp.exists(root)) stamp.write({ generation: 0, hash: '', docs: 0, categories: 0 }, root);
}

export type CopyResult =
  | { copied: true; generation: number; docs: number; categories: number }
  | { copied: false; reason: string; unchanged?: true };

/** The content build's two collection files, under `root`. */
export function contentBuildIndexFiles(root: string): { docs: string; categories: string } {
  const at = (type: string) => path.join(root, '.contentlayer/generated', type, '_index.json');
  return { docs: at('Doc'), categories: at('Category') };
}

function readArray(file: string): { text: string; count: number } | string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return `${file} is missing`;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return `${file} is not a list`;
    return { text, count: parsed.length };
  } catch (error) {
    return `${file} is not whole JSON (${(error as Error).message})`;
  }
}

/**
 * Copies the content build's docs and categories under `root` into `.generated/dev-content.json`, whole, then writes
 * the stamp one generation on. Does nothing when the copy would be the same as the last one (two builds in a row of
 * the same content, as a rename makes), and says why it copied nothing.
 */
export function copyContentBuild(root = process.cwd()): CopyResult {
  const files = contentBuildIndexFiles(root);
  const docs = readArray(files.docs);
  if (typeof docs === 'string') return { copied: false, reason: docs };
  const categories = readArray(files.categories);
  if (typeof categories === 'string') return { copied: false, reason: categories };
  const text = `{"docs":${docs.text},"categories":${categories.text}}\n`;
  const hash = createHash('sha1').update(text).digest('hex');
  const previous = stamp.exists(root) ? stamp.read(root) : undefined;
  if (previous?.hash === hash && existsSync(copy.file(root))) {
    return { copied: false, reason: 'the same docs as the last copy', unchanged: true };
  }
  writeWhole(copy.file(root), text);
  // Last: the site loads the copy again when the stamp changes, and the copy must be complete by then.
  const generation = (previous?.generation ?? 0) + 1;
  stamp.write({ generation, hash, docs: docs.count, categories: categories.count }, root);
  return { copied: true, generation, docs: docs.count, categories: categories.count };
}
