/**
 * Remark plugins of the content pipeline. They run inside contentlayer2's MDX
 * bundling, where `file.data.rawDocumentData.sourceFilePath` names the doc.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root, Heading, Link, Parent, RootContent, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit, SKIP } from 'unist-util-visit';
import { parseDocFilePath } from '../docs/doc-path';
import { getVersion, type DocsVersion } from '../versions/versions';
import { resolveDocLink, docLinkHref } from './resolve-doc-link';
import { visibleCode, withoutNocheck } from '../api-model/code-meta';
import { ADMONITION_TYPES, isAdmonitionType } from './admonitions';

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

/**
 * `:::note[Title]` … `:::` becomes `<Admonition type="note" title="Title">`.
 * Unknown container directives fail the build; text and leaf directives that are
 * not ours (`12:30`, `Note:thing`) are turned back into the text they came from.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFileLike) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        if (!isAdmonitionType(directive.name)) {
          const line = directive.position?.start.line ?? 0;
          throw new Error(
            `${sourceOf(file)}:${line}: unknown admonition ":::${directive.name}". Use one of ${ADMONITION_TYPES.join(', ')}.`,
          );
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
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const directive = node as TextDirective | LeafDirective;
        const label = directive.children.map((c) => ('value' in c ? c.value : '')).join('');
        const text: Text = {
          type: 'text',
          value: `${directive.type === 'leafDirective' ? '::' : ':'}${directive.name}${label ? `[${label}]` : ''}`,
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
  };
}

/**
 * Rewrite relative links to `.md`/`.mdx` files into site routes of the same
 * version, and fail the build when the target file does not exist.
 * @param contentDir absolute path of the content folder (holding `docs/`)
 * @param versions the site's versions, for the routes of the links
 */
export function remarkDocLinks(options: { contentDir: string; versions: readonly DocsVersion[] }) {
  return (tree: Root, file: VFileLike) => {
    const source = sourceOf(file);
    const location = parseDocFilePath(source);
    const version = getVersion(location.version, options.versions);
    visit(tree, 'link', (node: Link) => {
      let resolved;
      try {
        resolved = resolveDocLink(location.docId, node.url);
      } catch (error) {
        throw new Error(`${source}:${node.position?.start.line ?? 0}: ${(error as Error).message}`);
      }
      if (!resolved) return;
      const base = path.join(options.contentDir, 'docs', location.version, resolved.docId);
      if (!existsSync(`${base}.md`) && !existsSync(`${base}.mdx`)) {
        throw new Error(
          `${source}:${node.position?.start.line ?? 0}: broken link "${node.url}": no doc "${resolved.docId}" in version ${location.version}.`,
        );
      }
      node.url = docLinkHref(version, resolved);
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
