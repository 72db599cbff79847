/**
 * The share card of a docs version: the image chat apps and social sites show
 * for a link (`og:image`). One per version, drawn at build time as SVG (for an
 * image library to render) or pixel by pixel (when none is installed).
 */
import type { DocsVersion } from '../versions/versions';
import { encodePng } from './png';
import { GLYPH_HEIGHT, textCells, textWidth } from './pixel-font';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The route of a version's card in the export: `/og/4.1.png`. */
export function shareCardRoute(versionName: string): string {
  return `/og/${encodeURIComponent(versionName)}.png`;
}

/** The words on a card. */
export interface CardText {
  /** The site's name. */
  site: string;
  /** `Version 3.2 documentation`. */
  heading: string;
  /** What state the version is in. */
  status: string;
  /** The site's host (`rntp.dev`). */
  host: string;
}

const STATUS_WORDS: Record<DocsVersion['status'], string> = {
  latest: 'Latest release',
  unreleased: 'Unreleased: the docs of the next release',
  unmaintained: 'Older release, no longer maintained',
};

/** The card of a version. */
export function cardText(
  version: Pick<DocsVersion, 'landingTitle' | 'status'>,
  site: { title: string; url: string },
): CardText {
  return {
    site: site.title,
    heading: version.landingTitle,
    status: STATUS_WORDS[version.status],
    host: new URL(site.url).host,
  };
}

/** The alternative text of a card image. */
export function cardAlt(card: CardText): string {
  return `${card.site}: ${card.heading}`;
}

const COLORS = {
  background: '#1b1b1d',
  band: '#5b3fd6',
  text: '#ffffff',
  heading: '#c2b6ff',
  muted: '#b0b3b8',
};

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where things sit on the card (shared by both renderings). */
const LAYOUT = { left: 96, logoTop: 96, logoSize: 120, site: 330, heading: 410, status: 470, host: 560, band: 16 };

/** The card as an SVG document (fonts: the system's sans-serif). */
export function cardSvg(card: CardText): string {
  const { left, logoTop, logoSize } = LAYOUT;
  const scale = logoSize / 64;
  const font = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLORS.background}"/>`,
    `<rect width="${LAYOUT.band}" height="${CARD_HEIGHT}" fill="${COLORS.band}"/>`,
    `<g transform="translate(${left} ${logoTop}) scale(${scale})" fill="none" stroke="${COLORS.text}">`,
    `<circle cx="32" cy="32" r="30" stroke-width="4"/>`,
    `<circle cx="32" cy="32" r="21" stroke-width="2" opacity="0.45"/>`,
    `<path d="M26 20v24l19-12z" fill="${COLORS.text}" stroke="none"/>`,
    `</g>`,
    `<text x="${left}" y="${LAYOUT.site}" ${font} font-size="64" font-weight="700" fill="${COLORS.text}">${escapeXml(card.site)}</text>`,
    `<text x="${left}" y="${LAYOUT.heading}" ${font} font-size="44" fill="${COLORS.heading}">${escapeXml(card.heading)}</text>`,
    `<text x="${left}" y="${LAYOUT.status}" ${font} font-size="32" fill="${COLORS.muted}">${escapeXml(card.status)}</text>`,
    `<text x="${left}" y="${LAYOUT.host}" ${font} font-size="30" font-weight="700" fill="${COLORS.heading}">${escapeXml(card.host)}</text>`,
    `</svg>`,
  ].join('\n');
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * The card as a PNG drawn pixel by pixel with the built-in 5×7 font: the
 * fallback when no SVG renderer is installed. Same layout and colours; text
 * in capitals, scaled down to fit the width.
 */
export function cardPng(card: CardText): Buffer {
  const data = new Uint8Array(CARD_WIDTH * CARD_HEIGHT * 4);
  const fill = (x0: number, y0: number, w: number, h: number, hex: string) => {
    const [r, g, b] = rgb(hex);
    for (let y = Math.max(0, y0); y < Math.min(CARD_HEIGHT, y0 + h); y++)
      for (let x = Math.max(0, x0); x < Math.min(CARD_WIDTH, x0 + w); x++) {
        const i = (y * CARD_WIDTH + x) * 4;
        data[i] = r;
        data[i + 1] = g;
        data[i + 2] = b;
        data[i + 3] = 255;
      }
  };
  fill(0, 0, CARD_WIDTH, CARD_HEIGHT, COLORS.background);
  fill(0, 0, LAYOUT.band, CARD_HEIGHT, COLORS.band);

  // The logo: a ring, a fainter inner ring and a play triangle.
  const { left, logoTop, logoSize } = LAYOUT;
  const unit = logoSize / 64;
  const [cx, cy] = [left + 32 * unit, logoTop + 32 * unit];
  for (let y = logoTop; y < logoTop + logoSize; y++)
    for (let x = left; x < left + logoSize; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) / unit;
      const u = (x + 0.5 - left) / unit;
      const v = (y + 0.5 - logoTop) / unit;
      const inTriangle = u >= 26 && u <= 45 && Math.abs(v - 32) <= ((45 - u) * 12) / 19;
      if (Math.abs(d - 30) <= 2 || inTriangle) fill(x, y, 1, 1, COLORS.text);
      else if (Math.abs(d - 21) <= 1) fill(x, y, 1, 1, COLORS.muted);
    }

  const write = (text: string, baseline: number, size: number, hex: string) => {
    const upper = text.toUpperCase();
    let scale = Math.max(1, Math.round(size / GLYPH_HEIGHT));
    while (scale > 1 && left + textWidth(upper, scale) > CARD_WIDTH - 48) scale--;
    const top = baseline - GLYPH_HEIGHT * scale;
    for (const cell of textCells(upper, scale)) fill(left + cell.x, top + cell.y, scale, scale, hex);
  };
  write(card.site, LAYOUT.site, 52, COLORS.text);
  write(card.heading, LAYOUT.heading, 36, COLORS.heading);
  write(card.status, LAYOUT.status, 24, COLORS.muted);
  write(card.host, LAYOUT.host, 24, COLORS.heading);
  return encodePng(CARD_WIDTH, CARD_HEIGHT, data);
}
