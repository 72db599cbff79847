/**
 * Mapping a Docusaurus docs folder onto this site's content model:
 * `docs/` → `docs/next/`, `versioned_docs/version-X/` → `docs/X/`,
 * `versions.json` → the version manifest, and each page's MDX made to
 * render the same here (Tabs imports, admonition titles) or rejected with its
 * file and line when it uses something we cannot render.
 */
import { UNRELEASED_FOLDER, type VersionManifest } from '../versions/version-manifest';
import { ADMONITION_TYPES } from '../content/admonitions';

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

/** Where a file of the Docusaurus folder goes, or null when it is not content. */
export function docusaurusTarget(relativePath: string, currentPath = UNRELEASED_FOLDER): string | null {
  const rel = relativePath.replace(/\\/g, '/');
  const isContent = /\.(md|mdx)$/.test(rel) || /(^|\/)_category_\.json$/.test(rel);
  if (!isContent) return null;
  if (rel.startsWith('docs/')) return `docs/${currentPath}/${rel.slice('docs/'.length)}`;
  const versioned = /^versioned_docs\/version-([^/]+)\/(.+)$/.exec(rel);
  if (versioned) return `docs/${versioned[1]}/${versioned[2]}`;
  return null;
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

function frontMatterEnd(lines: string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  return end === -1 ? 0 : end + 1;
}

/**
 * One page's MDX made ready for this site.
 * @throws `file:line: …` for imports, components and front matter we cannot render
 */
export function convertDocusaurusPage(source: string, file: string): string {
  const lines = source.split('\n');
  const bodyStart = frontMatterEnd(lines);
  for (let i = 1; i < bodyStart - 1; i++) {
    const key = /^([A-Za-z_]+)\s*:/.exec(lines[i] ?? '')?.[1];
    if (key && UNSUPPORTED_FRONT_MATTER.includes(key)) {
      throw new Error(
        `${file}:${i + 1}: front matter field "${key}" is not supported: pages are addressed by their file path.`,
      );
    }
  }
  const out: string[] = [];
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    if (index < bodyStart) {
      out.push(line);
      return;
    }
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (line.trim().startsWith(fence)) fence = null;
      out.push(line);
      return;
    }
    if (fence !== null) {
      out.push(line);
      return;
    }
    const importMatch = /^\s*import\s+(?:[\w{}\s,*]+\s+from\s+)?['"]([^'"]+)['"];?\s*$/.exec(line);
    if (importMatch) {
      if (importMatch[1]! in THEME_IMPORTS) return;
      throw new Error(
        `${file}:${lineNo}: import of "${importMatch[1]}" is not supported; only @theme/Tabs, @theme/TabItem and @theme/Admonition are.`,
      );
    }
    if (/^\s*export\s/.test(line)) throw new Error(`${file}:${lineNo}: MDX exports are not supported.`);
    const admonition = ADMONITION_LINE.exec(line);
    if (admonition && !admonition[3]!.startsWith('[')) {
      out.push(`${admonition[1]}:::${admonition[2]}[${admonition[3]!.trim()}]`);
      return;
    }
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const tag of withoutCode.matchAll(/<([A-Z][A-Za-z0-9.]*)[\s/>]/g)) {
      if (!SUPPORTED_COMPONENTS.has(tag[1]!)) {
        throw new Error(
          `${file}:${lineNo}: component <${tag[1]}> is not available here; supported: ${[...SUPPORTED_COMPONENTS].join(', ')}.`,
        );
      }
    }
    out.push(line);
  });
  return out.join('\n');
}
