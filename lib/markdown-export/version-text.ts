/**
 * The text forms of one docs version: every page as Markdown, the version's
 * `llms.txt` (its pages in sidebar order, linking their `.md` forms) and its
 * `llms-full.txt` (every page, concatenated in sidebar order). Pure: the
 * build step hands in the docs, the sidebar and the site's address.
 */
import type { Root } from 'mdast';
import type { SidebarViewItem } from '../docs-model/create-docs-model';
import type { PlacedBadges } from '../api-model/version-intelligence';
import type { DocsVersion } from '../versions/versions';
import { absoluteUrl } from '../site/sitemap';
import { renderMarkdown } from './render-markdown';
import { pageDescription } from './summary';
import { llmsTxt, sidebarDocIds, sidebarSections, OPTIONAL_SECTION, type LlmsLink } from './llms-txt';
import { llmsFullRoute, llmsRoute, markdownRoute } from './routes';
import { serverCommand } from '../assistants/install';

export interface TextDoc {
  docId: string;
  title: string;
  description?: string;
  /** The first sentence of its first paragraph (the doc's `summary`), for a page without a description. */
  summary?: string;
  /** The route of its HTML page (`/docs/3.2/api/events`). */
  route: string;
  /** The doc's tree as the content build parsed it. */
  tree: Root;
  /** For error messages. */
  file?: string;
}

export interface VersionTextInput {
  site: { title: string; url: string; baseUrl: string };
  /** What the site documents, in a sentence or two: the blockquote of every `llms.txt`. */
  summary: string;
  version: DocsVersion;
  /** Every version, for links to the others' files. */
  versions: readonly DocsVersion[];
  sidebar: readonly SidebarViewItem[];
  docs: readonly TextDoc[];
  /** Doc id → lifecycle badges placed on that page. */
  badges?: Readonly<Record<string, readonly PlacedBadges[]>>;
  /** The docs server for coding assistants, which every page and llms file names: its npm package and the route of the version's AGENTS.md. */
  assistants?: { server: string; agentsRoute: string };
}

export interface VersionText {
  /** One per doc: the route of its Markdown form and the Markdown. */
  pages: { route: string; markdown: string }[];
  llms: { route: string; text: string };
  llmsFull: { route: string; text: string };
}

const STATUS: Record<DocsVersion['status'], string> = {
  latest: 'the latest release',
  unreleased: 'unreleased: what the next release will document',
  unmaintained: 'an older release that is no longer maintained',
};

/** Docs in sidebar order, then any the sidebar leaves out (by id). */
export function inSidebarOrder<D extends { docId: string }>(
  docs: readonly D[],
  sidebar: readonly SidebarViewItem[],
): D[] {
  const byId = new Map(docs.map((d) => [d.docId, d]));
  const ordered = sidebarDocIds(sidebar).flatMap((id) => {
    const doc = byId.get(id);
    byId.delete(id);
    return doc ? [doc] : [];
  });
  return [...ordered, ...[...byId.values()].sort((a, b) => a.docId.localeCompare(b.docId))];
}

export function versionText(input: VersionTextInput): VersionText {
  const { site, version, versions } = input;
  const absolute = (route: string) => absoluteUrl(route, site.url, site.baseUrl);
  const docs = inSidebarOrder(input.docs, input.sidebar);
  const byId = new Map(docs.map((d) => [d.docId, d]));
  const links = {
    absolute,
    docRoute: (docId: string) => {
      const doc = byId.get(docId);
      if (!doc) throw new Error(`Version ${version.name} has no doc "${docId}".`);
      return doc.route;
    },
    has: (docId: string) => byId.has(docId),
  };

  const pointer = input.assistants ? assistantsPointer(input.assistants, version, absolute) : null;
  const rendered = docs.map((doc) => ({
    doc,
    markdown: renderMarkdown(
      { docId: doc.docId, title: doc.title, tree: doc.tree, badges: input.badges?.[doc.docId], file: doc.file },
      links,
    ),
  }));

  const link = (docId: string, prefix: string): LlmsLink => {
    const doc = byId.get(docId)!;
    return {
      title: `${prefix}${doc.title}`,
      url: absolute(markdownRoute(doc.route)),
      description: pageDescription(doc.description, doc.summary),
    };
  };
  const sections = sidebarSections(input.sidebar, link, { leading: 'Start here', trailing: 'More pages' });
  const listed = new Set(sidebarDocIds(input.sidebar));
  const unlisted = docs.filter((d) => !listed.has(d.docId));
  if (unlisted.length)
    sections.push({ title: 'Pages outside the sidebar', links: unlisted.map((d) => link(d.docId, '')) });

  const fullRoute = llmsFullRoute(version);
  const latest = versions.find((v) => v.status === 'latest');
  const heading = `${site.title}: ${version.landingTitle}`;
  const llms = llmsTxt({
    title: site.title,
    summary: input.summary,
    details: [
      `These are the docs of version ${version.label}, ${STATUS[version.status]}. Every link below is the Markdown form of one page, listed in the order of the site's sidebar.`,
      ...(latest && latest !== version
        ? [`For the latest release (${latest.label}), read ${absolute(llmsRoute(latest))} instead.`]
        : []),
      ...(pointer ? [pointer] : []),
    ],
    sections: [
      ...sections,
      {
        title: OPTIONAL_SECTION,
        links: [
          {
            title: `Every ${version.label} page in one file`,
            url: absolute(fullRoute),
            description: `all ${docs.length} pages of this version, concatenated in sidebar order`,
          },
          ...versions
            .filter((v) => v !== version)
            .map((v) => ({
              title: v.landingTitle,
              url: absolute(llmsRoute(v)),
              description: `the list for ${v.label}, ${STATUS[v.status]}`,
            })),
        ],
      },
    ],
  });

  const full = [
    `# ${heading}`,
    `> ${input.summary}`,
    `Every page of version ${version.label} (${STATUS[version.status]}), ${docs.length} in all, in the order of the site's sidebar. Each page starts with its title and the address of its web page; the list of pages is ${absolute(llmsRoute(version))}.`,
    ...(pointer ? [pointer] : []),
    ...rendered.map(({ doc, markdown }) => {
      const [title, ...body] = markdown.split('\n');
      return `---\n\n${title}\n\nSource: ${absolute(doc.route)}\n${body.join('\n')}`.trimEnd();
    }),
  ].join('\n\n');

  return {
    pages: rendered.map(({ doc, markdown }) => ({
      route: markdownRoute(doc.route),
      markdown: pointer ? `${markdown}\n> ${pointer}\n` : markdown,
    })),
    llms: { route: llmsRoute(version), text: llms },
    llmsFull: { route: fullRoute, text: `${full}\n` },
  };
}

/** The sentence that names the docs server for assistants, with its command and the version's AGENTS.md. */
function assistantsPointer(
  { server, agentsRoute }: NonNullable<VersionTextInput['assistants']>,
  version: DocsVersion,
  absolute: (route: string) => string,
): string {
  const { command, args } = serverCommand(absolute('/'), server);
  return `For coding assistants: the MCP server \`${server}\` (\`${command} ${args.join(' ')}\`) answers from these docs, offline, for the version of the library a project has installed; what to use and avoid in ${version.label}: ${absolute(agentsRoute)}`;
}

/**
 * `robots.txt`: every crawler may read everything, where the sitemap is, and comment lines (crawlers ignore them)
 * pointing tools at the text forms of every version.
 */
export function robotsText(
  site: { url: string; baseUrl: string },
  versions: readonly Pick<DocsVersion, 'status' | 'path' | 'label'>[],
): string {
  const absolute = (route: string) => absoluteUrl(route, site.url, site.baseUrl);
  return [
    'User-Agent: *',
    'Allow: /',
    '',
    `Sitemap: ${absolute('/sitemap.xml')}`,
    '',
    '# The docs as text for language models and tools (https://llmstxt.org): every page is also served',
    '# as Markdown at its address plus ".md". Each version has a list of its pages and one file with all of them:',
    ...versions.map(
      (v) =>
        `#   ${v.label}${v.status === 'latest' ? ' (latest)' : ''}: ${absolute(llmsRoute(v))} ${absolute(llmsFullRoute(v))}`,
    ),
    '',
  ].join('\n');
}
