import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, cardAlt, cardSvg, cardText, shareCardRoute, textWidth, wrapText } from './share-card';
import { versionsFromManifest } from '../versions/version-manifest';
import { threeReleases } from '../docs-model/fixtures';

describe('share cards', () => {
  const versions = versionsFromManifest(threeReleases);
  const site = { title: 'Example & Player', url: 'https://docs.example' };

  it('says the site, the version and its state', () => {
    const [next, latest, older] = versions.map((v) => cardText(v, site));
    expect(latest).toEqual({
      site: 'Example & Player',
      heading: 'Version 2.0 documentation',
      status: 'Latest release',
      host: 'docs.example',
    });
    expect(next!.heading).toBe('Next documentation');
    expect(next!.status).toMatch(/^Unreleased/);
    expect(older!.status).toMatch(/no longer maintained/);
    expect(cardAlt(latest!)).toBe('Example & Player: Version 2.0 documentation');
  });

  it('is one image per version at /og/<version>.png', () => {
    expect(shareCardRoute('3.2')).toBe('/og/3.2.png');
    expect(shareCardRoute('next')).toBe('/og/next.png');
  });
});

describe('wrapText', () => {
  const font = { size: 44, maxWidth: 800, maxLines: 2 };

  it('keeps a short title on one line', () => {
    expect(wrapText('Version 4.1 documentation', font)).toEqual(['Version 4.1 documentation']);
  });

  it('breaks a long title at spaces into lines that fit, keeping every word in order', () => {
    const title = 'Version 4.1 documentation of the audio player library';
    const lines = wrapText(title, font);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe(title);
    for (const line of lines) expect(textWidth(line, font)).toBeLessThanOrEqual(font.maxWidth);
  });

  it('cuts what does not fit in the last line with an ellipsis, no comma or space before it', () => {
    const title = 'Playing audio, building a queue, showing the controls on the lock screen and in notifications';
    const lines = wrapText(title, font);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/[^\s,]…$/);
    expect(title.startsWith(`${lines.join(' ').slice(0, -1)}`)).toBe(true);
    for (const line of lines) expect(textWidth(line, font)).toBeLessThanOrEqual(font.maxWidth);
  });

  it('breaks a word longer than a line inside it', () => {
    const lines = wrapText('x'.repeat(40), { ...font, maxLines: 3 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('x'.repeat(40));
  });

  it('measures bold and wide letters wider', () => {
    expect(textWidth('Player', { size: 64, bold: true })).toBeGreaterThan(textWidth('Player', { size: 64 }));
    expect(textWidth('WWW', { size: 10 })).toBeGreaterThan(textWidth('iii', { size: 10 }));
  });
});

describe('cardSvg', () => {
  const card = { site: 'Tom & <Jerry>', heading: 'Version "2" docs', status: 'Latest release', host: 'docs.example' };
  const texts = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

  it('is an SVG of the card size', () => {
    expect(cardSvg(card)).toMatch(new RegExp(`^<svg [^>]*width="${CARD_WIDTH}" height="${CARD_HEIGHT}"`));
  });

  it('escapes &, < and > in the words', () => {
    const svg = cardSvg(card);
    expect(texts(svg)).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(svg).not.toContain('<Jerry>');
  });

  it('writes a long heading as two lines, one under the other', () => {
    const long = { ...card, heading: 'Version 4.1 documentation of the audio player, its queue and the lock screen' };
    const short = texts(cardSvg(card));
    const wrapped = [...cardSvg(long).matchAll(/<text [^>]*y="(\d+)"[^>]*>([^<]*)<\/text>/g)];
    expect(wrapped).toHaveLength(short.length + 1);
    const headingLines = wrapped.filter((m) => long.heading.includes(m[2]!));
    expect(headingLines).toHaveLength(2);
    expect(Number(headingLines[1]![1])).toBeGreaterThan(Number(headingLines[0]![1]));
    expect(`${headingLines[0]![2]} ${headingLines[1]![2]}`).toBe(long.heading);
  });
});
