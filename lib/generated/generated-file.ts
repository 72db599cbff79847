/**
 * How the build's steps hand data to each other: JSON files under
 * `.generated/`, each owned by one module of this folder that declares its
 * type, writes it and reads it (nobody else opens it).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The folder the build writes to, in the checkout at `root`. */
export function generatedDir(root = process.cwd()): string {
  return path.join(root, '.generated');
}

/** One file under `.generated/`, with the step that writes it (named in the message when it is missing). */
export function generatedFile<T>(name: string, writtenBy: string) {
  const file = (root?: string) => path.join(generatedDir(root), name);
  return {
    file,
    exists: (root?: string) => existsSync(file(root)),
    /**
     * Writes the file whole: beside it first, then renamed over it. A reader never sees it half written (under
     * `npm run dev`, Next reads these files while the version list is prepared again).
     */
    write(data: T, root?: string): void {
      writeWhole(file(root), `${JSON.stringify(data)}\n`);
    },
    /** @throws naming the file and the step to run when it is missing or not JSON */
    read: (root?: string): T => readJsonFile<T>(file(root), writtenBy),
  };
}

/** Writes `text` to `at` beside it first, then renames it over: a reader sees the old text or the new, whole. */
export function writeWhole(at: string, text: string): void {
  mkdirSync(path.dirname(at), { recursive: true });
  const beside = `${at}.${process.pid}.tmp`;
  writeFileSync(beside, text);
  renameSync(beside, at);
}

/**
 * A JSON file an earlier step wrote, `writtenBy` naming that step.
 * @throws naming the file and the step to run when it is missing or not JSON
 */
export function readJsonFile<T>(at: string, writtenBy: string): T {
  let text: string;
  try {
    text = readFileSync(at, 'utf8');
  } catch {
    throw new Error(`${at} is missing: run ${writtenBy} first.`);
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new Error(`${at} is not valid JSON (${(error as Error).message}): run ${writtenBy} again.`);
  }
}
