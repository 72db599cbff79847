/**
 * The block `agents-md` keeps in a reader's project: a version's AGENTS.md
 * between two marker comments that name the library, at the top of the
 * project's AGENTS.md (or CLAUDE.md). Pure: text in, text out. The reader's
 * own text is never changed: a second run with the same block gives the same
 * bytes, and removing the block gives back the text as it was before the
 * first run.
 */

/** The most a block may weigh, markers included: agents read the file whole, on every task. */
export const PROJECT_BLOCK_LIMIT = 8 * 1024;

/** The files the block may live in, in the order they are chosen. */
export const PROJECT_FILES = ['AGENTS.md', 'CLAUDE.md'] as const;
export type ProjectFile = (typeof PROJECT_FILES)[number];

/** The opening and closing marker lines of a library's block. */
export function blockMarkers(library: string, tool: string): { begin: string; end: string } {
  return {
    begin: `<!-- ${library} docs: begin (managed by \`${tool} agents-md\`; do not edit, run it again) -->`,
    end: `<!-- ${library} docs: end -->`,
  };
}

/** What the block says: the version's AGENTS.md and the version detected in the project. */
export interface ProjectBlockInput {
  library: string;
  /** The command that manages it (the server's package name). */
  tool: string;
  /** The docs version's AGENTS.md. */
  agentsMd: string;
  /** The installed version (`4.1.2`). */
  installed: string;
  /** The project file that says so (`package-lock.json`). */
  source: string;
  /** The docs version's label (`4.1`). */
  label: string;
}

/**
 * The block, markers included, without a final line end.
 * @throws when it weighs more than PROJECT_BLOCK_LIMIT bytes: it is never cut short
 */
export function projectBlock(input: ProjectBlockInput): string {
  const { begin, end } = blockMarkers(input.library, input.tool);
  const block = [
    begin,
    `This project has ${input.library} ${input.installed} (read from \`${input.source}\`): the notes below are for ${input.label}.`,
    '',
    input.agentsMd.trim(),
    end,
  ].join('\n');
  const bytes = Buffer.byteLength(block, 'utf8');
  if (bytes > PROJECT_BLOCK_LIMIT)
    throw new Error(
      `The ${input.label} block weighs ${bytes} bytes, more than the ${PROJECT_BLOCK_LIMIT} a project's AGENTS.md may carry: its AGENTS.md (/mcp/<version>/AGENTS.md) must be shortened.`,
    );
  return block;
}

/** Where a library's block sits in a text: from its first byte to the end of its closing marker. */
interface Found {
  start: number;
  end: number;
}

/** 1-based line of an offset, for messages. */
const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

/**
 * The library's block in a text, or null.
 * @throws when the markers are unpaired, out of order or there are two blocks, naming `file` and the line
 */
export function findBlock(text: string, library: string, tool: string, file: string): Found | null {
  const { begin, end } = blockMarkers(library, tool);
  // Any version of the opening marker (another tool's wording) is the library's.
  const beginAt = [...text.matchAll(new RegExp(`<!-- ${escape(library)} docs: begin\\b[^\\n]*-->`, 'g'))];
  const endAt = [...text.matchAll(new RegExp(escape(end), 'g'))];
  if (!beginAt.length && !endAt.length) return null;
  if (beginAt.length > 1)
    throw new Error(
      `${file}:${lineOf(text, beginAt[1]!.index)}: a second "${begin.slice(0, begin.indexOf('('))}" marker; keep one block.`,
    );
  if (endAt.length > 1) throw new Error(`${file}:${lineOf(text, endAt[1]!.index)}: a second "${end}" marker.`);
  if (!beginAt.length)
    throw new Error(`${file}:${lineOf(text, endAt[0]!.index)}: "${end}" without its opening marker.`);
  if (!endAt.length)
    throw new Error(`${file}:${lineOf(text, beginAt[0]!.index)}: the block's opening marker has no "${end}" after it.`);
  const start = beginAt[0]!.index;
  const stop = endAt[0]!.index;
  if (stop < start) throw new Error(`${file}:${lineOf(text, stop)}: "${end}" comes before the opening marker.`);
  return { start, end: stop + end.length };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text with the block in it: in place of the library's block when it has
 * one (nothing else changes), else at the top, followed by a blank line and
 * the reader's text.
 */
export function withBlock(text: string, block: string, library: string, tool: string, file: string): string {
  const found = findBlock(text, library, tool, file);
  if (found) return text.slice(0, found.start) + block + text.slice(found.end);
  return text.length ? `${block}\n\n${text}` : `${block}\n`;
}

/**
 * The text without the library's block: the block, its line end and the
 * blank line `withBlock` put after it go, so that the text is byte for byte
 * what it was before the block came. A text without the block is returned as
 * it is.
 */
export function withoutBlock(text: string, library: string, tool: string, file: string): string {
  const found = findBlock(text, library, tool, file);
  if (!found) return text;
  let after = text.slice(found.end);
  if (after.startsWith('\n')) after = after.slice(1);
  if (after.length && after.startsWith('\n')) after = after.slice(1);
  return text.slice(0, found.start) + after;
}

/**
 * The file the block goes in: AGENTS.md when the project has one (or has
 * neither: it is created), CLAUDE.md when it has only that.
 */
export function chooseProjectFile(has: (file: ProjectFile) => boolean): ProjectFile {
  return !has('AGENTS.md') && has('CLAUDE.md') ? 'CLAUDE.md' : 'AGENTS.md';
}
