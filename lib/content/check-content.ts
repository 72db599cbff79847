/**
 * The content check run before the content build: every doc of the prepared
 * content folder parsed and checked the way the build renders it (front
 * matter, MDX syntax, admonitions, title, links, anchors, images), with every
 * problem collected and named by its source file and line. The build itself
 * stops at a problem and names an internal bundler file; this lists them all.
 */
import { LineCounter, parseDocument, isMap, isScalar } from 'yaml';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import { parseDocFilePath } from '../docs/doc-path';
import { findVersion, type DocsVersion } from '../versions/versions';
import type { ContentProblem } from './content-problems';
import { CATEGORY_FIELDS, DOC_FIELDS } from './doc-fields';
import { anchorIdsOf, parseMdx } from './parse-markdown';
import { docOutlineOfTree, outlineKey, type Outlines } from './outlines';
import { remarkAdmonitions, remarkAssets, remarkDocLinks } from './remark-plugins';
import type { AssetLookup } from './assets';

/** What to do about a link to an anchor that does not exist. */
export type BrokenAnchors = 'throw' | 'warn';

export interface ContentFile {
  /** Path relative to the content folder: `docs/<version>/<doc>.md`. */
  path: string;
  raw: string;
}

export interface CheckOptions {
  versions: readonly DocsVersion[];
  /** The `_category_.json` files, by their path relative to the content folder. */
  categories?: readonly ContentFile[];
  /** @defaultValue 'throw' */
  brokenAnchors?: BrokenAnchors;
  /** Where images and files are (see `resolveAsset`). */
  assets: AssetLookup;
  /** The file and line a reader should open for a line of a checked file (imported content was converted). */
  origin?: (path: string, line: number) => { file: string; line: number };
}

export interface CheckReport {
  /** Problems that fail the build. */
  errors: ContentProblem[];
  /** Broken anchors, when they only warn. */
  warnings: ContentProblem[];
  /** `route#id` of each broken anchor that only warns: the export's link check lets exactly these pass. */
  toleratedAnchors: string[];
  /** Files beside the docs that pages refer to: publish `from` (in the content folder) at `to` (under the site root). */
  assets: { from: string; to: string }[];
  /** Docs checked. */
  docs: number;
  /** Each parsed doc's outline, for the content build's title and table of contents (see ./outlines). */
  outlines: Outlines;
}

interface ParsedDoc {
  path: string;
  version: DocsVersion;
  docId: string;
  tree: Root;
  file: VFile;
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

/** Every problem of every doc, in two passes: each doc on its own, then the links between them. */
export function checkContent(files: readonly ContentFile[], options: CheckOptions): CheckReport {
  const errors: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const tolerated = new Set<string>();
  const assets = new Map<string, { from: string; to: string }>();
  const where = (problem: ContentProblem): ContentProblem => {
    const origin = options.origin?.(problem.file, problem.line);
    return origin ? { ...problem, ...origin } : problem;
  };
  const error = (problem: ContentProblem) => errors.push(where(problem));
  const anchors = new Map<string, Set<string>>();
  const docs: ParsedDoc[] = [];
  const outlines: Outlines = {};
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
    const version = versionOf(path, location.version);
    if (!version) continue;
    const { yaml, bodyStart } = splitFrontMatter(raw);
    const frontMatter =
      yaml === null
        ? { data: {} as Record<string, unknown>, lines: {} as Record<string, number> }
        : checkFrontMatter(yaml, (line, message) => error({ file: path, line: line + 1, message }));
    // The body with the front matter blanked out, so every line keeps its number.
    const body = `${'\n'.repeat(bodyStart)}${raw.split('\n').slice(bodyStart).join('\n')}`;
    let tree: Root;
    try {
      tree = parseMdx(body);
    } catch (e) {
      const place = e as { line?: number; reason?: string; message: string };
      error({ file: path, line: place.line ?? 0, message: `MDX syntax: ${place.reason ?? place.message}` });
      continue;
    }
    // Read as the content build would, before the plugins below change the tree.
    const outline = docOutlineOfTree(tree);
    outlines[outlineKey(body)] = outline;
    const file = new VFile({ path, value: body, data: { rawDocumentData: { sourceFilePath: path } } });
    remarkAdmonitions({ report: error })(tree, file);
    const title = frontMatter.data.title;
    if (title === undefined || title === null) {
      if (outline.h1 === null || outline.h1.trim() === '') {
        error({ file: path, line: 0, message: 'no title. Set front matter field "title" or start the body with an H1.' });
      }
    } else if (typeof title === 'string' && title.trim() === '') {
      error({ file: path, line: (frontMatter.lines.title ?? 0) + 1, message: 'front matter field "title" is empty.' });
    }
    anchors.set(`${version.name}\n${location.docId}`, anchorIdsOf(tree));
    docs.push({ path, version, docId: location.docId, tree, file });
  }

  const brokenAnchors = options.brokenAnchors ?? 'throw';
  const links = remarkDocLinks({
    contentDir: '',
    versions: options.versions,
    report: error,
    docExists: (version, docId) => anchors.has(`${version}\n${docId}`),
    anchorsOf: (version, docId) => anchors.get(`${version}\n${docId}`),
    reportAnchor: (problem, target) => {
      if (brokenAnchors === 'throw') {
        error(problem);
      } else {
        warnings.push(where(problem));
        tolerated.add(`${target.route}#${target.id}`);
      }
    },
  });
  const images = remarkAssets({
    lookup: options.assets,
    report: error,
    onAsset: (stage) => assets.set(stage.to, stage),
  });
  for (const doc of docs) {
    links(doc.tree, doc.file);
    images(doc.tree, doc.file);
  }
  return {
    errors,
    warnings,
    toleratedAnchors: [...tolerated].sort(),
    assets: [...assets.values()],
    docs: docs.length,
    outlines,
  };
}
