import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HANDOFF_ENV, startContentBuild, startPageBuild, startPrepareSteps, whenApiReady } from './build-handoff';

// The child runs in one process with tsx's loader (tsx's CLI would put a second process in between).
const tsx = ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href];
const handoff = path.resolve(import.meta.dirname, 'build-handoff.ts');
const contentBuilt = path.resolve(import.meta.dirname, '../../lib/docs/content-built.ts');

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A stand-in for the content build: asks for the "API data" (a file) through
 * the handoff, and records what it read, or the error, in result.txt.
 * LOAD_TWICE registers like a config evaluated twice would.
 */
function child(): { script: string; data: string; result: string } {
  dir = mkdtempSync(path.join(os.tmpdir(), 'build-handoff-'));
  const data = path.join(dir, 'api.json');
  const result = path.join(dir, 'result.txt');
  const script = path.join(dir, 'child.mts');
  writeFileSync(data, 'stale');
  writeFileSync(
    script,
    [
      `import { readFileSync, writeFileSync } from 'node:fs';`,
      `import { whenApiReady } from ${JSON.stringify(handoff)};`,
      `const read = () => readFileSync(${JSON.stringify(data)}, 'utf8');`,
      `const loads = process.env.LOAD_TWICE ? [whenApiReady(read), whenApiReady(read)] : [whenApiReady(read)];`,
      `Promise.all(loads).then(`,
      `  (values) => writeFileSync(${JSON.stringify(result)}, values.join(',')),`,
      `  (error) => { writeFileSync(${JSON.stringify(result)}, 'error: ' + error.message); process.exitCode = 3; },`,
      `);`,
    ].join('\n'),
  );
  return { script, data, result };
}

describe('the API handoff between scripts/prepare.ts and the content build', () => {
  it('the content build reads the API data only after the API step says it is written', async () => {
    const { script, data, result } = child();
    const build = startContentBuild(process.execPath, [...tsx, script]);
    // The child loads and asks first; the data on disk is still stale meanwhile.
    await new Promise<void>((resolve) => build.child.once('message', () => resolve()));
    writeFileSync(data, 'fresh');
    build.apiReady();
    expect(await build.exited).toBe(0);
    expect(readFileSync(result, 'utf8')).toBe('fresh');
  });

  it('an API step that finishes before the content build asks is not missed', async () => {
    const { script, data, result } = child();
    const build = startContentBuild(process.execPath, [...tsx, script]);
    writeFileSync(data, 'fresh');
    build.apiReady();
    expect(await build.exited).toBe(0);
    expect(readFileSync(result, 'utf8')).toBe('fresh');
  });

  it('a config loaded twice waits once and both loads get the data', async () => {
    const { script, data, result } = child();
    process.env.LOAD_TWICE = '1';
    try {
      const build = startContentBuild(process.execPath, [...tsx, script]);
      writeFileSync(data, 'fresh');
      build.apiReady();
      expect(await build.exited).toBe(0);
    } finally {
      delete process.env.LOAD_TWICE;
    }
    expect(readFileSync(result, 'utf8')).toBe('fresh,fresh');
  });

  it('the content build fails, naming the step, when prepare.ts stops before the data is written', async () => {
    const { script, result } = child();
    const build = startContentBuild(process.execPath, [...tsx, script]);
    await new Promise<void>((resolve) => build.child.once('message', () => resolve()));
    build.child.disconnect();
    expect(await build.exited).toBe(3);
    expect(readFileSync(result, 'utf8')).toMatch(/^error: The build stopped before it wrote the API data/);
  });

  it('run on its own (no handoff), the content build reads the data at once', () => {
    const { script, data, result } = child();
    writeFileSync(data, 'on disk');
    const run = spawnSync(process.execPath, [...tsx, script], { env: { ...process.env, [HANDOFF_ENV]: '' } });
    expect(run.status).toBe(0);
    expect(readFileSync(result, 'utf8')).toBe('on disk');
    // And in this process, which has no parent channel: the value itself, not a promise.
    expect(whenApiReady(() => 42)).toBe(42);
  });
});

/**
 * A stand-in for `next build`: waits for the content build as its page workers
 * do, says so (waiting.txt) once it has looked at the marker as it found it,
 * and records what it read from the "docs" (a file), or the error, in result.txt.
 */
function pageChild(): { script: string; docs: string; result: string; waiting: string; marker: string } {
  dir = mkdtempSync(path.join(os.tmpdir(), 'build-handoff-'));
  const docs = path.join(dir, 'docs.json');
  const result = path.join(dir, 'result.txt');
  const waiting = path.join(dir, 'waiting.txt');
  const script = path.join(dir, 'pages.mts');
  writeFileSync(
    script,
    [
      `import { readFileSync, writeFileSync } from 'node:fs';`,
      `import { CONTENT_BUILT_ENV, whenContentBuilt } from ${JSON.stringify(contentBuilt)};`,
      `whenContentBuilt(process.env[CONTENT_BUILT_ENV]).then(`,
      `  () => writeFileSync(${JSON.stringify(result)}, readFileSync(${JSON.stringify(docs)}, 'utf8')),`,
      `  (error) => { writeFileSync(${JSON.stringify(result)}, 'error: ' + error.message); process.exitCode = 4; },`,
      `);`,
      // After the wait has looked at the marker as it is now and anything that started has run.
      `setImmediate(() => writeFileSync(${JSON.stringify(waiting)}, 'yes'));`,
    ].join('\n'),
  );
  return { script, docs, result, waiting, marker: path.join(dir, 'content-built') };
}

/** Resolves once `file` exists. */
function untilFile(file: string): Promise<void> {
  return new Promise((resolve) => {
    const found = () => {
      if (!existsSync(file)) return;
      watcher.close();
      resolve();
    };
    const watcher = watch(path.dirname(file), found);
    found();
  });
}

describe('the page build beside the content build', () => {
  /** Starts the page build, checks that it has not rendered once it waits, then lets it go on. */
  async function waitsThenRenders(before?: (files: { docs: string; marker: string }) => void) {
    const { script, docs, result, waiting, marker } = pageChild();
    before?.({ docs, marker });
    const pages = startPageBuild(process.execPath, [...tsx, script], marker);
    await untilFile(waiting);
    expect(existsSync(result)).toBe(false);
    writeFileSync(docs, 'all docs');
    pages.contentBuilt(0);
    expect(await pages.exited).toBe(0);
    expect(readFileSync(result, 'utf8')).toBe('all docs');
  }

  it('renders pages only after the content build says it is done', async () => {
    await waitsThenRenders();
  });

  it('does not trust a marker left by an earlier build', async () => {
    await waitsThenRenders(({ docs, marker }) => {
      writeFileSync(marker, 'ok');
      writeFileSync(docs, 'half written');
    });
  });

  it('a failed content build stops the page build, and no page renders', async () => {
    const { script, result, waiting, marker } = pageChild();
    const pages = startPageBuild(process.execPath, [...tsx, script], marker);
    await untilFile(waiting);
    pages.contentBuilt(2);
    expect(await pages.exited).not.toBe(0);
    // Killed, or (had it read the marker first) failed naming the content build.
    if (existsSync(result))
      expect(readFileSync(result, 'utf8')).toBe(
        'error: The content build failed, so no page can render: contentlayer2 exited with code 2.',
      );
    expect(readFileSync(marker, 'utf8')).toBe('contentlayer2 exited with code 2');
  });
});

/**
 * A stand-in for scripts/prepare.ts: passes (or fails) its "check", then writes its "API data" when the test
 * says so (any message over the channel).
 */
function prepareChild(passes: boolean): { script: string; apiWritten: string } {
  dir = mkdtempSync(path.join(os.tmpdir(), 'build-handoff-'));
  const apiWritten = path.join(dir, 'api.json');
  const script = path.join(dir, 'prepare.mts');
  writeFileSync(
    script,
    [
      `import { writeFileSync } from 'node:fs';`,
      `import { reportChecked } from ${JSON.stringify(handoff)};`,
      passes ? `reportChecked();` : `process.exit(1);`,
      `process.once('message', () => { writeFileSync(${JSON.stringify(apiWritten)}, '{}'); process.disconnect(); });`,
    ].join('\n'),
  );
  return { script, apiWritten };
}

describe('the content check and API data in a process of their own', () => {
  it('say when the check has passed, before the API data is done', async () => {
    const { script, apiWritten } = prepareChild(true);
    const steps = startPrepareSteps(process.execPath, [...tsx, script]);
    expect(await steps.checked).toBe(true);
    expect(existsSync(apiWritten)).toBe(false);
    steps.child.send({ type: 'write-the-api-data' });
    expect(await steps.exited).toBe(0);
    expect(existsSync(apiWritten)).toBe(true);
  });

  it('a failed check is no pass, and its exit code is kept', async () => {
    const { script } = prepareChild(false);
    const steps = startPrepareSteps(process.execPath, [...tsx, script]);
    expect(await steps.checked).toBe(false);
    expect(await steps.exited).toBe(1);
  });
});
