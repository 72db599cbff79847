import { describe, expect, it } from 'vitest';
import {
  applyPropagation,
  passageAlsoIn,
  planPropagation,
  planPropagationInTurns,
  type PropagationInput,
} from './propagate';
import { mapOffset } from './passages';
import { textChanges, wordDiff, wordSimilarity } from './text-diff';

const MODULE = 'audio-lib';

/** A small page of our own: front matter, a paragraph, a list, a closing paragraph. */
const PAGE = `---
title: The queue
---

The queue holds the tracks the plyer will play, in order.
You can add more at any time.

- Tracks start where they were left.
- A track can be skipped.

Read the events page next.
`;

/** Each `[from, to]` replaced once in `text`; fails the test if `from` is not there. */
function edited(text: string, ...edits: [string, string][]): string {
  return edits.reduce((out, [from, to]) => {
    expect(out).toContain(from);
    return out.replace(from, to);
  }, text);
}

function input(before: string, after: string, others: Record<string, string | undefined>): PropagationInput {
  return {
    version: '4.1',
    before,
    after,
    others: Object.entries(others).map(([version, text]) => ({ version, text })),
    moduleName: MODULE,
    hasSymbol: () => true,
  };
}

const outcome = (plan: ReturnType<typeof planPropagation>, version: string) =>
  plan.versions.find((v) => v.version === version)!;

describe('planPropagation', () => {
  const fixed = edited(PAGE, ['plyer', 'player']);

  it('applies the edit where the passage is the same, and reports where', () => {
    const plan = planPropagation(input(PAGE, fixed, { next: PAGE, '4.0': PAGE }));
    expect(plan.passages).toEqual([
      { line: 5, diff: 'The queue holds the tracks the [-plyer-]{+player+} will play, in order. You can …' },
    ]);
    expect(outcome(plan, 'next').text).toBe(fixed);
    expect(outcome(plan, 'next').outcomes).toEqual([
      {
        status: 'applied',
        line: 5,
        diff: 'The queue holds the tracks the [-plyer-]{+player+} will play, in order. You can …',
      },
    ]);
    expect(passageAlsoIn(plan)).toEqual(['next', '4.0']);
  });

  it('applies it where the passage is wrapped and indented otherwise, keeping that wrapping and every other byte', () => {
    const rewrapped = edited(PAGE, [
      'The queue holds the tracks the plyer will play, in order.\nYou can',
      'The queue holds the tracks the\nplyer will play, in order. You can',
    ]).replace(/\n/g, '\r\n');
    const plan = planPropagation(input(PAGE, fixed, { '3.2': rewrapped }));
    expect(outcome(plan, '3.2').text).toBe(rewrapped.replace('plyer', 'player'));
  });

  it('puts a word inserted after a space where the other copy breaks the line instead', () => {
    const after = edited(PAGE, ['You can add more', 'You can always add more']);
    const broken = edited(PAGE, ['You can add more', 'You can\nadd more']);
    const plan = planPropagation(input(PAGE, after, { next: broken }));
    expect(outcome(plan, 'next').text).toBe(edited(broken, ['You can\nadd more', 'You can\nalways add more']));
  });

  it('lists a similar passage with a word diff and leaves it alone', () => {
    const reworded = edited(PAGE, ['The queue holds', 'The queue keeps']);
    const plan = planPropagation(input(PAGE, fixed, { '3.1': reworded }));
    const v = outcome(plan, '3.1');
    expect(v.text).toBeUndefined();
    expect(v.outcomes).toEqual([
      {
        status: 'similar',
        line: 5,
        similarity: expect.closeTo(0.94, 2),
        diff: 'The queue [-keeps-]{+holds+} the tracks the plyer will play, …',
      },
    ]);
  });

  it('says when a version has no such page, or nothing like the passage', () => {
    const unrelated = '---\ntitle: Other\n---\n\nNothing here is about queues at all.\n';
    const plan = planPropagation(input(PAGE, fixed, { '2.1': undefined, '3.1': unrelated }));
    expect(outcome(plan, '2.1')).toEqual({ version: '2.1', missing: true, outcomes: [] });
    expect(outcome(plan, '3.1').outcomes).toEqual([{ status: 'absent' }]);
    expect(passageAlsoIn(plan)).toEqual([]);
  });

  it('says when a version already has the edit', () => {
    const plan = planPropagation(input(PAGE, fixed, { next: fixed }));
    expect(outcome(plan, 'next')).toEqual({
      version: 'next',
      missing: false,
      outcomes: [{ status: 'already', line: 5 }],
    });
  });

  it('carries a sentence appended to a paragraph, and a list item added after another', () => {
    const after = edited(
      PAGE,
      ['at any time.', 'at any time. Removing a track does not stop the one playing.'],
      ['- A track can be skipped.\n', '- A track can be skipped.\n- A track can be moved.\n'],
    );
    const wrapped = edited(PAGE, ['in order.\nYou can add', 'in order. You\ncan add']);
    const plan = planPropagation(input(PAGE, after, { next: PAGE, '4.0': wrapped }));
    expect(plan.passages.map((p) => p.line)).toEqual([5, 9]);
    expect(outcome(plan, 'next').text).toBe(after);
    expect(outcome(plan, '4.0').text).toBe(
      edited(
        wrapped,
        ['at any time.', 'at any time. Removing a track does not stop the one playing.'],
        ['- A track can be skipped.\n', '- A track can be skipped.\n- A track can be moved.\n'],
      ),
    );
  });

  it('carries a deleted paragraph and a deleted list item', () => {
    const after = edited(PAGE, ['- Tracks start where they were left.\n', ''], ['\nRead the events page next.\n', '']);
    const plan = planPropagation(input(PAGE, after, { next: PAGE }));
    expect(outcome(plan, 'next').text).toBe(after);
  });

  it('handles two changes on their own: each goes where its own passage matches', () => {
    const after = edited(
      PAGE,
      ['plyer', 'player'],
      ['Read the events page next.', 'Read the events page after this one.'],
    );
    const closingDiffers = edited(PAGE, ['Read the events page next.', 'See the events page.']);
    const plan = planPropagation(input(PAGE, after, { '4.0': closingDiffers }));
    expect(outcome(plan, '4.0').outcomes.map((o) => o.status)).toEqual(['applied', 'absent']);
    expect(outcome(plan, '4.0').text).toBe(edited(closingDiffers, ['plyer', 'player']));
  });

  it('carries an edit spanning several blocks, and merges changes in one passage', () => {
    const after = edited(PAGE, ['left.\n- A track', 'left off.\n- Any track']);
    const plan = planPropagation(input(PAGE, after, { next: PAGE }));
    expect(plan.passages).toHaveLength(1);
    expect(outcome(plan, 'next').text).toBe(after);
  });

  it('skips a version that has the passage a different number of times', () => {
    const twice = `${PAGE}\nThe queue holds the tracks the plyer will play, in order.\nYou can add more at any time.\n`;
    const plan = planPropagation(input(PAGE, fixed, { next: twice }));
    expect(outcome(plan, 'next').outcomes).toEqual([
      { status: 'skipped', line: 5, reason: 'the passage is here 2 times, 1 in the edited page' },
    ]);
  });

  it('carries an edit of whitespace alone only where the bytes are the same', () => {
    const code = 'Run it:\n\n```ts\nif (ready) {\nplay();\n}\n```\n';
    const indented = code.replace('\nplay();', '\n  play();');
    const spacedOtherwise = code.replace('{\nplay();\n}', '{ play(); }');
    const plan = planPropagation(input(code, indented, { next: code, '4.0': spacedOtherwise, '3.2': indented }));
    expect(outcome(plan, 'next').text).toBe(indented);
    expect(outcome(plan, '4.0').outcomes).toEqual([
      {
        status: 'skipped',
        line: 3,
        reason: 'the edit changes only whitespace, and this copy is spaced otherwise',
      },
    ]);
    expect(outcome(plan, '3.2').outcomes).toEqual([{ status: 'already', line: 3 }]);
  });

  it('names the line when the edited page does not parse', () => {
    expect(() => planPropagation(input(PAGE, `${fixed}\n<Broken\n`, {}))).toThrow(/does not parse: line \d+/);
  });
});

describe('code blocks', () => {
  const CODE_PAGE = (call: string) => `Wait for the track:

\`\`\`ts
import TrackPlayer from '${MODULE}';

const track = await TrackPlayer.${call}();
\`\`\`
`;
  const before = CODE_PAGE('getCurrentTrack');
  const after = CODE_PAGE('getActiveTrack');
  /** Version 3.2's package has no `getActiveTrack`. */
  const hasSymbol = (version: string, name: string) => !(version === '3.2' && name === 'TrackPlayer.getActiveTrack');

  it('skips a version whose package lacks a name the edited code uses, and names it', () => {
    const plan = planPropagation({ ...input(before, after, { '4.0': before, '3.2': before }), hasSymbol });
    expect(outcome(plan, '4.0').text).toBe(after);
    expect(outcome(plan, '3.2').outcomes).toEqual([
      { status: 'skipped', line: 3, reason: "TrackPlayer.getActiveTrack not in 3.2's package" },
    ]);
    expect(applyPropagation({ ...input(before, after, { '4.0': before, '3.2': before }), hasSymbol })).toEqual([
      { version: '4.0', text: after },
    ]);
  });

  it('checks a code block the edit adds after a paragraph', () => {
    const page = 'Read the active track:\n';
    const added = `${page}\n\`\`\`tsx\nconst track = useActiveTrack();\n\`\`\`\n`;
    const known = (version: string, name: string) => version === '4.1' || name !== 'useActiveTrack';
    const plan = planPropagation({ ...input(page, added, { next: page }), hasSymbol: known });
    expect(outcome(plan, 'next').outcomes).toEqual([
      { status: 'skipped', line: 1, reason: "useActiveTrack not in next's package" },
    ]);
  });
});

describe('planPropagationInTurns', () => {
  const fixed = edited(PAGE, ['plyer', 'player']);
  const others = { next: PAGE, '4.0': undefined, '3.2': `${PAGE}\nAn extra paragraph.\n` };

  it('gives way after the edited page and after each version, and plans what planPropagation plans', async () => {
    /** What the server did meanwhile: each pause lets one other piece of work run. */
    const log: string[] = [];
    const plan = await planPropagationInTurns(input(PAGE, fixed, others), async () => {
      log.push('other work');
    });
    expect(log).toHaveLength(1 + Object.keys(others).length);
    expect(plan).toEqual(planPropagation(input(PAGE, fixed, others)));
    expect(passageAlsoIn(plan)).toEqual(['next', '3.2']);
  });

  it('rejects, naming the line, when the edited page does not parse, before any pause', async () => {
    let pauses = 0;
    await expect(
      planPropagationInTurns(input(PAGE, `${fixed}\n<Broken\n`, others), async () => void pauses++),
    ).rejects.toThrow(/does not parse: line \d+/);
    expect(pauses).toBe(0);
  });
});

describe('applyPropagation', () => {
  it('writes only the versions asked for', () => {
    const fixed = edited(PAGE, ['plyer', 'player']);
    expect(applyPropagation(input(PAGE, fixed, { next: PAGE, '4.0': PAGE }), ['4.0'])).toEqual([
      { version: '4.0', text: fixed },
    ]);
  });
});

describe('mapOffset', () => {
  const whole = (text: string) => ({ start: 0, end: text.length });
  it('puts a place after a space past the line break that stands for it elsewhere', () => {
    expect(mapOffset('foo bar', whole('foo bar'), 4, 'foo\n  bar', whole('foo\n  bar'))).toBe(6);
  });
  it('puts a place inside a blank line inside the other copy’s blank line', () => {
    expect(mapOffset('a.\n\nb', whole('a.\n\nb'), 3, 'a.\r\n\r\nb', whole('a.\r\n\r\nb'))).toBe(4);
  });
});

describe('text diffs', () => {
  it('narrows each changed run of lines to the characters that differ', () => {
    expect(textChanges('one two\nthree\nfour\n', 'one too\nthree\nfour five\n')).toEqual([
      { start: 5, end: 6, afterStart: 5, afterEnd: 6 },
      { start: 18, end: 18, afterStart: 18, afterEnd: 23 },
    ]);
  });

  it('measures word similarity whatever the wrapping', () => {
    expect(wordSimilarity('a b\nc d', 'a b c d')).toBe(1);
    expect(wordSimilarity('a b c d', 'a b x y')).toBe(0.5);
  });

  it('writes a word diff with limited context', () => {
    expect(wordDiff('1 2 3 4 5 6 7 8', '1 2 3 4 X 6 7 8', 1)).toBe('… 4 [-5-]{+X+} 6 …');
  });
});
