/**
 * A doc page as plain Markdown, for readers who paste pages into assistants and
 * editors: the same tree the site renders, with everything only our MDX
 * components understand turned into Markdown any tool reads.
 *
 * - front matter dropped, the title as the one `# H1` (a first `# H1` in the body is removed);
 * - `<Tabs>`/`<TabItem>` become one labelled section per tab;
 * - admonitions (`:::note`, `:::warning[Title]`) become blockquotes that start with their label;
 * - lifecycle badges become text, at the places the content build marked (lib/content/places.ts);
 *   an `ApiBadges` element written in the page becomes text too;
 * - any other MDX element becomes its content, imports/exports and `{expressions}` are dropped;
 * - links are absolute: a relative `.md` link to the `.md` form of that page of the
 *   same version, `/…` and `#…` links to the site's pages;
 * - code fences keep their language and meta; hidden setup above `// ---cut---` and
 *   the `nocheck` flag are removed, as on the rendered page.
 */
import type {
  Blockquote,
  Code,
  Nodes,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
  Strong,
  Text,
} from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { ADMONITION_TITLES, isAdmonitionType } from '../content/admonitions';
import { resolveDocLink } from '../content/resolve-doc-link';
import { visibleCode, withoutNocheck } from '../api-model/code-meta';
import type { PlacedBadges } from '../api-model/version-intelligence';
import { placementOf, placeOf } from '../content/places';
import { visit } from 'unist-util-visit';
import { badgeWords, type PlacedBadge } from './badge-text';

/** Where the page's links point: every URL the renderer writes comes from here. */
export interface MarkdownLinks {
  /** Absolute URL of a site route (`/docs/intro` → `https://rntp.dev/docs/intro`), base URL included. */
  absolute(route: string): string;
  /** The route of a doc of the page's version (`api/events` → `/docs/3.2/api/events`). */
  docRoute(docId: string): string;
  /**
   * Whether the page's version has a doc, so that a relative link is resolved
   * as the HTML page resolves it (the doc's folder first, else the version root).
   */
  has(docId: string): boolean;
}

export interface MarkdownSource {
  /** The doc's id in its version (`basics/installation`), to resolve its relative links. */
  docId: string;
  /** The page title (front matter `title`, else the body's first H1). */
  title: string;
  /** The doc's tree as the content build parsed it (lib/content/doc-tree.ts). */
  tree: Root;
  /** The lifecycle badges placed on this page, matched to the places its tree carries (lib/content/places.ts). */
  badges?: readonly PlacedBadges[];
  /** For error messages. */
  file?: string;
}

/** Elements this renderer knows by name; every other MDX element is replaced by its content. */
export const KNOWN_ELEMENTS = ['Tabs', 'TabItem', 'Admonition', 'ApiBadges'] as const;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Blank out a leading front matter block, keeping its lines so positions still count from the top of the file. */
export function withoutFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/.exec(source);
  return match ? match[0].replace(/[^\n]/g, '') + source.slice(match[0].length) : source;
}

function attribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return '';
  return typeof found.value === 'string' ? found.value : found.value.value;
}

const text = (value: string): Text => ({ type: 'text', value });
const strong = (children: PhrasingContent[]): Strong => ({ type: 'strong', children });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

/** `Warning: Deprecated`, or just `Note` when the admonition has no title of its own. */
function admonitionLabel(kind: string, title: PhrasingContent[] | undefined): PhrasingContent[] {
  const name = isAdmonitionType(kind) ? ADMONITION_TITLES[kind] : kind;
  if (!title?.length) return [text(name)];
  const plain = title.map((c) => ('value' in c ? c.value : '')).join('');
  return plain.trim() === name ? title : [text(`${name}: `), ...title];
}

function admonition(kind: string, title: PhrasingContent[] | undefined, children: RootContent[]): Blockquote {
  return {
    type: 'blockquote',
    children: [paragraph([strong(admonitionLabel(kind, title))]), ...(children as Blockquote['children'])],
  };
}

/** The badges as phrasing: `[Added in 4.0](url)`, `Deprecated in 4.0: use [`x`](url) or [`y`](url)`, joined by `; `. */
function badgePhrasing(badges: readonly PlacedBadge[], links: MarkdownLinks): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  badges.forEach((badge, index) => {
    if (index > 0) out.push(text('; '));
    const words = text(badgeWords(badge));
    out.push(badge.href ? { type: 'link', url: links.absolute(badge.href), children: [words] } : words);
    if (badge.kind === 'deprecated' && badge.replacements?.length) {
      out.push(text(': use '));
      badge.replacements.forEach((r, i) => {
        if (i > 0) out.push(text(i === badge.replacements!.length - 1 ? ' or ' : ', '));
        const code: PhrasingContent = { type: 'inlineCode', value: r.name };
        out.push(r.href ? { type: 'link', url: links.absolute(r.href), children: [code] } : code);
      });
    }
  });
  return out;
}

/** The badges of an `ApiBadges` element written in the page (their JSON in its `badges` attribute). */
function parseBadges(node: JsxElement, source: MarkdownSource): PlacedBadge[] {
  const json = attribute(node, 'badges') ?? '[]';
  try {
    return JSON.parse(json) as PlacedBadge[];
  } catch (error) {
    throw new Error(
      `${source.file ?? source.docId}: the badges of an ApiBadges element are not JSON (${(error as Error).message}).`,
    );
  }
}

/**
 * Write the lifecycle badges where the page shows them: after the heading, or in the first cell of the table row,
 * that carries the entry's place (`placeOf`), or at the top of the page.
 */
function placeBadges(tree: Root, placed: readonly PlacedBadges[], links: MarkdownLinks): void {
  if (!placed.length) return;
  const byPlace = new Map(placed.map((p) => [placementOf(p), p]));
  const wordsAt = (key: string) => {
    const here = byPlace.get(key);
    return here ? badgePhrasing(here.badges, links) : [];
  };
  visit(tree, (node, index, parent) => {
    const place = placeOf(node);
    const words = place ? wordsAt(placementOf(place)) : [];
    if (!words.length) return undefined;
    if (node.type === 'tableRow') {
      node.children[0]?.children.push(text(' ('), ...words, text(')'));
      return undefined;
    }
    if (!parent || index === undefined) return undefined;
    (parent.children as RootContent[]).splice(index + 1, 0, paragraph(words));
    return index + 2;
  });
  const page = wordsAt(placementOf({ at: 'page', anchor: '' }));
  if (page.length) tree.children.unshift(paragraph(page));
}

/** A link target as an absolute URL (external links unchanged). */
function absoluteHref(url: string, source: MarkdownSource, links: MarkdownLinks, pageRoute: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return links.absolute(pageRoute) + url;
  if (url.startsWith('/')) return links.absolute(url);
  let resolved;
  try {
    resolved = resolveDocLink(source.docId, url, (docId) => links.has(docId));
  } catch (error) {
    throw new Error(`${source.file ?? source.docId}: ${(error as Error).message}`);
  }
  if (resolved) return `${links.absolute(links.docRoute(resolved.docId))}.md${resolved.hash}`;
  return new URL(url, links.absolute(pageRoute)).href;
}

/**
 * The Markdown equivalent of each node, as a list (an element may become
 * several nodes, or none).
 */
function transform(node: Nodes, source: MarkdownSource, links: MarkdownLinks, pageRoute: string): Nodes[] {
  const recurse = (children: readonly Nodes[]) =>
    children.flatMap((child) => transform(child, source, links, pageRoute));

  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'yaml':
      return [];
    case 'code': {
      const code: Code = {
        ...node,
        value: visibleCode(node.value),
        meta: node.meta ? withoutNocheck(node.meta) || null : null,
      };
      return [code];
    }
    case 'link':
    case 'image':
    case 'definition':
      return [
        {
          ...node,
          url: absoluteHref(node.url, source, links, pageRoute),
          ...('children' in node ? { children: recurse(node.children) } : {}),
        } as Nodes,
      ];
    case 'containerDirective': {
      const directive = node as ContainerDirective;
      let title: PhrasingContent[] | undefined;
      const body = directive.children.filter((child) => {
        if (child.type === 'paragraph' && child.data && 'directiveLabel' in child.data) {
          title = child.children;
          return false;
        }
        return true;
      });
      const content = recurse(body) as RootContent[];
      if (!isAdmonitionType(directive.name)) return content;
      return [admonition(directive.name, title && (recurse(title) as PhrasingContent[]), content)];
    }
    case 'textDirective':
    case 'leafDirective': {
      // Not ours (`12:30`, `Note:thing`): the text they came from, as the site renders them.
      const label = node.children.map((c) => ('value' in c ? c.value : '')).join('');
      const value = `${node.type === 'leafDirective' ? '::' : ':'}${node.name}${label ? `[${label}]` : ''}`;
      return node.type === 'leafDirective' ? [paragraph([text(value)])] : [text(value)];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const element = node as JsxElement;
      if (element.name === 'Tabs') {
        return element.children.flatMap((child) => {
          if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'TabItem') {
            const label = attribute(child, 'label') || attribute(child, 'value') || 'Tab';
            return [paragraph([strong([text(label)])]), ...recurse(child.children)];
          }
          return transform(child, source, links, pageRoute);
        });
      }
      if (element.name === 'Admonition') {
        const title = attribute(element, 'title');
        return [
          admonition(
            attribute(element, 'type') ?? 'note',
            title ? [text(title)] : undefined,
            recurse(element.children) as RootContent[],
          ),
        ];
      }
      if (element.name === 'ApiBadges') {
        const words = badgePhrasing(parseBadges(element, source), links);
        if (!words.length) return [];
        return element.type === 'mdxJsxFlowElement' ? [paragraph(words)] : [text(' ('), ...words, text(')')];
      }
      // Unknown elements (a TabItem outside Tabs included): their content.
      return recurse(element.children);
    }
    default:
      if ('children' in node) return [{ ...node, children: recurse(node.children) } as Nodes];
      return [node];
  }
}

/** Remove the first `# H1`: the title is written once, at the top. */
function stripTitle(tree: Root): void {
  const index = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
  if (index !== -1) tree.children.splice(index, 1);
}

/** The page's body as Markdown, without its title. */
export function renderMarkdownBody(page: MarkdownSource, links: MarkdownLinks): string {
  // The steps below rewrite the tree they are given: they get a copy.
  const tree = structuredClone(page.tree);
  placeBadges(tree, page.badges ?? [], links);
  stripTitle(tree);
  const pageRoute = links.docRoute(page.docId);
  const converted: Root = {
    type: 'root',
    children: transform(tree, page, links, pageRoute).flatMap((n) => (n as Parent).children ?? []) as RootContent[],
  };
  return toMarkdown(converted, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  }).trim();
}

/** The page as Markdown: `# Title`, then its body. */
export function renderMarkdown(page: MarkdownSource, links: MarkdownLinks): string {
  const body = renderMarkdownBody(page, links);
  const title = toMarkdown({ type: 'heading', depth: 1, children: [text(page.title)] }).trim();
  return `${title}\n\n${body}\n`;
}
