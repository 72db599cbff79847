/**
 * `llms.txt` files (https://llmstxt.org): an H1 with the site's name, a
 * blockquote summary, optional paragraphs, then H2 sections of Markdown links
 * with a one-line description each. An `## Optional` section holds what a
 * tool may skip. Also the sections of a version's sidebar, and a parser that
 * checks a file keeps to the format (used by the tests).
 */
import type { SidebarViewItem } from '../docs-model/create-docs-model';

export interface LlmsLink {
  title: string;
  /** Absolute URL. */
  url: string;
  /** One line; whitespace is collapsed. */
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsFile {
  /** The H1: the site's (or project's) name. */
  title: string;
  /** The blockquote: what the site is, in a sentence or two. */
  summary: string;
  /** Paragraphs between the summary and the sections. */
  details?: string[];
  sections: LlmsSection[];
}

/** The title of the section a tool may skip (llmstxt.org). */
export const OPTIONAL_SECTION = 'Optional';

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const linkText = (value: string) => oneLine(value).replace(/([\\[\]])/g, '\\$1');

/** The file's text. */
export function llmsTxt(file: LlmsFile): string {
  const parts = [`# ${oneLine(file.title)}`, `> ${oneLine(file.summary)}`, ...(file.details ?? []).map(oneLine)];
  for (const section of file.sections) {
    if (!section.links.length) continue;
    const lines = section.links.map((link) => {
      const description = link.description ? oneLine(link.description) : '';
      return `- [${linkText(link.title)}](${link.url})${description ? `: ${description}` : ''}`;
    });
    parts.push(`## ${oneLine(section.title)}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * A version's sidebar as sections: each top-level category is a section
 * (pages of nested categories are named `Functions: Player`), and each run of
 * top-level pages is one too, named `leading` before the first category and
 * `trailing` after it.
 */
export function sidebarSections(
  items: readonly SidebarViewItem[],
  link: (docId: string, prefix: string) => LlmsLink,
  names: { leading: string; trailing: string },
): LlmsSection[] {
  const sections: LlmsSection[] = [];
  const flatten = (list: readonly SidebarViewItem[], prefix: string): LlmsLink[] =>
    list.flatMap((item) =>
      item.type === 'doc' ? [link(item.id, prefix)] : flatten(item.items, `${prefix}${item.label}: `),
    );
  let seenCategory = false;
  let run: LlmsSection | null = null;
  for (const item of items) {
    if (item.type === 'category') {
      seenCategory = true;
      run = null;
      sections.push({ title: item.label, links: flatten(item.items, '') });
      continue;
    }
    if (!run) {
      run = { title: seenCategory ? names.trailing : names.leading, links: [] };
      sections.push(run);
    }
    run.links.push(link(item.id, ''));
  }
  return sections;
}

/** Every doc id of a sidebar, in sidebar order. */
export function sidebarDocIds(items: readonly SidebarViewItem[]): string[] {
  return items.flatMap((item) => (item.type === 'doc' ? [item.id] : sidebarDocIds(item.items)));
}

/**
 * Read an `llms.txt` back, failing with the line that breaks the format: one
 * H1 first, a blockquote next, then free paragraphs, then H2 sections whose
 * lines are all `- [title](url)` or `- [title](url): description`.
 * @throws naming the line
 */
export function parseLlmsTxt(text: string): Required<LlmsFile> {
  const lines = text.replace(/\n+$/, '').split('\n');
  const fail = (index: number, why: string): never => {
    throw new Error(`llms.txt line ${index + 1}: ${why}: ${JSON.stringify(lines[index] ?? '')}`);
  };
  const title = /^# (\S.*)$/.exec(lines[0] ?? '')?.[1] ?? fail(0, 'the file must start with an H1');
  let i = 1;
  while (lines[i] === '') i++;
  const summary = /^> (\S.*)$/.exec(lines[i] ?? '')?.[1] ?? fail(i, 'the H1 must be followed by a blockquote summary');
  i++;
  const details: string[] = [];
  const sections: LlmsSection[] = [];
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    if (/^#(?!#\s)/.test(line) || /^#{3,}/.test(line)) fail(i, 'only H2 headings may follow the summary');
    const h2 = /^## (\S.*)$/.exec(line);
    if (h2) {
      sections.push({ title: h2[1]!, links: [] });
      continue;
    }
    const section = sections.at(-1);
    if (!section) {
      details.push(line);
      continue;
    }
    const item = /^- \[((?:\\.|[^\]\\])+)\]\((\S+?)\)(?:: (\S.*))?$/.exec(line);
    if (!item) fail(i, 'a section holds only "- [title](url): description" lines');
    section.links.push({
      title: item![1]!.replace(/\\(.)/g, '$1'),
      url: item![2]!,
      ...(item![3] ? { description: item![3] } : {}),
    });
  }
  for (const section of sections)
    if (!section.links.length) throw new Error(`llms.txt: section "${section.title}" is empty`);
  return { title, summary, details, sections };
}
