/**
 * Each doc is parsed once per build. A fixture site (two versions with their
 * packages, so the API models are read) goes through the content steps in a
 * scratch copy of the repository, then every file of the site besides its
 * pages is made from what they wrote (lib/docs/site-files.ts, the functions
 * Next's route handlers call), every process preloaded with a counter of
 * Markdown parses (test/fixtures/parse-counter/): each doc's text is parsed
 * exactly once, and nothing else is parsed.
 */
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runInSite, scratchSite } from './integration/scratch-site.mjs';

const repo = path.resolve(__dirname, '..');
let scratch: string;
let site: string;
let content: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'rntp-one-parse-'));
  site = scratchSite(repo, scratch);
  content = path.join(scratch, 'content');
  for (const version of ['4.1', '4.0']) {
    cpSync(path.join(repo, 'test/fixtures/valid-minimal/docs/4.1'), path.join(content, 'docs', version), {
      recursive: true,
    });
    // Each doc's text its own, so that a parse names one doc.
    for (const doc of ['intro.md', 'basics/installation.mdx'])
      appendFileSync(path.join(content, 'docs', version, doc), `\nIn version ${version}.\n`);
  }
  mkdirSync(path.join(content, 'docs/4.1/api/functions'), { recursive: true });
  // The site's footer links the events page of every version.
  for (const version of ['4.1', '4.0']) {
    mkdirSync(path.join(content, 'docs', version, 'api'), { recursive: true });
    writeFileSync(
      path.join(content, 'docs', version, 'api/events.md'),
      `# Events\n\nWhat the player tells you in ${version}.\n`,
    );
  }
  writeFileSync(
    path.join(content, 'docs/4.1/api/functions/player.md'),
    '---\ntitle: Player\n---\n\nFunctions that control playback.\n\n## `play()`\n\nStarts playing.\n\nSetext heading\n--------------\n\nText.\n',
  );
  writeFileSync(path.join(content, 'versions.json'), JSON.stringify({ versions: ['4.1', '4.0'] }));
  writeFileSync(path.join(content, 'api-packages.json'), JSON.stringify({ '4.1': 'rntp-4.1', '4.0': 'rntp-4.0' }));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a script in the scratch copy with the parse counter loaded. */
async function run(args: string[], log: string) {
  const result = await runInSite(site, args, {
    CONTENT_LOCAL_DIR: content,
    PARSE_LOG: log,
    NODE_OPTIONS: `--import=${path.join(repo, 'test/fixtures/parse-counter/count-parses.mjs')}`,
  });
  expect(result.status, result.output).toBe(0);
}

/** Makes every file the site serves besides its pages, and writes the latest version's search data to `to`. */
const MAKE_SITE_FILES = (to: string) => `
  const files = await import('./lib/docs/site-files.ts');
  const { docsModel } = await import('./lib/docs/doc-index.ts');
  for (const file of files.rawFiles()) file.make();
  for (const version of docsModel.versions) files.searchDataOf(version);
  (await import('node:fs')).writeFileSync(${JSON.stringify(to)}, JSON.stringify(files.searchDataOf(docsModel.latest)));
`;

it('parses every doc once in the content steps and in making the site files, and nothing else', async () => {
  const log = path.join(scratch, 'parses.log');
  writeFileSync(log, '');
  await run(['scripts/build.ts', '--content-only'], log);
  const searchFile = path.join(scratch, 'search-4.1.json');
  await run(['--input-type=module', '--eval', MAKE_SITE_FILES(searchFile)], log);

  const docs = readdirSync(path.join(content, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) =>
      createHash('sha1')
        .update(readFileSync(path.join(content, 'docs', f), 'utf8'))
        .digest('hex'),
    );
  // One line per parse: the hash of the text, then the command that parsed it.
  const lines = readFileSync(log, 'utf8').trim().split('\n');
  const parses = lines.map((line) => line.split(' ')[0]);
  expect(docs).toHaveLength(7);
  for (const doc of docs)
    expect(
      lines.filter((line) => line.startsWith(doc)),
      lines.join('\n'),
    ).toHaveLength(1);
  expect(parses).toHaveLength(docs.length);

  // What the site derived from those trees: the setext heading is a section of the search data.
  const search = JSON.parse(readFileSync(searchFile, 'utf8')) as {
    sections: { url: string }[];
  };
  expect(search.sections.map((s) => s.url)).toContain('/docs/api/functions/player#setext-heading');
});
