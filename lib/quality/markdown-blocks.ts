/**
 * Splitting a markdown body into the blocks the content checks look at:
 * fenced code blocks (with language and meta) and prose blocks (paragraphs,
 * table rows, list items), each with its starting line.
 */

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export interface ProseBlock {
  text: string;
  line: number;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

export function splitBlocks(markdown: string): { code: CodeBlock[]; prose: ProseBlock[] } {
  const lines = markdown.split('\n');
  const code: CodeBlock[] = [];
  const prose: ProseBlock[] = [];
  let current: string[] = [];
  let currentStart = 0;
  const flush = () => {
    if (current.length) prose.push({ text: current.join('\n'), line: currentStart + 1 });
    current = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const marker = fence[2]!;
      const start = i;
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trim().startsWith(marker)) body.push(lines[i++]!);
      const indent = fence[1]!.length;
      code.push({
        lang: fence[3]!.toLowerCase(),
        meta: fence[4]!.trim(),
        code: body.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n'),
        line: start + 1,
      });
      continue;
    }
    // Table rows and list items stand alone; paragraphs run until a blank line.
    if (/^\s*\|/.test(line) || /^\s*([-*+]|\d+\.)\s/.test(line) || /^#{1,6}\s/.test(line)) {
      flush();
      prose.push({ text: line, line: i + 1 });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (!current.length) currentStart = i;
    current.push(line);
  }
  flush();
  return { code, prose };
}

/** Body of a content file without its front matter. */
export function stripFrontMatter(source: string): string {
  const match = /^---\n[\s\S]*?\n---\n/.exec(source);
  return match ? source.slice(match[0].length) : source;
}
