import { describe, expect, it } from 'vitest';
import { assistantData } from './assistant-data';
import { AGENTS_MD_LIMIT, agentsMd } from './agents-md';
import { dataInput } from './fixtures';

const data = assistantData(dataInput());
const notes = (version: string) => agentsMd({ ...data, version });

describe('AGENTS.md', () => {
  it('names the version, its package and its docs, and lists its functions with their signatures', () => {
    const text = notes('1.0');
    expect(text.split('\n')[0]).toBe('# Demo Player 1.0: notes for coding assistants');
    expect(text).toContain('react-native-track-player 1.0 (checked against 1.0.3)');
    expect(text).toContain('- Docs of 1.0: https://example.org/preview/docs/1.0');
    // Platforms are named only for a function that does not work everywhere the package does.
    expect(text).toContain('- `destroy(): Promise<void>` (android)\n');
    expect(text).toContain('- `play(): Promise<void>`\n');
  });

  it('lists what other versions have and this one lacks, with when it came or went', () => {
    expect(notes('1.0')).toContain('- `getActiveTrack()` (function): added in 2.0\n');
    const next = notes('next');
    expect(next).toContain('- `destroy()` (function): removed in 2.0\n');
    expect(next).toContain('- `getCurrentTrack()` (function): removed in Next; use `getActiveTrackIndex`\n');
    expect(next).not.toContain('`getActiveTrack()` (function)');
  });

  it('lists what is deprecated, and what changed since the version before with its migration guide', () => {
    const text = notes('2.0');
    expect(text).toContain('## Deprecated in 2.0');
    expect(text).toContain('- `getCurrentTrack()`: deprecated in 2.0; use `getActiveTrackIndex`; removed in Next');
    expect(text).toContain('## What changed from 1.0 to 2.0');
    expect(text).toContain('- Removed: `destroy()`');
    expect(text).toContain('- Migration guide: https://example.org/preview/docs/v2-migration');
    expect(notes('next')).toContain('- Changed: `skip()` (parameter `initialPosition` added)');
  });

  it('says not to use another version, and where each page is as Markdown', () => {
    const text = notes('2.0');
    expect(text).toContain("Do not use another version's API");
    expect(text).toContain(
      '- Each page as Markdown: its URL with `.md` added, for example https://example.org/preview/docs/intro.md',
    );
  });

  it('cuts a long signature to its name and stays under the size limit', () => {
    const input = dataInput();
    const long = `${'x'.repeat(120)}`;
    input.models = {
      ...input.models,
      '2.0': {
        ...input.models['2.0']!,
        functions: input.models['2.0']!.functions.map((f) =>
          f.name === 'play'
            ? { ...f, signatures: [{ params: [{ name: long, type: 'string', optional: false }], returns: 'void' }] }
            : f,
        ),
      },
    };
    const text = agentsMd({ ...assistantData(input), version: '2.0' });
    expect(text).toContain('- `play(…)`\n');
    for (const v of ['1.0', '2.0', 'next', '0.9'])
      expect(Buffer.byteLength(notes(v))).toBeLessThanOrEqual(AGENTS_MD_LIMIT);
  });

  it('says how to add the docs server', () => {
    expect(notes('2.0')).toContain('claude mcp add rntp-docs -- npx -y demo-docs-mcp --project .');
  });

  it('still gives a version without a package its links and the server', () => {
    const text = notes('0.9');
    expect(text).toContain('- Docs of 0.9: https://example.org/preview/docs/0.9');
    expect(text).not.toContain('## Functions');
    expect(() => notes('7.0')).toThrow('no version "7.0"');
  });
});
