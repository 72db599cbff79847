/**
 * The share card of a docs version: the image chat apps and social sites show
 * for a link (`og:image`). One per version, laid out here as an SVG document
 * that lib/node/card-image.ts renders to PNG with sharp at build time.
 */
import type { DocsVersion } from '../versions/versions';

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

/**
 * The fonts a card asks for: common sans-serifs, the wide DejaVu Sans first
 * (the line breaks below are measured for it, so the narrower ones fit too),
 * then Geist, which ships with Next and which lib/node/card-image.ts registers for a
 * machine without any font, then the generic family.
 */
export const CARD_FONTS =
  "'DejaVu Sans', Verdana, 'Noto Sans', Roboto, 'Liberation Sans', Arial, Helvetica, Geist, sans-serif";

/**
 * The advance of a character in em, by rough classes of DejaVu Sans's: a
 * little over its real widths (2–11 % on sample titles, bold included), more
 * over the narrower fonts of the stack, so that a measured line never
 * overflows. SVG text does not wrap by itself.
 */
function charWidth(char: string): number {
  if (/[ijlI.,:;'!|]/.test(char)) return 0.3;
  if (/[frt()\-/ ]/.test(char)) return 0.4;
  if (/[mwMW]/.test(char)) return 0.95;
  if (/[A-Z]/.test(char)) return 0.74;
  if (/[0-9a-z]/.test(char)) return 0.62;
  return char.codePointAt(0)! >= 0x2e80 ? 1 : 0.8; // CJK and wider scripts take a full em
}

/** A line of text's estimated width in pixels. */
export function textWidth(text: string, font: { size: number; bold?: boolean }): number {
  let em = 0;
  for (const char of text) em += charWidth(char);
  return em * font.size * (font.bold ? 1.12 : 1);
}

export interface WrapOptions {
  size: number;
  bold?: boolean;
  /** The width a line may take, in pixels. */
  maxWidth: number;
  maxLines: number;
}

const ELLIPSIS = '\u2026';

/**
 * Text broken into lines that fit `maxWidth`, at spaces (a word longer than a
 * line is broken inside); past `maxLines`, the last line is cut and ends with
 * an ellipsis.
 */
export function wrapText(text: string, options: WrapOptions): string[] {
  const fits = (line: string) => textWidth(line, options) <= options.maxWidth;
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    // A word wider than a line: as many characters as fit, the rest on the next line.
    while (!fits(word)) {
      const chars = [...word];
      let cut = chars.length - 1;
      while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut--;
      lines.push(chars.slice(0, cut).join(''));
      word = chars.slice(cut).join('');
    }
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= options.maxLines) return lines;
  const kept = lines.slice(0, options.maxLines);
  // The last line cut until it fits with the ellipsis, without a space or a comma before it.
  const cut = (chars: string[]) => `${chars.join('').replace(/[\s,;:.]+$/, '')}${ELLIPSIS}`;
  let last = [...kept[kept.length - 1]!];
  while (last.length > 0 && !fits(cut(last))) last = last.slice(0, -1);
  kept[kept.length - 1] = cut(last);
  return kept;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Where things sit: the logo and the host in a row at the top, the site's
 * name, the heading and the status in a block whose last line sits at
 * `statusBaseline`, growing upwards when the name or the heading takes two lines.
 */
const LAYOUT = {
  left: 96,
  right: 64,
  band: 16,
  logoTop: 80,
  logoSize: 96,
  statusBaseline: 542,
  site: { size: 64, bold: true, lineHeight: 76, maxLines: 2, gapBelow: 80 },
  heading: { size: 44, lineHeight: 56, maxLines: 2, gapBelow: 64 },
  status: { size: 32, maxLines: 1 },
  host: { size: 30, bold: true, maxLines: 1 },
};

/** The card as an SVG document of CARD_WIDTH × CARD_HEIGHT. */
export function cardSvg(card: CardText): string {
  const { left, logoTop, logoSize } = LAYOUT;
  const maxWidth = CARD_WIDTH - left - LAYOUT.right;
  const site = wrapText(card.site, { ...LAYOUT.site, maxWidth });
  const heading = wrapText(card.heading, { ...LAYOUT.heading, maxWidth });
  const [status] = wrapText(card.status, { ...LAYOUT.status, maxWidth });
  const hostLeft = left + logoSize + 28;
  const [host] = wrapText(card.host, { ...LAYOUT.host, maxWidth: CARD_WIDTH - hostLeft - LAYOUT.right });

  const text = (line: string | undefined, y: number, font: { size: number; bold?: boolean }, fill: string, x = left) =>
    line
      ? `<text x="${x}" y="${y}" font-size="${font.size}"${font.bold ? ' font-weight="700"' : ''} fill="${fill}">${escapeXml(line)}</text>`
      : '';
  const headingLast = LAYOUT.statusBaseline - LAYOUT.heading.gapBelow;
  const headingFirst = headingLast - (heading.length - 1) * LAYOUT.heading.lineHeight;
  const siteLast = headingFirst - LAYOUT.site.gapBelow;
  const siteFirst = siteLast - (site.length - 1) * LAYOUT.site.lineHeight;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLORS.background}"/>`,
    `<rect width="${LAYOUT.band}" height="${CARD_HEIGHT}" fill="${COLORS.band}"/>`,
    `<g transform="translate(${left} ${logoTop}) scale(${logoSize / 64})" fill="none" stroke="${COLORS.text}">`,
    `<circle cx="32" cy="32" r="30" stroke-width="4"/>`,
    `<circle cx="32" cy="32" r="21" stroke-width="2" opacity="0.45"/>`,
    `<path d="M26 20v24l19-12z" fill="${COLORS.text}" stroke="none"/>`,
    `</g>`,
    `<g font-family="${escapeXml(CARD_FONTS)}">`,
    text(host, logoTop + logoSize / 2 + 11, LAYOUT.host, COLORS.heading, hostLeft),
    ...site.map((line, i) => text(line, siteFirst + i * LAYOUT.site.lineHeight, LAYOUT.site, COLORS.text)),
    ...heading.map((line, i) =>
      text(line, headingFirst + i * LAYOUT.heading.lineHeight, LAYOUT.heading, COLORS.heading),
    ),
    text(status, LAYOUT.statusBaseline, LAYOUT.status, COLORS.muted),
    `</g>`,
    `</svg>`,
  ]
    .filter(Boolean)
    .join('\n');
}
