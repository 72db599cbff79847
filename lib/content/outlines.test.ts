import { describe, expect, it } from 'vitest';
import { checkContent } from './check-content';
import { nativeVersionFolder, type AssetLookup } from './assets';
import { docOutlineOf, outlineFrom, outlineKey, type Outlines } from './outlines';
import { docTitle, docToc } from './doc-fields';
import { summaryOf } from '../markdown-export/summary';
import { versionsFromManifest } from '../versions/version-manifest';

const versions = versionsFromManifest({ versions: ['2.0'] });
const assets: AssetLookup = {
  exists: () => false,
  versionFolder: (rel) => nativeVersionFolder(rel, ['2.0']),
  versionBase: () => '/docs',
};

// A body as contentlayer2 hands it to the fields: the text after the front matter.
const sleepBody = [
  '',
  '# Sleep timers',
  '',
  'Stop playback after a while: pin exoplayer:exoplayer:2.11.4 first. Then set the timer.',
  '',
  ':::tip[Before you start]',
  '## Inside a tip',
  ':::',
  '',
  '## Pause at :end of the track',
  '',
  '### Cancel',
].join('\n');
const sleepFile = { path: 'docs/2.0/guides/sleep.md', raw: `---\nsidebar_position: 3\n---\n${sleepBody}` };

describe('outlines from the content check', () => {
  it('the check records, for the body the build sees, the same outline the build would parse', () => {
    const { errors, outlines } = checkContent([sleepFile], { versions, assets });
    expect(errors).toEqual([]);
    const recorded = outlines[outlineKey(sleepBody)];
    expect(recorded).toEqual(docOutlineOf(sleepBody));
    expect(recorded?.headings.map((h) => h.text)).toEqual(['Inside a tip', 'Pause at :end of the track', 'Cancel']);
    expect(recorded?.h1).toBe('Sleep timers');
    // The summary as the body was parsed, before the admonition plugin turned directives back into text.
    expect(recorded?.summary).toBe(summaryOf(sleepBody));
    expect(recorded?.summary).toMatch(/^Stop playback after a while: pin exoplayer.*first\.$/);
  });

  it('keys a body by its text, not by the blank lines the front matter left', () => {
    expect(outlineKey('\n\n\n# Title\n\nText')).toBe(outlineKey('# Title\n\nText'));
    expect(outlineKey('\r\n  \n# Title\n\nText')).toBe(outlineKey('# Title\n\nText'));
    expect(outlineKey('# Title\n\nText')).not.toBe(outlineKey('# Title\n\nText.'));
    expect(outlineKey('# Title\n')).not.toBe(outlineKey('## Title\n'));
  });

  it('fields take the recorded outline for the same body and parse a changed or unknown one', () => {
    // A recorded outline that parsing would never give, to see which one the fields used.
    const recorded: Outlines = {
      [outlineKey(sleepBody)]: {
        h1: 'Recorded title',
        headings: [{ depth: 2, text: 'Recorded heading' }],
        summary: 'Recorded summary.',
      },
    };
    const outline = outlineFrom(recorded);
    const source = (raw: string) => ({ sourceFilePath: 'docs/2.0/guides/sleep.md', raw });
    expect(docTitle(source(sleepBody), outline)).toBe('Recorded title');
    expect(docToc(source(sleepBody), { minLevel: 2, maxLevel: 3 }, outline).map((e) => e.value)).toEqual([
      'Recorded heading',
    ]);
    const edited = sleepBody.replace('### Cancel', '### Cancel the timer');
    expect(docTitle(source(edited), outline)).toBe('Sleep timers');
    expect(docToc(source(edited), { minLevel: 2, maxLevel: 3 }, outline).at(-1)?.children.at(-1)?.value).toBe(
      'Cancel the timer',
    );
    expect(outline(sleepBody).summary).toBe('Recorded summary.');
    expect(outline(edited).summary).toBe(summaryOf(edited));
    expect(outlineFrom(undefined)(sleepBody)).toEqual(docOutlineOf(sleepBody));
  });
});
