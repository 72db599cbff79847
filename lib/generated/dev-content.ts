/**
 * Under `npm run dev`, how each finished build of the content build reaches
 * the site, with no work in proportion to the whole site on a save.
 *
 * The content build (`contentlayer2 dev`) rewrites every file under
 * `.contentlayer/generated` on each change, each one removed and then written,
 * and a rename starts two builds that overlap: the site never reads those
 * files while the content build may be writing them (ARCHITECTURE.md, "How
 * `npm run dev` learns of a new content build"). Instead, once a build is
 * written and before the next starts (contentlayer.config.ts, `onSuccess`),
 * `handOffContentBuild` makes a generation: a folder
 * `.generated/dev-content/<n>/` of hard links to that build's files, which
 * keep their text when the content build removes and rewrites its own:
 *   - `Doc.json` and `Category.json`: the two whole indexes (a link, not a
 *     copy: nothing is read);
 *   - `changes.json`: the files saved since the builds before it, and a link to
 *     each one's record under `records/` (or `removed`);
 * then writes the stamp `.generated/content-generation.json`, which the site
 * imports (lib/generated/dev-content-import.ts): Next loads the docs' modules
 * again, and `devContentState` reads only the changed records into the docs
 * it keeps across those loads. A first build, or one after the content build
 * restarted (a new version list), is a `full` generation: the site reads the
 * whole index again.
 */
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import { pendingSources, type SourceChange } from '../dev/content-watch';
import { generatedDir, generatedFile, readJsonFile } from './generated-file';

/** Set by `npm run dev` for its content build: each finished build is then handed to the site. */
export const DEV_CONTENT_COPY = 'DEV_CONTENT_COPY';

export interface DevContent {
  docs: unknown[];
  categories: unknown[];
}

export interface ContentGeneration {
  /** 0 before any hand-off; one more with each build handed over. */
  generation: number;
}

/** What one generation changed against the one before it. */
export interface GenerationChanges {
  generation: number;
  /** Read the whole index: the first build of a content build process, or a record that could not be linked. */
  full: boolean;
  /** Records to read again, by id (`docs/next/guides/sleeptimers.md`), each linked at `records/<file>`. */
  changed: { id: string; type: SourceChange['type']; file: string }[];
  /** Ids no longer built (the file was removed or renamed, or it no longer builds). */
  removed: { id: string; type: SourceChange['type'] }[];
}

const stamp = generatedFile<ContentGeneration>(
  'content-generation.json',
  'scripts/prepare-content.ts (npm run content)',
);

export const contentGenerationFile = stamp.file;
export const readContentGeneration = stamp.read;
/** How many generations stay on disk: a dev server that missed some reads the whole index of the newest. */
const KEEP_GENERATIONS = 20;

/** The folder of generation `n` under `root`. */
export function generationDir(root: string, n: number): string {
  return path.join(generatedDir(root), 'dev-content', String(n));
}

/**
 * Writes the stamp with generation 0 when there is none: the site's modules import it under every command (and the
 * type check reads it), so the prepare step makes sure it is there.
 */
export function ensureContentGeneration(root = process.cwd()): void {
  if (!stamp.exists(root)) stamp.write({ generation: 0 }, root);
}

/** The content build's two collection files, under `root`. */
export function contentBuildIndexFiles(root: string): { docs: string; categories: string } {
  const at = (type: string) => path.join(root, '.contentlayer/generated', type, '_index.json');
  return { docs: at('Doc'), categories: at('Category') };
}

/** The file the content build writes one record to (its own naming: `/` becomes `__`, a leading digit gets `_`). */
export function contentBuildRecordFile(root: string, change: SourceChange): string {
  const name = (/^[0-9]/.test(change.id) ? `_${change.id}` : change.id).replace(/\//g, '__');
  return path.join(root, '.contentlayer/generated', change.type, `${name}.json`);
}

export type HandOffResult =
  | { handedOff: true; generation: number; full: boolean; changed: number; removed: number }
  | { handedOff: false; reason: string };

/**
 * Makes generation n+1 of the content build under `root` from the files saved since the last builds (`changes`),
 * linking, never reading, what it wrote; then writes the stamp. `full`: the site reads the whole index (the first
 * build of a content build process, and any build with no file seen saved). `sourceExists` tells a removed file from
 * one whose record is missing (it no longer builds).
 */
export function handOffContentBuild(
  root: string,
  changes: readonly SourceChange[],
  full: boolean,
  sourceExists: (id: string) => boolean,
): HandOffResult {
  const index = contentBuildIndexFiles(root);
  for (const file of [index.docs, index.categories]) {
    if (!existsSync(file)) return { handedOff: false, reason: `${file} is missing` };
  }
  const previous = stamp.exists(root) ? stamp.read(root).generation : 0;
  // A build with no file seen saved (a configuration loaded again, a save the watcher missed): the whole index.
  if (changes.length === 0) full = true;
  const generation = previous + 1;
  const dir = generationDir(root, generation);
  const part = `${dir}.part`;
  rmSync(part, { recursive: true, force: true });
  mkdirSync(path.join(part, 'records'), { recursive: true });
  linkSync(index.docs, path.join(part, 'Doc.json'));
  linkSync(index.categories, path.join(part, 'Category.json'));
  const record: GenerationChanges = { generation, full, changed: [], removed: [] };
  for (const change of full ? [] : changes) {
    const from = contentBuildRecordFile(root, change);
    // A removed file's record may still be there: the content build does not delete what it no longer writes.
    if (!sourceExists(change.id)) {
      record.removed.push(change);
    } else if (existsSync(from)) {
      const file = path.basename(from);
      linkSync(from, path.join(part, 'records', file));
      record.changed.push({ ...change, file });
    } else {
      // Saved but not built (its front matter is broken, say): the whole index, which leaves it out, is the truth.
      record.full = true;
    }
  }
  writeFileSync(path.join(part, 'changes.json'), `${JSON.stringify(record)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(part, dir);
  // Last: the site reads the generation the stamp names, and it must be complete by then.
  stamp.write({ generation }, root);
  pruneGenerations(root, generation);
  return {
    handedOff: true,
    generation,
    full: record.full,
    changed: record.changed.length,
    removed: record.removed.length,
  };
}

function pruneGenerations(root: string, newest: number): void {
  const base = path.join(generatedDir(root), 'dev-content');
  for (const name of readdirSync(base)) {
    const n = Number(name);
    if (!Number.isInteger(n) || n <= newest - KEEP_GENERATIONS)
      rmSync(path.join(base, name), { recursive: true, force: true });
  }
}

/**
 * Under `npm run dev`'s content build (contentlayer.config.ts): watches the content's sources from now on and gives
 * what `onSuccess` calls once each build is written. Its first hand-off is `full`, as is the first one after the
 * configuration was loaded again (a new process or a changed configuration): every record may have changed then.
 */
export function devHandOff(root: string, contentDir: string): () => void {
  const pending = pendingSources();
  const holder = globalThis as { __rntpContentWatcher?: FSWatcher };
  void holder.__rntpContentWatcher?.close();
  holder.__rntpContentWatcher = chokidar
    .watch('docs', { cwd: contentDir, ignoreInitial: true })
    .on('all', (_event, file) => pending.saw(file.split(path.sep).join('/')));
  let full = true;
  return () => {
    const result = handOffContentBuild(root, pending.take(), full, (id) => existsSync(path.join(contentDir, id)));
    if (result.handedOff) full = false;
    else console.error(`dev: the content build's output was not handed to the site: ${result.reason}`);
  };
}

/** The docs and categories of generation `n`, whole (its two index links). */
export function readGeneration(root: string, n: number): DevContent {
  const dir = generationDir(root, n);
  const read = (type: string) =>
    readJsonFile<unknown[]>(path.join(dir, `${type}.json`), 'npm run dev (its content build)');
  return { docs: read('Doc'), categories: read('Category') };
}

interface Store {
  root: string;
  generation: number;
  docs: Map<string, unknown>;
  categories: Map<string, unknown>;
}

const byId = (records: unknown[]) => new Map(records.map((r) => [(r as { _id: string })._id, r] as const));

/**
 * The docs and categories of the newest generation, as the dev server's pages read them. Kept in `store` across
 * Next's reloads of the modules that read them: a new generation reads only its changed records (every generation
 * since the store's, in order), or the whole index when one of them is `full` or no longer on disk. Records that did
 * not change stay the same objects, so what is worked out from them can be kept too.
 */
export function devContentState(
  root: string,
  target: number,
  store: Partial<Store>,
): DevContent & { generation: number } {
  const current = store as Store;
  const reload = () => {
    const whole = readGeneration(root, target);
    Object.assign(current, { root, generation: target, docs: byId(whole.docs), categories: byId(whole.categories) });
  };
  if (current.root !== root || !current.docs || current.generation > target) reload();
  else if (current.generation < target) {
    const steps: GenerationChanges[] = [];
    for (let n = current.generation + 1; n <= target; n++) {
      const file = path.join(generationDir(root, n), 'changes.json');
      if (!existsSync(file)) break;
      steps.push(JSON.parse(readFileSync(file, 'utf8')) as GenerationChanges);
    }
    if (steps.length !== target - current.generation || steps.some((s) => s.full)) reload();
    else {
      for (const step of steps) {
        for (const change of step.changed) {
          const text = readFileSync(path.join(generationDir(root, step.generation), 'records', change.file), 'utf8');
          (change.type === 'Doc' ? current.docs : current.categories).set(change.id, JSON.parse(text));
        }
        for (const gone of step.removed) (gone.type === 'Doc' ? current.docs : current.categories).delete(gone.id);
      }
      current.generation = target;
    }
  }
  return {
    generation: current.generation,
    docs: [...current.docs.values()],
    categories: [...current.categories.values()],
  };
}
