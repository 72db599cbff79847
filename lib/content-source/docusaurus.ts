/**
 * Mapping a Docusaurus 2 site folder onto this site's content model:
 * `docs/` → `docs/next/`, `versioned_docs/version-X/` → `docs/X/` for each X
 * that `versions.json` lists (Docusaurus ignores the others), `versions.json`
 * → the version manifest, `static/` → the site root, and each page's MDX 1
 * made to render the same here (Tabs imports, admonition titles, indented
 * code, images by relative path) or reported with its file and line when it
 * uses something we cannot render.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Code, Definition, Image, Link, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { UNRELEASED_FOLDER, type VersionManifest } from '../versions/version-manifest';
import { ADMONITION_TYPES } from '../content/admonitions';
import { parseMdx } from '../content/parse-markdown';
import type { ContentProblem } from '../content/content-problems';
import { resolveAsset, type AssetLookup } from '../content/assets';

/** `:::note Title` (Docusaurus 2's title syntax) with any admonition kind. */
const ADMONITION_LINE = new RegExp(`^(\\s*):::(${ADMONITION_TYPES.join('|')})\\s+(\\S.*)$`);

/** Components a page may use without importing them here. */
export const SUPPORTED_COMPONENTS = new Set(['Tabs', 'TabItem', 'Admonition']);
const THEME_IMPORTS: Record<string, string> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
};
const UNSUPPORTED_FRONT_MATTER = [
  'id',
  'slug',
  'sidebar_class_name',
  'displayed_sidebar',
  'pagination_next',
  'pagination_prev',
];

/** The version folder a file of the Docusaurus folder sits in, if any. */
export interface DocusaurusVersionFolder {
  /** `current` for `docs/`, else the version name. */
  version: string;
  /** `docs` or `versioned_docs/version-X`. */
  root: string;
  /** Path inside that folder. */
  rest: string;
}

export function docusaurusVersionFolder(relativePath: string): DocusaurusVersionFolder | null {
  const rel = relativePath.replace(/\\/g, '/');
  if (rel.startsWith('docs/')) return { version: 'current', root: 'docs', rest: rel.slice('docs/'.length) };
  const versioned = /^(versioned_docs\/version-([^/]+))\/(.+)$/.exec(rel);
  return versioned ? { version: versioned[2]!, root: versioned[1]!, rest: versioned[3]! } : null;
}

/**
 * Where a file of the Docusaurus folder goes, or null when it is not content
 * or sits in a version folder that `released` (versions.json) does not list.
 */
export function docusaurusTarget(
  relativePath: string,
  currentPath = UNRELEASED_FOLDER,
  released?: ReadonlySet<string>,
): string | null {
  const rel = relativePath.replace(/\\/g, '/');
  // Docusaurus skips files and folders whose name starts with `_` (partials), bar the category files.
  const isPage = /\.(md|mdx)$/.test(rel) && !/(^|\/)_/.test(rel);
  const isCategory = /(^|\/)_category_\.(json|ya?ml)$/.test(rel);
  const folder = docusaurusVersionFolder(rel);
  if (!(isPage || isCategory) || !folder) return null;
  // A category file in YAML becomes the JSON one the content build reads.
  const rest = isCategory ? folder.rest.replace(/\.ya?ml$/, '.json') : folder.rest;
  if (folder.version === 'current') return `docs/${currentPath}/${rest}`;
  if (released && !released.has(folder.version)) return null;
  return `docs/${folder.version}/${rest}`;
}

/** `versioned_docs/version-X` folders of `files` whose version `released` does not list. */
export function unlistedVersionFolders(files: readonly string[], released: ReadonlySet<string>): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    const folder = docusaurusVersionFolder(file);
    if (folder && folder.version !== 'current' && !released.has(folder.version)) folders.add(folder.root);
  }
  return [...folders].sort();
}

/** The version manifest of a Docusaurus site: versions.json, plus the current docs when `docs/` exists. */
export function manifestFromDocusaurus(
  versionsJson: unknown,
  hasCurrentDocs: boolean,
  currentLabel = 'Next',
): VersionManifest {
  if (versionsJson !== undefined && (!Array.isArray(versionsJson) || versionsJson.some((v) => typeof v !== 'string'))) {
    throw new Error('versions.json must be an array of version names.');
  }
  const released = (versionsJson as string[] | undefined) ?? [];
  if (released.length === 0) {
    // A site without releases publishes its current docs as the only (latest) version.
    if (!hasCurrentDocs)
      throw new Error('The Docusaurus folder has neither docs/ nor versioned_docs/ with versions.json.');
    return { versions: [UNRELEASED_FOLDER] };
  }
  return {
    ...(hasCurrentDocs ? { current: { label: currentLabel, path: UNRELEASED_FOLDER } } : {}),
    versions: released,
  };
}

/** A page converted for this site, with the source line of each of its lines. */
export interface ConvertedPage {
  text: string;
  /** `lines[i]` is the source line of line `i + 1` of `text`. */
  lines: number[];
  problems: ContentProblem[];
  /** Files outside `static/` the page refers to, to publish with the site. */
  assets: { from: string; to: string }[];
}

function frontMatterEnd(lines: readonly string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  return end === -1 ? 0 : end + 1;
}

/**
 * Docusaurus 2 reads pages with MDX 1, which keeps CommonMark's indented code
 * blocks (four spaces in, after a blank line), also inside JSX such as
 * `<TabItem>`; MDX 2 and later do not. Each one becomes a fenced block, found
 * by a CommonMark parse so list continuations stay paragraphs.
 */
export function fenceIndentedCode(
  lines: readonly string[],
  origins: readonly number[],
): { lines: string[]; origins: number[] } {
  const text = lines.join('\n');
  const bodyStart = frontMatterEnd(lines);
  const tree = unified().use(remarkParse).use(remarkGfm).parse(text) as Root;
  const blocks: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    const start = node.position?.start;
    if (!start || start.line <= bodyStart) return;
    const first = lines[start.line - 1] ?? '';
    if (/^(`{3,}|~{3,})/.test(first.slice(start.column - 1).trimStart())) return;
    blocks.push(node);
  });
  if (blocks.length === 0) return { lines: [...lines], origins: [...origins] };
  const outLines: string[] = [];
  const outOrigins: number[] = [];
  let next = 0;
  for (const block of blocks) {
    const start = block.position!.start;
    const end = block.position!.end;
    for (; next < start.line - 1; next++) {
      outLines.push(lines[next]!);
      outOrigins.push(origins[next]!);
    }
    // The container's own prefix (list indentation, `> `) stays on every line.
    const prefix = (lines[start.line - 1] ?? '').slice(0, start.column - 1);
    const longest = Math.max(2, ...[...block.value.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    outLines.push(`${prefix}${fence}`);
    outOrigins.push(origins[start.line - 1]!);
    block.value.split('\n').forEach((codeLine, i) => {
      outLines.push(codeLine === '' ? '' : `${prefix}${codeLine}`);
      outOrigins.push(origins[start.line - 1 + i] ?? origins[end.line - 1]!);
    });
    outLines.push(`${prefix}${fence}`);
    outOrigins.push(origins[end.line - 1]!);
    next = end.line;
  }
  for (; next < lines.length; next++) {
    outLines.push(lines[next]!);
    outOrigins.push(origins[next]!);
  }
  return { lines: outLines, origins: outOrigins };
}

interface Edit {
  start: number;
  end: number;
  value: string;
}

/** The offset range of `url` as written inside `text` between `from` and `to`, if found. */
function locate(text: string, url: string, from: number, to: number): { start: number; end: number } | null {
  for (const candidate of [url, encodeURI(url)]) {
    const index = text.indexOf(candidate, from);
    if (index !== -1 && index + candidate.length <= to) return { start: index, end: index + candidate.length };
  }
  return null;
}

/**
 * Image and file references of a page made to point where the site serves
 * them (see {@link resolveAsset}), by editing the URLs in place so
 * every line keeps its number.
 */
function rewriteAssets(
  text: string,
  fromFile: string,
  lookup: AssetLookup,
  report: (line: number, message: string) => void,
): { text: string; assets: { from: string; to: string }[] } {
  let tree: Root;
  try {
    tree = parseMdx(text);
  } catch (error) {
    const place = error as { line?: number; reason?: string; message: string };
    report(place.line ?? 0, `MDX syntax: ${place.reason ?? place.message}`);
    return { text, assets: [] };
  }
  const edits: Edit[] = [];
  const assets: { from: string; to: string }[] = [];
  const apply = (url: string, node: { position?: Root['position'] }, requireFile: boolean, after = 0) => {
    const resolved = resolveAsset(fromFile, url, lookup, requireFile);
    const line = node.position?.start.line ?? 0;
    if (!resolved) return;
    if ('error' in resolved) {
      report(line, resolved.error);
      return;
    }
    const startOffset = node.position?.start.offset ?? 0;
    const endOffset = node.position?.end.offset ?? text.length;
    const at = locate(text, url, startOffset + after, endOffset);
    if (!at) {
      report(line, `could not rewrite the reference "${url}": write it without escapes.`);
      return;
    }
    edits.push({ ...at, value: resolved.url });
    if (resolved.stage) assets.push(resolved.stage);
  };
  visit(tree, (node) => {
    if (node.type === 'image') {
      const image = node as Image;
      apply(image.url, image, true, text.slice(image.position?.start.offset ?? 0).indexOf('](') + 2);
    } else if (node.type === 'link') {
      const link = node as Link;
      const slice = text.slice(link.position?.start.offset ?? 0, link.position?.end.offset ?? text.length);
      apply(link.url, link, false, slice.lastIndexOf('](') + 2);
    } else if (node.type === 'definition') {
      const definition = node as Definition;
      apply(definition.url, definition, false, text.slice(definition.position?.start.offset ?? 0).indexOf(']:') + 2);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name !== 'img') return;
      const src = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src');
      if (src && typeof src.value === 'string') apply(src.value, element, true);
    }
  });
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.value + out.slice(edit.end);
  }
  return { text: out, assets };
}

/**
 * One page's MDX 1 made ready for this site. Everything we cannot render is
 * reported with the file and its source line, every problem of the page.
 * @param file path of the page relative to the Docusaurus folder (`docs/intro.md`)
 * @param lookup where its images and files are; without it references are left as they are
 */
export function convertDocusaurusPage(source: string, file: string, lookup?: AssetLookup): ConvertedPage {
  const problems: ContentProblem[] = [];
  const sourceLines = source.split('\n');
  const bodyStart = frontMatterEnd(sourceLines);
  for (let i = 1; i < bodyStart - 1; i++) {
    const key = /^([A-Za-z_]+)\s*:/.exec(sourceLines[i] ?? '')?.[1];
    if (key && UNSUPPORTED_FRONT_MATTER.includes(key)) {
      problems.push({
        file,
        line: i + 1,
        message: `front matter field "${key}" is not supported: pages are addressed by their file path.`,
      });
    }
  }
  const fenced = fenceIndentedCode(
    sourceLines,
    sourceLines.map((_, i) => i + 1),
  );
  const out: string[] = [];
  let fence: string | null = null;
  fenced.lines.forEach((line, index) => {
    const lineNo = fenced.origins[index]!;
    const report = (message: string) => problems.push({ file, line: lineNo, message });
    if (index < bodyStart) {
      out.push(line);
      return;
    }
    const fenceMatch = /^\s*(?:>\s*)*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (fenceMatch[1]!.startsWith(fence)) fence = null;
      out.push(line);
      return;
    }
    if (fence !== null) {
      out.push(line);
      return;
    }
    const importMatch = /^\s*import\s+(?:[\w{}\s,*]+\s+from\s+)?['"]([^'"]+)['"];?\s*$/.exec(line);
    if (importMatch) {
      if (!(importMatch[1]! in THEME_IMPORTS)) {
        report(
          `import of "${importMatch[1]}" is not supported; only @theme/Tabs, @theme/TabItem and @theme/Admonition are.`,
        );
      }
      // An empty line keeps every later line at its number.
      out.push('');
      return;
    }
    if (/^\s*export\s/.test(line)) report('MDX exports are not supported.');
    const admonition = ADMONITION_LINE.exec(line);
    if (admonition && !admonition[3]!.startsWith('[')) {
      out.push(`${admonition[1]}:::${admonition[2]}[${admonition[3]!.trim()}]`);
      return;
    }
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const tag of withoutCode.matchAll(/<([A-Z][A-Za-z0-9.]*)[\s/>]/g)) {
      if (!SUPPORTED_COMPONENTS.has(tag[1]!)) {
        report(`component <${tag[1]}> is not available here; supported: ${[...SUPPORTED_COMPONENTS].join(', ')}.`);
      }
    }
    out.push(line);
  });
  let text = out.join('\n');
  let assets: { from: string; to: string }[] = [];
  if (lookup) {
    const rewritten = rewriteAssets(text, file, lookup, (line, message) =>
      problems.push({ file, line: fenced.origins[line - 1] ?? line, message }),
    );
    text = rewritten.text;
    assets = rewritten.assets;
  }
  return { text, lines: fenced.origins, problems, assets };
}
