import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng, PNG_SIGNATURE } from './png';
import { CARD_HEIGHT, CARD_WIDTH, cardAlt, cardPng, cardSvg, cardText, shareCardRoute } from './share-card';
import { glyph, hasGlyph, textCells, textWidth } from './pixel-font';
import { versionsFromManifest } from '../versions/version-manifest';
import { threeReleases } from '../docs-model/fixtures';

/** The chunks of a PNG file: type and data. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const out = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    out.push({ type, data });
    at += 12 + length;
  }
  return out;
}

/** RGBA of pixel (x, y) of a PNG written by encodePng (filter 0 on every row). */
function pixel(png: Buffer, x: number, y: number): number[] {
  const parts = chunks(png);
  const width = parts[0]!.data.readUInt32BE(0);
  const raw = inflateSync(Buffer.concat(parts.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const at = y * (width * 4 + 1) + 1 + x * 4;
  return [...raw.subarray(at, at + 4)];
}

describe('encodePng', () => {
  it('computes the CRC-32 of PNG chunks', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });

  it('writes a valid RGBA file: signature, IHDR, IDAT, IEND, the pixels as given', () => {
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 1, 2, 3, 4]);
    const png = encodePng(2, 2, rgba);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([parts[0]!.data.readUInt32BE(0), parts[0]!.data.readUInt32BE(4), ...parts[0]!.data.subarray(8)]).toEqual([
      2, 2, 8, 6, 0, 0, 0,
    ]);
    expect(pixel(png, 1, 0)).toEqual([0, 255, 0, 255]);
    expect(pixel(png, 1, 1)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow('expected 16 bytes for 2×2, got 3');
  });
});

describe('pixel font', () => {
  it('has 5×7 glyphs for capitals, digits and the punctuation of the card, lower case drawn as capitals', () => {
    for (const char of "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,:-()/'· ") expect(hasGlyph(char)).toBe(true);
    expect(glyph('a')).toEqual(glyph('A'));
    for (const rows of 'AZ09.'.split('').map(glyph)) {
      expect(rows).toHaveLength(7);
      for (const row of rows!) expect(row).toMatch(/^[#.]{5}$/);
    }
    expect(hasGlyph('€')).toBe(false);
  });

  it('measures and lays out text at a scale', () => {
    expect(textWidth('AB', 2)).toBe(22);
    const cells = textCells('I', 3);
    expect(cells).toContainEqual({ x: 3, y: 0 });
    expect(Math.max(...cells.map((c) => c.y))).toBe(18);
  });
});

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

  it('draws an SVG of the card size with the words escaped', () => {
    const svg = cardSvg(cardText(versions[1]!, site));
    expect(svg).toContain(`width="${CARD_WIDTH}" height="${CARD_HEIGHT}"`);
    expect(svg).toContain('>Example &amp; Player</text>');
    expect(svg).toContain('>Version 2.0 documentation</text>');
  });

  it('draws a PNG of the card size without an image library, with text in it', () => {
    const png = cardPng(cardText(versions[1]!, site));
    const header = chunks(png)[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    // Background, the accent band on the left, and white ink of the site name's first letter (E at x 96).
    expect(pixel(png, 600, 600)).toEqual([0x1b, 0x1b, 0x1d, 255]);
    expect(pixel(png, 4, 300)).toEqual([0x5b, 0x3f, 0xd6, 255]);
    expect(pixel(png, 98, 300)).toEqual([255, 255, 255, 255]);
  });
});
