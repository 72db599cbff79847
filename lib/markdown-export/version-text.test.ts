import { describe, expect, it } from 'vitest';
import { summaryOfTree } from './summary';
import { parseDocFile } from '../content/parse-markdown';
import { versionsFromManifest } from '../versions/version-manifest';
import { threeReleases } from '../docs-model/fixtures';
import { docRoute } from '../versions/versions';
import type { SidebarViewItem } from '../docs-model/create-docs-model';
import { inSidebarOrder, robotsText, versionText, type TextDoc } from './version-text';
import { parseLlmsTxt } from './llms-txt';

const versions = versionsFromManifest(threeReleases);
const v11 = versions.find((v) => v.name === '1.1')!;
const latest = versions.find((v) => v.status === 'latest')!;
const site = { title: 'Example Player', url: 'https://docs.example', baseUrl: '/' };

const doc = (version: typeof v11, docId: string, title: string, source: string, description?: string): TextDoc => ({
  docId,
  title,
  description,
  // What the content build computes for the doc.
  summary: summaryOfTree(parseDocFile(source).tree),
  route: docRoute(version, docId),
  tree: parseDocFile(source).tree,
});

const docsOf = (version: typeof v11): TextDoc[] => [
  doc(version, 'troubleshooting', 'Troubleshooting', 'When it does not play. Check the URL.'),
  doc(version, 'intro', 'Intro', '---\ntitle: Intro\n---\n\nRead [setup](./basics/setup.md) first.', 'What it is.'),
  doc(version, 'basics/setup', 'Setup', ':::note\nOnce.\n:::\n\nCall setup once. Then play.'),
  doc(version, 'orphan', 'Orphan', 'Not in the sidebar.'),
];

const sidebarOf = (version: typeof v11): SidebarViewItem[] => [
  { type: 'doc', id: 'intro', label: 'Intro', href: docRoute(version, 'intro'), active: false },
  {
    type: 'category',
    label: 'Basics',
    dir: 'basics',
    expanded: false,
    onActivePath: false,
    items: [{ type: 'doc', id: 'basics/setup', label: 'Setup', href: '', active: false }],
  },
  { type: 'doc', id: 'troubleshooting', label: 'Troubleshooting', href: '', active: false },
];

const textOf = (version: typeof v11, baseUrl = '/') =>
  versionText({
    site: { ...site, baseUrl },
    summary: 'Docs of an example player.',
    version,
    versions,
    sidebar: sidebarOf(version),
    docs: docsOf(version),
  });

describe('versionText', () => {
  it('renders every page of the version at its route plus .md', () => {
    const text = textOf(v11);
    expect(text.pages.map((p) => p.route)).toEqual([
      '/docs/1.1/intro.md',
      '/docs/1.1/basics/setup.md',
      '/docs/1.1/troubleshooting.md',
      '/docs/1.1/orphan.md',
    ]);
    expect(text.pages[0]!.markdown).toBe(
      '# Intro\n\nRead [setup](https://docs.example/docs/1.1/basics/setup.md) first.\n',
    );
  });

  it('lists every page in an llms.txt that keeps to the format, linking the .md pages of the version', () => {
    const text = textOf(v11);
    expect(text.llms.route).toBe('/docs/1.1/llms.txt');
    const parsed = parseLlmsTxt(text.llms.text);
    expect(parsed.title).toBe('Example Player');
    expect(parsed.summary).toBe('Docs of an example player.');
    expect(parsed.sections.map((s) => s.title)).toEqual([
      'Start here',
      'Basics',
      'More pages',
      'Pages outside the sidebar',
      'Optional',
    ]);
    const pageLinks = parsed.sections.slice(0, -1).flatMap((s) => s.links);
    expect(pageLinks.map((l) => l.url)).toEqual(text.pages.map((p) => `https://docs.example${p.route}`));
    expect(pageLinks.map((l) => l.description)).toEqual([
      'What it is.',
      'Call setup once.',
      'When it does not play.',
      'Not in the sidebar.',
    ]);
    expect(parsed.details.join(' ')).toContain('For the latest release (2.0), read https://docs.example/llms.txt');
  });

  it('links the full file and the other versions’ lists in the Optional section', () => {
    const optional = parseLlmsTxt(textOf(v11).llms.text).sections.at(-1)!;
    expect(optional.links.map((l) => l.url)).toEqual([
      'https://docs.example/docs/1.1/llms-full.txt',
      'https://docs.example/docs/next/llms.txt',
      'https://docs.example/llms.txt',
      'https://docs.example/docs/1.0/llms.txt',
    ]);
  });

  it('puts the latest version’s files at the root, under the base URL', () => {
    const text = textOf(latest, '/preview/pr-7/');
    expect(text.llms.route).toBe('/llms.txt');
    expect(text.llmsFull.route).toBe('/llms-full.txt');
    expect(parseLlmsTxt(text.llms.text).sections[0]!.links[0]!.url).toBe(
      'https://docs.example/preview/pr-7/docs/intro.md',
    );
  });

  it('concatenates every page in sidebar order in llms-full.txt, each with the address of its web page', () => {
    const full = textOf(v11).llmsFull.text;
    expect(full.startsWith('# Example Player: Version 1.1 documentation\n\n> Docs of an example player.\n')).toBe(true);
    const titles = [...full.matchAll(/^---\n\n# (.+)\n\nSource: (\S+)$/gm)].map((m) => [m[1], m[2]]);
    expect(titles).toEqual([
      ['Intro', 'https://docs.example/docs/1.1/intro'],
      ['Setup', 'https://docs.example/docs/1.1/basics/setup'],
      ['Troubleshooting', 'https://docs.example/docs/1.1/troubleshooting'],
      ['Orphan', 'https://docs.example/docs/1.1/orphan'],
    ]);
    expect(full).toContain('> **Note**\n>\n> Once.');
  });
});

describe('inSidebarOrder', () => {
  it('orders docs as the sidebar does and appends the rest by id', () => {
    expect(inSidebarOrder(docsOf(v11), sidebarOf(v11)).map((d) => d.docId)).toEqual([
      'intro',
      'basics/setup',
      'troubleshooting',
      'orphan',
    ]);
  });
});

describe('robotsText', () => {
  it('lets every crawler in, names the sitemap, and every version’s files in comment lines', () => {
    const text = robotsText(site, versions);
    expect(text.startsWith('User-Agent: *\nAllow: /\n\nSitemap: https://docs.example/sitemap.xml\n\n#')).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.trimEnd().split('\n').slice(5);
    expect(lines.every((line) => line.startsWith('#'))).toBe(true);
    expect(lines).toContain('#   2.0 (latest): https://docs.example/llms.txt https://docs.example/llms-full.txt');
    expect(lines).toContain(
      '#   1.0: https://docs.example/docs/1.0/llms.txt https://docs.example/docs/1.0/llms-full.txt',
    );
  });
});

describe('the pointer to the docs server for assistants', () => {
  const withServer = versionText({
    site,
    summary: 'Docs of an example player.',
    version: v11,
    versions,
    sidebar: sidebarOf(v11),
    docs: docsOf(v11),
    assistants: { server: 'example-docs-mcp', agentsRoute: '/mcp/1.1/AGENTS.md' },
  });
  const pointer =
    'For coding assistants: the MCP server `example-docs-mcp` (`npx -y https://docs.example/mcp/example-docs-mcp.tgz --project .`) answers from these docs, offline, for the version of the library a project has installed; what to use and avoid in 1.1: https://docs.example/mcp/1.1/AGENTS.md';

  it('ends every page with it, and names it once in llms.txt and llms-full.txt', () => {
    expect(withServer.pages[0]!.markdown).toBe(
      `# Intro\n\nRead [setup](https://docs.example/docs/1.1/basics/setup.md) first.\n\n> ${pointer}\n`,
    );
    expect(withServer.pages.every((p) => p.markdown.endsWith(`> ${pointer}\n`))).toBe(true);
    expect(parseLlmsTxt(withServer.llms.text).details).toContain(pointer);
    expect(withServer.llmsFull.text.split(pointer)).toHaveLength(2);
  });

  it('is left out without a server', () => {
    expect(textOf(v11).pages.some((p) => p.markdown.includes('MCP'))).toBe(false);
  });
});
