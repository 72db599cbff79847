/**
 * Remark plugins of the content pipeline. They run inside contentlayer2's MDX
 * bundling, where `file.data.rawDocumentData.sourceFilePath` names the doc.
 */
import type { Root, Heading, Link, Parent, RootContent, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit, SKIP } from 'unist-util-visit';
import { parseDocFilePath } from '../docs/doc-path';
import { docRoute, getVersion, parseDocPath, type DocsVersion } from '../versions/versions';
import { resolveDocLink, docLinkHref } from './resolve-doc-link';
import { visibleCode, withoutNocheck } from '../api-model/code-meta';
import { ADMONITION_TYPES, isAdmonitionType } from './admonitions';
import { formatProblem, type ContentProblem } from './content-problems';
import { isRemoteUrl, pictureProblem, resolveAsset, type AssetLookup } from './assets';

import type { VFile } from 'vfile';

type VFileLike = Pick<VFile, 'data' | 'path'>;

function sourceOf(file: VFileLike): string {
  const raw = (file.data as { rawDocumentData?: { sourceFilePath: string } }).rawDocumentData;
  return raw?.sourceFilePath ?? file.path ?? '<unknown file>';
}

export { ADMONITION_TYPES };

/** Remove the first H1: the layout renders the title (from front matter or that H1). */
export function remarkStripTitle() {
  return (tree: Root) => {
    const index = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
    if (index !== -1) tree.children.splice(index, 1);
  };
}

/**
 * Code blocks as readers see them: hidden setup above a `// ---cut---` line is
 * dropped (it exists for the type-check), and the `nocheck` flag leaves the meta.
 */
export function remarkCodeSetup() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      node.value = visibleCode(node.value);
      if (node.meta) node.meta = withoutNocheck(node.meta) || null;
    });
  };
}

/** Where a plugin sends a problem: the content check collects them all, the content build stops at the first. */
export type ReportProblem = (problem: ContentProblem) => void;

function thrower(problem: ContentProblem): never {
  throw new Error(formatProblem(problem));
}

/**
 * Text and leaf directives that are not ours (`12:30`, `Note:thing`,
 * `exoplayer:exoplayer:2.11.4`) turned back into the text they came from, so
 * headings, their ids and the TOC read as written.
 */
export function restoreTextDirectives(tree: Root): void {
  visit(tree, (node, index, parent) => {
    if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
      const directive = node as TextDirective | LeafDirective;
      const label = directive.children.map((c) => ('value' in c ? c.value : '')).join('');
      const text: Text = {
        type: 'text',
        value: `${directive.type === 'leafDirective' ? '::' : ':'}${directive.name}${label ? `[${label}]` : ''}`,
        ...(directive.position ? { position: directive.position } : {}),
      };
      if (directive.type === 'leafDirective') {
        (parent as Parent).children[index] = { type: 'paragraph', children: [text] } as RootContent;
      } else {
        (parent as Parent).children[index] = text as PhrasingContent;
      }
      return SKIP;
    }
    return undefined;
  });
}

/**
 * `:::note[Title]` … `:::` becomes `<Admonition type="note" title="Title">`.
 * Unknown container directives, and `<Admonition>` elements of an unknown
 * type, are reported (by default the build fails); text
 * and leaf directives that are not ours are turned back into text.
 */
export function remarkAdmonitions(options: { report?: ReportProblem } = {}) {
  const report = options.report ?? thrower;
  return (tree: Root, file: VFileLike) => {
    visit(tree, (node, index, parent) => {
      // An element written out (as the editor saves them) is held to the same kinds.
      if (node.type === 'mdxJsxFlowElement' && node.name === 'Admonition') {
        const type = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'type')?.value;
        if (typeof type !== 'string' || !isAdmonitionType(type)) {
          report({
            file: sourceOf(file),
            line: node.position?.start.line ?? 0,
            message: `unknown admonition <Admonition type=${typeof type === 'string' ? `"${type}"` : '(none)'}>. Use one of ${ADMONITION_TYPES.join(', ')}.`,
          });
        }
        return undefined;
      }
      if (node.type !== 'containerDirective') return undefined;
      const directive = node as ContainerDirective;
      if (!isAdmonitionType(directive.name)) {
        report({
          file: sourceOf(file),
          line: directive.position?.start.line ?? 0,
          message: `unknown admonition ":::${directive.name}". Use one of ${ADMONITION_TYPES.join(', ')}.`,
        });
        return undefined;
      }
      let title: string | undefined;
      const children = directive.children.filter((child) => {
        if (child.type === 'paragraph' && child.data && 'directiveLabel' in child.data) {
          title = child.children.map((c) => ('value' in c ? c.value : '')).join('');
          return false;
        }
        return true;
      });
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'type', value: directive.name },
          ...(title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: title }] : []),
        ],
        children: children as MdxJsxFlowElement['children'],
      };
      if (parent && index !== undefined) (parent as Parent).children[index] = element as RootContent;
      return undefined;
    });
    restoreTextDirectives(tree);
  };
}

export interface DocLinkOptions {
  /** The site's versions, for the routes of the links. */
  versions: readonly DocsVersion[];
  /** Where broken links go; by default the build fails on the first. */
  report?: ReportProblem;
  /** Whether a version has a doc (the build looks for its file: `docFileExists` in lib/docs/content-files.ts). */
  docExists: (version: string, docId: string) => boolean;
  /**
   * The ids a doc offers. With it, the `#anchor` of every link to a doc (and
   * of `#anchor` links within the page) is checked and a missing one reported
   * to `reportAnchor`.
   */
  anchorsOf?: (version: string, docId: string) => ReadonlySet<string> | undefined;
  /** Where broken anchors go, with the route and id the link asks for. @defaultValue `report` */
  reportAnchor?: (problem: ContentProblem, target: { route: string; id: string }) => void;
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return hash.replace(/^#/, '');
  }
}

/**
 * Rewrite links to `.md`/`.mdx` files into site routes of the same version,
 * resolved as Docusaurus does (from the page's folder, else from the version's
 * root; `./page.md/#anchor` too), and report a link whose file does not exist.
 */
export function remarkDocLinks(options: DocLinkOptions) {
  const report = options.report ?? thrower;
  const { docExists } = options;
  return (tree: Root, file: VFileLike) => {
    const source = sourceOf(file);
    const location = parseDocFilePath(source);
    const version = getVersion(location.version, options.versions);
    const checkAnchor = (url: string, line: number, target: { version: DocsVersion; docId: string }, hash: string) => {
      const id = decodeHash(hash);
      const ids = options.anchorsOf?.(target.version.name, target.docId);
      if (!id || !ids || ids.has(id)) return;
      const route = docRoute(target.version, target.docId);
      (options.reportAnchor ?? report)(
        { file: source, line, message: `broken anchor "${url}": no heading or element with id "${id}" on ${route}.` },
        { route, id },
      );
    };
    visit(tree, 'link', (node: Link) => {
      const line = node.position?.start.line ?? 0;
      if (node.url.startsWith('#')) {
        checkAnchor(node.url, line, { version, docId: location.docId }, node.url);
        return;
      }
      if (node.url.startsWith('/') && !node.url.startsWith('//')) {
        // A route: checked here when it names a doc; anything else is left to the export's link check.
        const [pathname = '', hash = ''] = node.url.split(/(?=#)/);
        const target = parseDocPath(pathname.replace(/\?.*$/, ''), options.versions);
        if (target?.docId && hash && docExists(target.version.name, target.docId)) {
          checkAnchor(node.url, line, { version: target.version, docId: target.docId }, hash);
        }
        return;
      }
      let resolved;
      try {
        resolved = resolveDocLink(location.docId, node.url, (docId) => docExists(location.version, docId));
      } catch (error) {
        report({ file: source, line, message: (error as Error).message });
        return;
      }
      if (!resolved) return;
      if (!docExists(location.version, resolved.docId)) {
        report({
          file: source,
          line,
          message: `broken link "${node.url}": no doc "${resolved.docId}" in version ${location.version}.`,
        });
        return;
      }
      checkAnchor(node.url, line, { version, docId: resolved.docId }, resolved.hash);
      node.url = docLinkHref(version, resolved);
    });
  };
}

/**
 * Images by relative path served where the site publishes them (see
 * `resolveAsset`): `![x](../../static/img/x.png)` shows `/img/x.png`.
 * JSX `<img>` with a local `src` becomes `<Img>` so the site's base URL is applied.
 * A picture over the size limit is a problem; one without alt text is a soft
 * problem (`pictureProblem`), sent to `reportSoft` (by default to `report`).
 */
export function remarkAssets(options: {
  lookup: AssetLookup;
  report?: ReportProblem;
  /** Where soft problems go (`SoftProblemsSetting`): a picture without alt text. @defaultValue `report` */
  reportSoft?: ReportProblem;
  /** Told of each file of a version folder the doc `source` refers to. */
  onAsset?: (source: string, stage: { from: string; to: string }) => void;
}) {
  const report = options.report ?? thrower;
  const reportSoft = options.reportSoft ?? report;
  return (tree: Root, file: VFileLike) => {
    const source = sourceOf(file);
    const rewrite = (url: string, line: number, requireFile: boolean): string => {
      const resolved = resolveAsset(source, url, options.lookup, requireFile);
      if (!resolved) return url;
      if ('error' in resolved) {
        report({ file: source, line, message: resolved.error });
        return url;
      }
      if (resolved.stage) options.onAsset?.(source, resolved.stage);
      return resolved.url;
    };
    // The link each picture sits in, read before any URL is rewritten: advice names where it leads.
    const linkOf = new Map<object, string>();
    visit(tree, (node) => {
      let href: unknown;
      if (node.type === 'link') href = node.url;
      else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'a')
        href = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'href')?.value;
      if (typeof href !== 'string') return;
      visit(node, (inner) => {
        if (inner !== node && !linkOf.has(inner)) linkOf.set(inner, href);
      });
    });
    const picture = (node: object, url: string, alt: string | null | undefined, line: number, html: boolean) => {
      const problem = pictureProblem(source, url, alt, options.lookup, { html, linkTo: linkOf.get(node) });
      if (problem) (problem.soft ? reportSoft : report)({ file: source, line, message: problem.message });
    };
    visit(tree, (node) => {
      const line = node.position?.start.line ?? 0;
      if (node.type === 'image') {
        picture(node, node.url, node.alt, line, false);
        node.url = rewrite(node.url, line, true);
      } else if (node.type === 'link' || node.type === 'definition') node.url = rewrite(node.url, line, false);
      else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img') {
        const attribute = (name: string) =>
          node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
        const src = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src');
        const alt = attribute('alt');
        if (typeof src?.value === 'string') picture(node, src.value, typeof alt === 'string' ? alt : null, line, true);
        if (!src || typeof src.value !== 'string' || isRemoteUrl(src.value) || src.value.startsWith('data:')) return;
        src.value = rewrite(src.value, line, true);
        node.name = 'Img';
      }
    });
  };
}

/** Every heading, for the TOC and the title fallback. */
export function collectHeadings(tree: Root): Heading[] {
  const headings: Heading[] = [];
  visit(tree, 'heading', (node: Heading) => {
    headings.push(node);
  });
  return headings;
}
