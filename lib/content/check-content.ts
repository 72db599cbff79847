/**
 * The content check, in two halves with every problem collected and named by
 * its source file and line:
 * - `checkFiles`, before the content build: where each file sits, its front
 *   matter and the `_category_.json` files (no Markdown is parsed);
 * - `checkDocs`, after it, on the tree each doc was parsed into once
 *   (lib/content/doc-tree.ts): admonitions, titles, links between pages, their
 *   anchors, and the images and files pages refer to.
 */
import { LineCounter, parseDocument, isMap, isScalar } from 'yaml';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import { parseDocFilePath } from '../docs/doc-path';
import { findVersion, type DocsVersion } from '../versions/versions';
import type { ContentProblem } from './content-problems';
import { CATEGORY_FIELDS, DOC_FIELDS } from './doc-fields';
import { headingIds } from './doc-tree';
import { parseDocFile } from './parse-markdown';
import { visit } from 'unist-util-visit';
import { remarkAdmonitions, remarkAssets, remarkDocLinks } from './remark-plugins';
import type { AssetLookup } from './assets';

import type { SoftProblemsSetting } from '../content-source/source-config';

export interface ContentFile {
  /** Path relative to the content folder: `docs/<version>/<doc>.md`. */
  path: string;
  raw: string;
}

/** The file and line a reader should open for a line of a checked file (imported content was converted). */
export type Origin = (path: string, line: number) => { file: string; line: number };

export interface FileCheckOptions {
  versions: readonly DocsVersion[];
  /** The `_category_.json` files, by their path relative to the content folder. */
  categories?: readonly ContentFile[];
  origin?: Origin;
}

/** A doc as the content build made it: its file, its title ('' when it has none) and its tree. */
export interface BuiltDoc {
  /** Path relative to the content folder: `docs/<version>/<doc>.md`. */
  path: string;
  version: string;
  docId: string;
  title: string;
  tree: Root;
  /** Text that changes whenever the doc does (its compiled code), for a `CheckMemo`. */
  key?: string;
}

export interface DocCheckOptions {
  versions: readonly DocsVersion[];
  /** What soft problems do: broken anchors, pictures without alt text. @defaultValue 'throw' */
  softProblems?: SoftProblemsSetting;
  /** Where images and files are (see `resolveAsset`). */
  assets: AssetLookup;
  origin?: Origin;
}

export interface DocCheckReport {
  /** Problems that fail the build. */
  errors: ContentProblem[];
  /** Soft problems, when they only warn (none when they are ignored). */
  warnings: ContentProblem[];
  /** `route#id` of each broken anchor let through: the export's link check lets exactly these pass. */
  toleratedAnchors: string[];
}

/** The front matter block's lines (without the `---` fences), and the line the body starts on. */
function splitFrontMatter(raw: string): { yaml: string | null; bodyStart: number } {
  const lines = raw.split('\n');
  if (lines[0]?.trim() !== '---') return { yaml: null, bodyStart: 0 };
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (end === -1) return { yaml: null, bodyStart: 0 };
  return { yaml: lines.slice(1, end).join('\n'), bodyStart: end + 1 };
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** Front matter: valid YAML, and each known field of the type the schema declares. */
function checkFrontMatter(
  yaml: string,
  report: (line: number, message: string) => void,
): { data: Record<string, unknown>; lines: Record<string, number> } {
  const lines: Record<string, number> = {};
  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter });
  for (const error of document.errors) {
    report(error.linePos?.[0].line ?? 0, `front matter is not valid YAML: ${error.message.split('\n')[0]}`);
  }
  if (document.errors.length > 0) return { data: {}, lines };
  const data = document.toJS() as unknown;
  if (data === null || data === undefined) return { data: {}, lines };
  if (!isMap(document.contents) || typeof data !== 'object' || Array.isArray(data)) {
    report(1, 'front matter must be a map of fields.');
    return { data: {}, lines };
  }
  for (const pair of document.contents.items) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    lines[key] = lineCounter.linePos(pair.key.range?.[0] ?? 0).line;
    if (!Object.hasOwn(DOC_FIELDS, key)) continue;
    const field = DOC_FIELDS[key as keyof typeof DOC_FIELDS];
    const value = (data as Record<string, unknown>)[key];
    if (value === null || value === undefined || typeof value === field.type) continue;
    report(lines[key]!, `front matter field "${key}" must be a ${field.type}, not ${describe(value)}.`);
  }
  return { data: data as Record<string, unknown>, lines };
}

/** The line of a character offset. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** A `_category_.json`: valid JSON, an object, its label given and each field of its declared type. */
function checkCategory(raw: string, report: (line: number, message: string) => void): void {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (e) {
    const message = (e as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    report(position ? lineAt(raw, Number(position)) : 0, `not valid JSON: ${message}`);
    return;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    report(1, 'a category file must hold an object such as { "label": "Basics", "position": 2 }.');
    return;
  }
  const fields = data as Record<string, unknown>;
  const lineOf = (key: string) => {
    const at = raw.indexOf(`"${key}"`);
    return at === -1 ? 1 : lineAt(raw, at);
  };
  for (const [key, field] of Object.entries(CATEGORY_FIELDS)) {
    const value = fields[key];
    if (value === undefined || value === null) {
      if (field.required) report(1, `field "${key}" is required.`);
    } else if (typeof value !== field.type) {
      report(lineOf(key), `field "${key}" must be a ${field.type}, not ${describe(value)}.`);
    }
  }
}

/** A problem's place as a reader should open it. */
function placed(origin: Origin | undefined) {
  return (problem: ContentProblem): ContentProblem => {
    const at = origin?.(problem.file, problem.line);
    return at ? { ...problem, ...at } : problem;
  };
}

/** Where each file sits, its front matter and the category files: every problem, before the content build. */
export function checkFiles(files: readonly ContentFile[], options: FileCheckOptions): ContentProblem[] {
  const errors: ContentProblem[] = [];
  const where = placed(options.origin);
  const error = (problem: ContentProblem) => errors.push(where(problem));
  const versionOf = (path: string, version: string): DocsVersion | undefined => {
    const found = findVersion(version, options.versions);
    if (!found) {
      error({
        file: path,
        line: 0,
        message: `Unknown docs version "${version}". Known versions: ${options.versions.map((v) => v.name).join(', ')}.`,
      });
    }
    return found;
  };

  for (const { path, raw } of options.categories ?? []) {
    const version = /^docs\/([^/]+)\//.exec(path)?.[1];
    if (version === undefined) error({ file: path, line: 0, message: 'a category file must sit in docs/<version>/.' });
    else if (versionOf(path, version)) checkCategory(raw, (line, message) => error({ file: path, line, message }));
  }

  for (const { path, raw } of files) {
    let location;
    try {
      location = parseDocFilePath(path);
    } catch (e) {
      error({ file: path, line: 0, message: (e as Error).message });
      continue;
    }
    if (!versionOf(path, location.version)) continue;
    const { yaml } = splitFrontMatter(raw);
    if (yaml === null) continue;
    const frontMatter = checkFrontMatter(yaml, (line, message) => error({ file: path, line: line + 1, message }));
    const title = frontMatter.data.title;
    if (typeof title === 'string' && title.trim() === '') {
      error({ file: path, line: (frontMatter.lines.title ?? 0) + 1, message: 'front matter field "title" is empty.' });
    }
  }
  return errors;
}

/**
 * Every `#anchor` a doc offers: the ids of its rendered headings and the
 * literal `id` (or `<a name>`) of its JSX elements.
 */
export function anchorIdsOf(tree: Root): Set<string> {
  const ids = new Set(headingIds(tree).values());
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
      if (attribute.name === 'id' || (attribute.name === 'name' && node.name === 'a')) ids.add(attribute.value);
    }
  });
  return ids;
}

/** What the check found in one doc. */
interface DocFindings {
  errors: ContentProblem[];
  warnings: ContentProblem[];
  tolerated: string[];
}

/**
 * What `checkDocs` keeps between two checks of the same docs (`npm run dev`
 * checks them after every save): each doc's anchors and findings, by its
 * `key`, reused while the doc and every doc's anchors are unchanged.
 */
export interface CheckMemo {
  anchors: Map<string, { key: string; ids: Set<string> }>;
  findings: Map<string, { key: string; anchors: string; findings: DocFindings }>;
}

export function checkMemo(): CheckMemo {
  return { anchors: new Map(), findings: new Map() };
}

/**
 * Each doc on its own, then the links between them, on the trees the content
 * build parsed: every problem. With a `memo` (and docs that carry a `key`),
 * a doc is checked again only when it, or any doc's anchors, changed.
 */
export function checkDocs(docs: readonly BuiltDoc[], options: DocCheckOptions, memo?: CheckMemo): DocCheckReport {
  const where = placed(options.origin);
  const idsOf = (doc: BuiltDoc) => {
    const hit = doc.key === undefined ? undefined : memo?.anchors.get(doc.path);
    if (hit && hit.key === doc.key) return hit.ids;
    const ids = anchorIdsOf(doc.tree);
    if (memo && doc.key !== undefined) memo.anchors.set(doc.path, { key: doc.key, ids });
    return ids;
  };
  const anchors = new Map(docs.map((doc) => [`${doc.version}\n${doc.docId}`, idsOf(doc)]));
  const anchorsKey = memo ? [...anchors].map(([doc, ids]) => `${doc}\n${[...ids].join(' ')}`).join('\n') : '';
  const softProblems = options.softProblems ?? 'throw';

  const findingsOf = (doc: BuiltDoc): DocFindings => {
    const found: DocFindings = { errors: [], warnings: [], tolerated: [] };
    const error = (problem: ContentProblem) => found.errors.push(where(problem));
    const soft = (problem: ContentProblem) => {
      if (softProblems === 'throw') error(problem);
      else if (softProblems === 'warn') found.warnings.push(where(problem));
    };
    if (doc.title.trim() === '') {
      error({ file: doc.path, line: 0, message: 'no title. Set front matter field "title" or start the body with an H1.' });
    }
    // The plugins rewrite what they check: they get a copy of the kept tree.
    const tree = structuredClone(doc.tree);
    const file = new VFile({ path: doc.path, data: { rawDocumentData: { sourceFilePath: doc.path } } });
    remarkAdmonitions({ report: error })(tree, file);
    remarkDocLinks({
      versions: options.versions,
      report: error,
      docExists: (version, docId) => anchors.has(`${version}\n${docId}`),
      anchorsOf: (version, docId) => anchors.get(`${version}\n${docId}`),
      reportAnchor: (problem, target) => {
        soft(problem);
        if (softProblems !== 'throw') found.tolerated.push(`${target.route}#${target.id}`);
      },
    })(tree, file);
    remarkAssets({ lookup: options.assets, report: error, reportSoft: soft })(tree, file);
    return found;
  };

  const all = docs.map((doc) => {
    const hit = doc.key === undefined ? undefined : memo?.findings.get(doc.path);
    if (hit && hit.key === doc.key && hit.anchors === anchorsKey) return hit.findings;
    const findings = findingsOf(doc);
    if (memo && doc.key !== undefined) memo.findings.set(doc.path, { key: doc.key, anchors: anchorsKey, findings });
    return findings;
  });
  return {
    errors: all.flatMap((f) => f.errors),
    warnings: all.flatMap((f) => f.warnings),
    toleratedAnchors: [...new Set(all.flatMap((f) => f.tolerated))].sort(),
  };
}

/**
 * The docs that do not parse as MDX, each with the line the parser stopped
 * at: what to tell the writer when the content build failed (it names an
 * internal bundler file). Parses every file: it runs only on that failure.
 */
export function syntaxProblems(files: readonly ContentFile[], origin?: Origin): ContentProblem[] {
  const where = placed(origin);
  return files.flatMap(({ path, raw }) => {
    try {
      parseDocFile(raw);
      return [];
    } catch (e) {
      const place = e as { line?: number; reason?: string; message: string };
      return [where({ file: path, line: place.line ?? 0, message: `MDX syntax: ${place.reason ?? place.message}` })];
    }
  });
}
