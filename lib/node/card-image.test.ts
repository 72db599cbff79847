import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardPng } from './card-image';
import { CARD_HEIGHT, CARD_WIDTH } from '../share/share-card';

const card = {
  site: 'Example Player',
  heading: 'Version 2.0 documentation',
  status: 'Latest release',
  host: 'docs.example',
};

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
  return { info, at };
}

/** The runs of rows below the logo with the heading's lavender ink (#c2b6ff) in them: one per line of heading. */
async function headingBands(png: Buffer): Promise<number> {
  const { at } = await pixels(png);
  let bands = 0;
  let inBand = false;
  for (let y = 200; y < CARD_HEIGHT; y++) {
    let ink = false;
    for (let x = 96; x < CARD_WIDTH && !ink; x++) {
      const [r, g, b] = at(x, y) as [number, number, number];
      ink = Math.abs(r - 0xc2) < 24 && Math.abs(g - 0xb6) < 24 && b > 0xe0;
    }
    if (ink && !inBand) bands++;
    inBand = ink;
  }
  return bands;
}

describe('cardPng', () => {
  it('is a PNG of 1200×630 on the dark background with the accent band on the left', async () => {
    const png = await cardPng(card);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
    const { at } = await pixels(png);
    // Within a step or two of the colours: the PNG is stored in 256 colours.
    const near = (rgb: number[], expected: number[]) => rgb.every((v, i) => Math.abs(v - expected[i]!) <= 3);
    expect(at(1100, 20)).toSatisfy((rgb: number[]) => near(rgb, [0x1b, 0x1b, 0x1d]));
    expect(at(4, 300)).toSatisfy((rgb: number[]) => near(rgb, [0x5b, 0x3f, 0xd6]));
  });

  it('shows a long heading on two lines, a short one on one', async () => {
    expect(await headingBands(await cardPng(card))).toBe(1);
    const long = { ...card, heading: 'Version 2.0 documentation of the audio player, its queue and the lock screen' };
    expect(await headingBands(await cardPng(long))).toBe(2);
  });

  it('draws words with &, < and > in them', async () => {
    const png = await cardPng({ ...card, site: 'Tom & <Jerry>', heading: 'A <b>bold</b> & "quoted" title' });
    expect((await sharp(png).metadata()).width).toBe(CARD_WIDTH);
    expect(await headingBands(png)).toBe(1);
  });
});
