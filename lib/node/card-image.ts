/**
 * A share card as a PNG: its SVG (share-card.ts) rendered by sharp, which
 * draws text with the machine's fonts through fontconfig and never fetches
 * one. Apart from share-card.ts so that the pages, which import the card's
 * words and size, never bundle sharp.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { cardSvg, type CardText } from '../share/share-card';

/**
 * Geist, the font Next ships for its image responses, made known to
 * fontconfig for this process: a machine without any font (a bare container)
 * then still draws letters instead of empty boxes. Machines with fonts keep
 * drawing the card with the first of CARD_FONTS they have. sharp registers a
 * text input's font file with the fontconfig its SVG renderer uses, so one
 * tiny text rendering is enough; without the file (Next moved it) nothing changes.
 */
let fallbackFont: Promise<unknown> | undefined;
function registerFallbackFont(): Promise<unknown> {
  fallbackFont ??= (async () => {
    let fontfile: string;
    try {
      // From Next's folder, not resolved as a module: the bundler of the route that draws cards would take the
      // font for a module to bundle.
      const next = path.dirname(createRequire(import.meta.url).resolve('next/package.json'));
      fontfile = path.join(next, 'dist/compiled/@vercel/og', 'Geist-Regular.ttf');
    } catch {
      return;
    }
    await sharp({ text: { text: '.', font: 'Geist', fontfile } })
      .png()
      .toBuffer();
  })();
  return fallbackFont;
}

/**
 * The card as an opaque PNG of CARD_WIDTH × CARD_HEIGHT, in 256 colours (its
 * few colours and their anti-aliased edges fit): about 22 KB instead of 47 KB
 * in full colour, for ~60 ms more per card (6 cards: ~0.6 s against ~0.2 s) at
 * the quickest quantising effort.
 */
export async function cardPng(card: CardText): Promise<Buffer> {
  await registerFallbackFont();
  return sharp(Buffer.from(cardSvg(card)))
    .removeAlpha()
    .png({ palette: true, effort: 1 })
    .toBuffer();
}
