import { describe, expect, it } from 'vitest';
import {
  PROJECT_BLOCK_LIMIT,
  blockMarkers,
  chooseProjectFile,
  findBlock,
  projectBlock,
  withBlock,
  withoutBlock,
  type ProjectBlockInput,
} from './project-block';

const LIB = 'demo-player';
const TOOL = 'demo-docs-mcp';
const { begin, end } = blockMarkers(LIB, TOOL);

const input = (agentsMd: string, installed = '2.0.1'): ProjectBlockInput => ({
  library: LIB,
  tool: TOOL,
  agentsMd,
  installed,
  source: 'yarn.lock',
  label: '2.0',
});
const notes20 = '# Demo Player 2.0: notes for coding assistants\n\nUse `play()`.\n';
const block20 = projectBlock(input(notes20));
const block21 = projectBlock(input(notes20.replace('play', 'start'), '2.0.2'));

/** Small texts a reader might already have, named by what they show. */
const USER_TEXT = {
  'empty-file': '',
  'notes-with-final-newline': '# My app\n\nRun the tests before committing.\n',
  'notes-without-final-newline': '# My app\n\nNo newline at the end',
  'starts-with-a-blank-line': '\n# My app\n',
};

describe('the block', () => {
  it("holds the markers, the version and where it was read, and the version's notes whole", () => {
    expect(block20.split('\n')).toEqual([
      begin,
      'This project has demo-player 2.0.1 (read from `yarn.lock`): the notes below are for 2.0.',
      '',
      '# Demo Player 2.0: notes for coding assistants',
      '',
      'Use `play()`.',
      end,
    ]);
    expect(begin).toContain('demo-player docs: begin');
    expect(end).toBe('<!-- demo-player docs: end -->');
  });

  it('refuses notes that would make it weigh more than 8 KB, instead of cutting them', () => {
    const room = PROJECT_BLOCK_LIMIT - Buffer.byteLength(projectBlock(input('')));
    expect(Buffer.byteLength(projectBlock(input('x'.repeat(room))))).toBe(PROJECT_BLOCK_LIMIT);
    expect(() => projectBlock(input('x'.repeat(room + 1)))).toThrow(/8193 bytes, more than the 8192/);
  });
});

describe('writing it into a text', () => {
  it('an empty file gets the block alone', () => {
    expect(withBlock('', block20, LIB, TOOL, 'AGENTS.md')).toBe(`${block20}\n`);
  });

  it("goes above the reader's text, which follows byte for byte", () => {
    const text = USER_TEXT['notes-with-final-newline'];
    expect(withBlock(text, block20, LIB, TOOL, 'AGENTS.md')).toBe(`${block20}\n\n${text}`);
  });

  it('replaces the block in place and nothing else, wherever the reader moved it', () => {
    const text = `# Mine\n\n${block20}\n\nMore of mine\n`;
    expect(withBlock(text, block21, LIB, TOOL, 'AGENTS.md')).toBe(`# Mine\n\n${block21}\n\nMore of mine\n`);
  });

  it('a second run with the same block changes no byte', () => {
    for (const text of Object.values(USER_TEXT)) {
      const once = withBlock(text, block20, LIB, TOOL, 'AGENTS.md');
      expect(withBlock(once, block20, LIB, TOOL, 'AGENTS.md')).toBe(once);
    }
  });

  it('removing it gives back every text as it was before the first run', () => {
    for (const [name, text] of Object.entries(USER_TEXT)) {
      const written = withBlock(withBlock(text, block20, LIB, TOOL, 'AGENTS.md'), block21, LIB, TOOL, 'AGENTS.md');
      expect(withoutBlock(written, LIB, TOOL, 'AGENTS.md'), name).toBe(text);
    }
  });

  it('a text without the block is left as it is by a removal', () => {
    expect(withoutBlock(USER_TEXT['notes-with-final-newline'], LIB, TOOL, 'AGENTS.md')).toBe(
      USER_TEXT['notes-with-final-newline'],
    );
  });

  it("leaves another library's block alone", () => {
    const other = projectBlock({ ...input(notes20), library: 'other-lib' });
    const text = `${other}\n\nMine\n`;
    expect(findBlock(text, LIB, TOOL, 'AGENTS.md')).toBeNull();
    expect(withoutBlock(withBlock(text, block20, LIB, TOOL, 'AGENTS.md'), LIB, TOOL, 'AGENTS.md')).toBe(text);
  });
});

describe('a broken block', () => {
  it('an opening marker without its end is refused, naming the file and line', () => {
    expect(() => withBlock(`Mine\n\n${begin}\nhalf`, block20, LIB, TOOL, 'app/AGENTS.md')).toThrow(
      /^app\/AGENTS\.md:3: the block's opening marker has no "<!-- demo-player docs: end -->" after it/,
    );
  });

  it('two blocks are refused at the second', () => {
    expect(() => withoutBlock(`${block20}\n\n${block20}\n`, LIB, TOOL, 'AGENTS.md')).toThrow(/^AGENTS\.md:9: a second/);
  });
});

describe('the file it goes in', () => {
  const has =
    (...files: string[]) =>
    (file: string) =>
      files.includes(file);
  it('AGENTS.md when the project has one, with or without CLAUDE.md', () => {
    expect(chooseProjectFile(has('AGENTS.md'))).toBe('AGENTS.md');
    expect(chooseProjectFile(has('AGENTS.md', 'CLAUDE.md'))).toBe('AGENTS.md');
  });
  it('CLAUDE.md when the project has that and no AGENTS.md', () => {
    expect(chooseProjectFile(has('CLAUDE.md'))).toBe('CLAUDE.md');
  });
  it('a new AGENTS.md when it has neither', () => {
    expect(chooseProjectFile(has())).toBe('AGENTS.md');
  });
});
