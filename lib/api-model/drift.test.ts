import { describe, expect, it } from 'vitest';
import { sectionsOf } from './doc-sections';
import { checkDrift, looseName, normaliseValue } from './drift';
import { apiPage as page, demoModel as model } from './fixtures/demo-package';

const goodPages = () => [
  page(
    'api/functions/queue',
    [
      '---',
      'title: Queue',
      '---',
      '## `add(tracks, before)`',
      '| Parameter | Type | Required |',
      '| --- | --- | --- |',
      '| `tracks` | `Track \\| Track[]` | Yes |',
      '| `before` | `number` | No (default `-1`) |',
      '## `play()`',
      '```ts',
      '## `notAHeading()`',
      '```',
    ].join('\n'),
  ),
  page(
    'api/events',
    ['### `Failed`', '| Field | Type |', '| --- | --- |', '| `code` | `string` |', '### `Tapped`', 'No payload.'].join(
      '\n',
    ),
  ),
  page(
    'api/hooks',
    ['## `useProgress(interval)`', '| Parameter | Required |', '| --- | --- |', '| `interval` | No |'].join('\n'),
  ),
  page(
    'api/constants/repeat-mode',
    [
      '---',
      'title: Repeat Mode',
      '---',
      '| Member | Meaning |',
      '| --- | --- |',
      '| `Off` | a |',
      '| `Queue` | b |',
    ].join('\n'),
  ),
  page(
    'api/objects/player-options',
    ['---', 'title: "PlayerOptions"', '---', '| Field | Default |', '| --- | --- |', '| `minBuffer` | `50` |'].join(
      '\n',
    ),
  ),
];

const messages = (pages: ReturnType<typeof goodPages>) =>
  checkDrift(model, pages, { versionDir: 'content/docs/1.0' }).map(
    (p) => `${p.file}${p.line ? `:${p.line}` : ''} ${p.message}`,
  );

describe('docPageOf', () => {
  it('reads headings, tables and escaped pipes with file lines, skipping fenced code', () => {
    const parsed = goodPages()[0]!;
    expect(parsed.title).toBe('Queue');
    expect(parsed.headings.map((h) => [h.code, h.line])).toEqual([
      ['add(tracks, before)', 4],
      ['play()', 9],
    ]);
    expect(parsed.tables[0]!.rows.map((r) => [r.name, r.cells[1], r.line])).toEqual([
      ['tracks', '`Track | Track[]`', 7],
      ['before', '`number`', 8],
    ]);
    expect(sectionsOf(parsed).map((s) => s.tables.length)).toEqual([1, 0]);
  });
});

describe('checkDrift', () => {
  it('finds nothing when the docs match the package', () => {
    expect(messages(goodPages())).toEqual([]);
  });

  it('names an export that has no section', () => {
    const pages = goodPages();
    pages[0] = page(
      'api/functions/queue',
      '## `add(tracks, before)`\n| Parameter | Required |\n| --- | --- |\n| `tracks` | Yes |\n| `before` | No |',
    );
    expect(messages(pages)).toEqual([
      'content/docs/1.0/api/functions/ `play` is exported by demo@1.0.0 but no api/functions page has a heading for it.',
    ]);
  });

  it('names an invented function heading with its file and line', () => {
    const pages = goodPages();
    pages.push(page('api/functions/player', '# Player\n\n## `fadeOut(duration)`\n'));
    expect(messages(pages)).toEqual([
      'content/docs/1.0/api/functions/player.md:3 documents `fadeOut()`, which demo@1.0.0 does not export.',
    ]);
  });

  it('checks parameter names against any overload, and their optionality', () => {
    const pages = goodPages();
    pages[0] = page(
      'api/functions/queue',
      '## `add(items, before)`\n| Parameter | Required |\n| --- | --- |\n| `items` | Yes |\n| `before` | No |\n## `play()`\n',
    );
    expect(messages(pages)).toEqual([
      'content/docs/1.0/api/functions/queue.md:2 parameters of `add` are documented as (items, before); demo@1.0.0 declares (tracks, before? | track, before?).',
    ]);
    pages[0] = page(
      'api/functions/queue',
      '## `add(track, before)`\n| Parameter | Required |\n| --- | --- |\n| `track` | Yes |\n| `before` | Yes |\n## `play()`\n',
    );
    expect(messages(pages)).toEqual([
      'content/docs/1.0/api/functions/queue.md:5 `add` parameter `before` is optional in demo@1.0.0; the Required column says "Yes".',
    ]);
  });

  it('checks event payloads both ways and events that do not exist', () => {
    const pages = goodPages();
    pages[1] = page(
      'api/events',
      '### `Failed`\n| Field | Type |\n| --- | --- |\n| `reason` | `string` |\n### `Tapped`\n### `Vanished`\n',
    );
    expect(messages(pages)).toEqual([
      'content/docs/1.0/api/events.md:6 documents the event `Vanished`, which is not a member of `Event` in demo@1.0.0.',
      'content/docs/1.0/api/events.md:1 event `Failed`: field `code` (string) is not in its table.',
      'content/docs/1.0/api/events.md:4 event `Failed`: `reason` is not a field in demo@1.0.0.',
    ]);
  });

  it('checks enum members and finds the page by a title that reads as the name', () => {
    const pages = goodPages();
    pages[3] = page(
      'api/constants/repeat-mode',
      '---\ntitle: Repeat Mode (all platforms)\n---\n| Member |\n| --- |\n| `Off` |\n| `Track` |\n',
    );
    expect(messages(pages)).toEqual([
      'content/docs/1.0/api/constants/repeat-mode.md `RepeatMode.Queue` is not in the members table.',
      'content/docs/1.0/api/constants/repeat-mode.md:7 `RepeatMode.Track` is not a member in demo@1.0.0.',
    ]);
  });

  it('finds a type under a heading whose code span names it, and compares @default', () => {
    const pages = goodPages();
    pages[4] = page(
      'api/objects/setup',
      '---\ntitle: Setup\n---\n## `PlayerOptions` fields\n| Field | Default |\n| --- | --- |\n| `minBuffer` | `15` on Android |\n',
    );
    expect(messages(pages)).toEqual([
      'content/docs/1.0/api/objects/setup.md:7 `PlayerOptions` field `minBuffer`: demo@1.0.0 says `@default 50`; the docs say "`15` on Android".',
    ]);
  });

  it('flags a reference page about nothing the version exports, and honours exceptions', () => {
    const pages = goodPages();
    pages.push(page('api/objects/resource', '---\ntitle: Resource\n---\nText.\n'));
    expect(messages(pages)).toEqual([
      'content/docs/1.0/api/objects/resource.md:1 the page "Resource" documents no type or enum that demo@1.0.0 exports; its title or a heading must name one.',
    ]);
    pages.splice(4, 1);
    const problems = checkDrift(model, pages, {
      versionDir: 'content/docs/1.0',
      exceptions: [{ kind: 'object', name: 'PlayerOptions', reason: 'internal' }],
    });
    expect(problems.map((p) => p.message)).not.toContainEqual(expect.stringContaining('`PlayerOptions`'));
  });
});

describe('types documented under the function that takes them', () => {
  it('finds an options type on a functions page', () => {
    const pages = goodPages().filter((p) => p.docId !== 'api/objects/player-options');
    const queue = goodPages()[0]!;
    const source = `${['## `add(tracks, before)`', '| Parameter | Type | Required |', '| --- | --- | --- |', '| `tracks` | `Track[]` | Yes |', '| `before` | `number` | No |', '## `play()`'].join('\n')}\n### \`PlayerOptions\`\n| Field | Default |\n| --- | --- |\n| \`minBuffer\` | \`50\` |\n`;
    pages[0] = page(queue.docId, source);
    expect(messages(pages)).toEqual([]);
  });

  it('never reads an event heading as a type', () => {
    const pages = goodPages();
    pages[1] = page('api/events', '### `Failed`\n| Field |\n| --- |\n| `code` |\n### `Tapped`\n### `PlayerOptions`\n');
    expect(messages(pages)).toEqual([
      'content/docs/1.0/api/events.md:6 documents the event `PlayerOptions`, which is not a member of `Event` in demo@1.0.0.',
    ]);
  });
});

describe('other named exports', () => {
  it('need a reference heading that names them', () => {
    const withHelper = { ...model, exports: [...model.exports, 'isPlaying'] };
    const pages = goodPages();
    expect(checkDrift(withHelper, pages, { versionDir: 'content/docs/1.0' }).map((p) => p.message)).toEqual([
      '`isPlaying` is exported by demo@1.0.0 but no reference heading names it (e.g. ``## `isPlaying` ``).',
    ]);
    pages[2] = page(
      'api/hooks',
      `${['## `useProgress(interval)`', '| Parameter | Required |', '| --- | --- |', '| `interval` | No |'].join('\n')}\n## \`isPlaying()\`\n`,
    );
    expect(checkDrift(withHelper, pages, { versionDir: 'content/docs/1.0' })).toEqual([]);
  });
});

describe('value helpers', () => {
  it('compare values however they are quoted', () => {
    expect(normaliseValue("'music'")).toBe(normaliseValue('`music`'));
    expect(normaliseValue('2.50')).toBe('2.5');
    expect(looseName('iOS Category (ios-only)')).toBe(looseName('IOSCategory'));
  });
});
