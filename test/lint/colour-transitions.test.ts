/**
 * The site's CSS transitions only motion (transform, opacity), never a colour:
 * switching between light and dark mode then changes every colour at once,
 * with nothing to suppress. The theme provider relies on it
 * (components/chrome/theme-provider.tsx): it no longer asks next-themes to turn
 * transitions off around a switch, which cost every page load a forced style
 * recalculation of the whole document.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
/** What may be transitioned: neither changes with the colour mode. */
const ALLOWED = new Set(['transform', 'opacity', 'none']);

/** The properties a `transition` or `transition-property` value transitions (`all` when it names none). */
function transitioned(property: string, value: string): string[] {
  // Commas inside functions (cubic-bezier, steps, var fallbacks) do not separate transitions.
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => {
    const words = part.trim().split(/\s+/);
    if (property === 'transition-property') return words[0] ?? 'all';
    // The shorthand's property is its one word that is not a time, a timing function or a keyword of its own.
    const name = words.find(
      (w) =>
        !/^-?[\d.]+m?s$/.test(w) &&
        !/^(ease|ease-in|ease-out|ease-in-out|linear|step-start|step-end|normal|allow-discrete)$/.test(w) &&
        !/^(cubic-bezier|steps|linear)\(/.test(w) &&
        !/^var\(/.test(w),
    );
    return name ?? 'all';
  });
}

/** Each transition of something other than motion in `css`, as `file:line property`. */
function colourTransitions(file: string, css: string): string[] {
  const found: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  for (const match of text.matchAll(/(?:^|[;{\s])(transition(?:-property)?)\s*:\s*([^;}]+)/g)) {
    const line = text.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
    for (const property of transitioned(match[1] as string, (match[2] as string).trim()))
      if (!ALLOWED.has(property)) found.push(`${file}:${line} ${property}`);
  }
  return found;
}

describe('colourTransitions', () => {
  it('passes transitions of transform and opacity, and none', () => {
    const css = [
      '.a { transition: transform 200ms ease; }',
      '.b { transition: opacity 120ms cubic-bezier(0.2, 0, 0, 1), transform 1s; }',
      '.c { transition-property: transform; transition-timing-function: ease; }',
      '@media (prefers-reduced-motion: reduce) { .a { transition: none; } }',
    ].join('\n');
    expect(colourTransitions('ok.css', css)).toEqual([]);
  });

  it('names the file, the line and the property of a colour transition, and of one that transitions everything', () => {
    const css = [
      '.a {',
      '  color: red;',
      '  transition: background-color 150ms ease-in-out, transform 1s;',
      '}',
      '/* transition: color 1s; in a comment is no rule */',
      '.b { transition: 200ms; }',
      '.c { transition-property: color, opacity; }',
    ].join('\n');
    expect(colourTransitions('bad.css', css)).toEqual([
      'bad.css:3 background-color',
      'bad.css:6 all',
      'bad.css:7 color',
    ]);
  });
});

it("the site's style sheets transition no colour", () => {
  const files = execFileSync('git', ['ls-files', '*.css'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('bench/') && !f.includes('/fixtures/'));
  expect(files).toContain('styles/globals.css');
  const found = files.flatMap((f) => colourTransitions(f, readFileSync(path.join(root, f), 'utf8')));
  expect(found).toEqual([]);
});
