import { beforeAll, describe, expect, it } from 'vitest';
import { createHighlighter, type Highlighter } from 'shiki';
import { darkColorMap, onePassHighlighter, withDarkColors } from './one-pass-highlighter';
import { codeThemes } from './code-options';

const SAMPLES: [lang: string, code: string][] = [
  ['ts', "import TrackPlayer, { Event } from 'react-native-track-player';\n// a comment\nconst x = `t${1}`;\n"],
  ['tsx', 'export function Play() {\n  return <Button title="Play" onPress={() => TrackPlayer.play()} />;\n}\n'],
  ['bash', 'npm install --save react-native-track-player # latest\ncd ios && pod install\n'],
  ['json', '{ "name": "app", "version": 1, "private": true }\n'],
  ['kotlin', 'class Service : HeadlessJsTaskService() {\n  override fun onCreate() { super.onCreate() }\n}\n'],
  ['groovy', "dependencies {\n  implementation 'androidx.media:media:1.6.0'\n}\n"],
  ['xml', '<service android:name="com.doublesymmetry.trackplayer.service.MusicService" android:exported="true"/>\n'],
  ['diff', '- await TrackPlayer.getCurrentTrack();\n+ await TrackPlayer.getActiveTrackIndex();\n'],
  ['text', 'plain < text & more\n'],
];
type Options = Parameters<Highlighter['codeToHtml']>[1];
// What rehype-pretty-code passes for a block with two themes.
const dual = (lang: string): Options => ({ lang, meta: { __raw: '' }, defaultColor: false, themes: { ...codeThemes } });

const MARKDOWN = 'Some *stressed* and **strong** words.\n';

let shiki: Highlighter;
beforeAll(async () => {
  shiki = await createHighlighter({
    themes: [codeThemes.light, codeThemes.dark, 'github-light', 'github-dark'],
    langs: ['ts', 'tsx', 'bash', 'json', 'kotlin', 'groovy', 'xml', 'diff', 'markdown'],
  });
  // Shiki stops tokenising a line after 500 ms and leaves the rest of it plain. A grammar's rules are compiled the
  // first time they match, which on a busy machine can take that long: compile them here, with no limit, so the
  // outputs compared below do not depend on how fast the machine is.
  for (const [lang, code] of [...SAMPLES, ['markdown', MARKDOWN] as const])
    shiki.codeToHtml(code, { lang, theme: codeThemes.light, tokenizeTimeLimit: 0 });
});

/** The highlighter with each call to it counted by the theme option it got. */
function counted() {
  const calls = { oneTheme: 0, twoThemes: 0 };
  const spy = new Proxy(shiki, {
    get(target, property, receiver) {
      if (property !== 'codeToHtml') return Reflect.get(target, property, receiver);
      return (code: string, options: Options) => {
        if ('themes' in options) calls.twoThemes++;
        else calls.oneTheme++;
        return target.codeToHtml(code, options);
      };
    },
  });
  return { highlighter: onePassHighlighter(spy, codeThemes), calls };
}

describe('onePassHighlighter', () => {
  it("writes shiki's own two-theme HTML, tokenising each block once", () => {
    const { highlighter, calls } = counted();
    for (const [lang, code] of SAMPLES) expect(highlighter.codeToHtml(code, dual(lang)), lang).toBe(shiki.codeToHtml(code, dual(lang)));
    expect(calls.oneTheme).toBe(SAMPLES.length);
    // Only the opening <pre> of two-theme output, made once.
    expect(calls.twoThemes).toBe(1);
  });

  it('hands a block with a token it cannot map (a font style) to shiki two-theme path', () => {
    const { highlighter, calls } = counted();
    const html = highlighter.codeToHtml(MARKDOWN, dual('markdown'));
    expect(html).toBe(shiki.codeToHtml(MARKDOWN, dual('markdown')));
    expect(html).toContain('font-style');
    expect(calls.twoThemes).toBe(2);
  });

  it('leaves other themes and other options to shiki', () => {
    const { highlighter, calls } = counted();
    const other: Options = { lang: 'ts', defaultColor: false, themes: { light: 'github-light', dark: 'github-dark' } };
    expect(highlighter.codeToHtml('const a = 1;', other)).toBe(shiki.codeToHtml('const a = 1;', other));
    const single: Options = { lang: 'ts', theme: codeThemes.light };
    expect(highlighter.codeToHtml('const a = 1;', single)).toBe(shiki.codeToHtml('const a = 1;', single));
    expect(calls).toEqual({ oneTheme: 1, twoThemes: 1 });
  });
});

describe('darkColorMap', () => {
  const theme = (fg: string, rules: [scope: string, color: string, fontStyle?: string][]) => ({
    name: 't',
    fg,
    bg: '#000000',
    settings: rules.map(([scope, foreground, fontStyle]) => ({ scope, settings: { foreground, fontStyle } })),
  });

  it('maps each light colour to its dark one when only the colours differ', () => {
    const map = darkColorMap(
      theme('#111111', [['keyword', '#aa0000'], ['string', '#00aa00'], ['comment', '#aa0000']]),
      theme('#eeeeee', [['keyword', '#ff0000'], ['string', '#00ff00'], ['comment', '#ff0000']]),
    );
    expect(map && Object.fromEntries(map)).toEqual({ '#111111': '#EEEEEE', '#AA0000': '#FF0000', '#00AA00': '#00FF00' });
  });

  it('maps nothing when the rules differ or one light colour needs two dark ones', () => {
    expect(darkColorMap(theme('#1', [['keyword', '#a']]), theme('#2', [['string', '#b']]))).toBeNull();
    expect(darkColorMap(theme('#1', [['keyword', '#a']]), theme('#2', [['keyword', '#b', 'italic']]))).toBeNull();
    expect(
      darkColorMap(theme('#1', [['keyword', '#a'], ['string', '#a']]), theme('#2', [['keyword', '#b'], ['string', '#c']])),
    ).toBeNull();
  });
});

describe('withDarkColors', () => {
  const map = new Map([['#AA0000', '#FF0000']]);
  it('rewrites the <pre> and every token colour', () => {
    expect(withDarkColors('<pre class="x"><code><span style="color:#aa0000">a</span></code></pre>', '<pre class="y">', map, 'light', 'dark')).toBe(
      '<pre class="y"><code><span style="--shiki-light:#aa0000;--shiki-dark:#FF0000">a</span></code></pre>',
    );
  });
  it('gives up on a colour outside the map or a style with more than a colour', () => {
    expect(withDarkColors('<pre><span style="color:#123456">a</span></pre>', '<pre>', map, 'light', 'dark')).toBeNull();
    expect(withDarkColors('<pre><span style="color:#AA0000;font-style:italic">a</span></pre>', '<pre>', map, 'light', 'dark')).toBeNull();
  });
});
