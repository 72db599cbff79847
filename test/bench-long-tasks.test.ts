import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  analyseTrace,
  attributeTasks,
  chunkOrigins,
  clientModules,
  describeChunk,
  longTasks,
  longTasksTable,
  mainThread,
  moduleAt,
  profileSamples,
} from '../bench/long-tasks.mjs';
import { longTasksByOrigin } from '../bench/pages.mjs';

const PAGE = 'http://127.0.0.1:4000/docs/api/functions/player';
const chunk = (file: string) => `http://127.0.0.1:4000/_next/static/chunks/${file}`;
const MAIN = { pid: 7, tid: 1 };

/** A renderer main thread, another renderer's, one long and one short task, and V8's profile of the main thread. */
function trace() {
  const ms = 1000;
  return [
    { ph: 'M', name: 'thread_name', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
    { ph: 'M', name: 'thread_name', pid: 9, tid: 1, args: { name: 'CrRendererMain' } },
    { ph: 'X', name: 'ParseHTML', pid: 7, tid: 1, ts: 1_000 * ms, dur: 5 * ms, args: { beginData: { url: PAGE } } },
    { ph: 'R', name: 'navigationStart', pid: 7, tid: 1, ts: 1_000 * ms },
    // The other renderer is busier, but did not load the page.
    { ph: 'X', name: 'RunTask', pid: 9, tid: 1, ts: 1_000 * ms, dur: 900 * ms },
    // Hydration: 120 ms, React's chunk at the top of every sample, our sidebar's chunk under it for 3 of 4.
    { ph: 'X', name: 'RunTask', pid: 7, tid: 1, ts: 1_200 * ms, dur: 120 * ms },
    // 30 ms: not a long task.
    { ph: 'X', name: 'RunTask', pid: 7, tid: 1, ts: 1_400 * ms, dur: 30 * ms },
    // Garbage collection, 80 ms, no script on the stack.
    { ph: 'X', name: 'RunTask', pid: 7, tid: 1, ts: 1_500 * ms, dur: 80 * ms },
    { ph: 'P', name: 'Profile', pid: 7, tid: 1, id: '0x1', ts: 1_000 * ms, args: { data: { startTime: 1_200 * ms } } },
    {
      ph: 'P',
      name: 'ProfileChunk',
      pid: 7,
      tid: 2,
      id: '0x1',
      ts: 1_300 * ms,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { url: '', functionName: '(root)' } },
              { id: 2, parent: 1, callFrame: { url: chunk('react.js'), functionName: 'performWorkOnRoot' } },
              { id: 3, parent: 2, callFrame: { url: chunk('sidebar.js'), functionName: 'DocsSidebar' } },
              { id: 4, parent: 3, callFrame: { url: chunk('react.js'), functionName: 'jsx' } },
              { id: 5, parent: 1, callFrame: { url: '', functionName: '(garbage collector)' } },
            ],
            samples: [4, 4, 4, 2, 5, 5],
          },
          // 10, 40, 70, 100 ms into the hydration task; then 310 and 340 ms, inside the GC task.
          timeDeltas: [10 * ms, 30 * ms, 30 * ms, 30 * ms, 210 * ms, 30 * ms],
        },
      },
    },
  ];
}

const CHUNKS = new Map([
  ['react.js', { file: 'react.js', origin: 'framework', modules: [], exports: [] }],
  [
    'sidebar.js',
    { file: 'sidebar.js', origin: 'ours', modules: ['components/docs/docs-sidebar.tsx'], exports: ['DocsSidebar'] },
  ],
]);

describe('the main thread and its long tasks', () => {
  it('takes the renderer main thread that parsed the page, not the busiest one', () => {
    expect(mainThread(trace(), PAGE)).toEqual(MAIN);
  });

  it('falls back on the busiest renderer main thread when none parsed the page', () => {
    expect(mainThread(trace(), 'http://elsewhere/')).toEqual({ pid: 9, tid: 1 });
  });

  it('names the trace that has no renderer main thread', () => {
    expect(() => mainThread([], PAGE)).toThrow(/no renderer main thread/);
  });

  it('keeps the tasks over 50 ms of that thread only', () => {
    expect(longTasks(trace(), MAIN).map((t: { durationMs: number }) => t.durationMs)).toEqual([120, 80]);
  });
});

describe('the samples of the profile', () => {
  it('puts each sample at its time with its stack, innermost frame first', () => {
    const samples = profileSamples(trace(), MAIN);
    expect(samples.map((s: { ts: number }) => s.ts / 1000)).toEqual([1210, 1240, 1270, 1300, 1510, 1540]);
    expect(samples[0]?.stack.map((f: { name: string }) => f.name)).toEqual([
      'jsx',
      'DocsSidebar',
      'performWorkOnRoot',
      '(root)',
    ]);
  });
});

describe('the origin of each long task', () => {
  const analysed = analyseTrace(trace(), CHUNKS, PAGE);

  it('calls a task ours when our chunk is on the stack for most of it, though React is at the top', () => {
    const [hydration] = analysed.tasks;
    expect(hydration).toMatchObject({ startMs: 200, durationMs: 120, origin: 'ours', samples: 4 });
    expect(hydration?.selfMsByOrigin).toEqual({ framework: 120 });
    expect(hydration?.oursOnStackMs).toEqual({ 'sidebar.js': 90 });
  });

  it('gives the browser a task with no script on its stacks', () => {
    expect(analysed.tasks[1]).toMatchObject({ durationMs: 80, origin: 'browser' });
  });

  it('sums the blocking time past 50 ms and counts the long tasks of ours', () => {
    expect(analysed.blockingMs).toBe(70 + 30);
    expect(analysed.oursOver50).toBe(1);
  });

  it('calls a task the framework’s when our code is on the stack for less than half of it', () => {
    const samples = [
      { ts: 10, stack: [{ url: chunk('react.js'), name: 'workLoop' }] },
      {
        ts: 20,
        stack: [
          { url: '', name: 'insertBefore' },
          { url: chunk('react.js'), name: 'commitRoot' },
        ],
      },
      {
        ts: 30,
        stack: [
          { url: chunk('react.js'), name: 'jsx' },
          { url: chunk('sidebar.js'), name: 'DocsSidebar' },
        ],
      },
    ];
    const [task] = attributeTasks([{ start: 0, end: 60, durationMs: 60 }], samples, CHUNKS, {
      pageUrl: PAGE,
      navigationStart: 0,
    });
    expect(task?.origin).toBe('framework');
    // The DOM call React made counts for React, not for the browser.
    expect(task?.selfMsByOrigin).toEqual({ framework: 60 });
  });

  it('lists each task of a page in the table with its origin, and says so when there is none', () => {
    const table = longTasksTable([
      { route: '/docs/x', side: 'ours', ...analysed },
      { route: '/ (bench/floor)', side: 'floor', tasks: [], blockingMs: 0 },
    ]);
    expect(table).toContain('| /docs/x | ours |  | 100 ms | 200 ms, 120 ms, ours | framework 120 | sidebar.js 90 |');
    expect(table).toContain('none over 50 ms');
  });
});

describe('what each chunk of a build is', () => {
  const manifest = (modules: Record<string, number>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/docs/page"] = ${JSON.stringify(
      {
        clientModules: Object.fromEntries(
          Object.entries(modules).map(([name, id]) => [`[project]/${name}`, { id, chunks: [], async: false }]),
        ),
      },
    )};`;

  it('reads the module ids and paths of a client reference manifest', () => {
    expect([...clientModules(manifest({ 'components/docs/docs-sidebar.tsx': 101 }))]).toEqual([
      ['101', 'components/docs/docs-sidebar.tsx'],
    ]);
  });

  it('names a chunk by the modules it defines and the names they export', () => {
    const source =
      '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,101,e=>{e.s(["DocsSidebar",0,function(){}])},202,(e,t)=>{}]);';
    const modules = new Map([
      ['101', 'components/docs/docs-sidebar.tsx'],
      ['202', 'node_modules/next/dist/client/link.js'],
    ]);
    expect(describeChunk('a.js', source, modules, false)).toMatchObject({
      file: 'a.js',
      origin: 'ours',
      modules: ['components/docs/docs-sidebar.tsx', 'node_modules/next/dist/client/link.js'],
      exports: ['DocsSidebar'],
    });
    expect(describeChunk('b.js', source.replace(',101,e=>', ',303,e=>'), modules, false).origin).toBe('framework');
  });

  it('tells which module of a chunk a profile frame ran in, by its line and column', () => {
    const source =
      'push([void 0,101,e=>{e.s(["DocsSidebar",0,function(){}])},303,e=>{\ne.s(["Caret",0,function(){}])}]);';
    const described = describeChunk('a.js', source, new Map([['101', 'components/docs/docs-sidebar.tsx']]), false);
    expect(moduleAt(described, 0, 20)).toBe('components/docs/docs-sidebar.tsx');
    expect(moduleAt(described, 1, 10)).toBe('#303 (Caret)');
    expect(moduleAt(described, 0, 2)).toBeNull();
  });

  it('takes the build manifest’s root main files and polyfills as the framework’s', () => {
    const next = mkdtempSync(path.join(tmpdir(), 'bench-long-tasks-'));
    mkdirSync(path.join(next, 'static/chunks'), { recursive: true });
    mkdirSync(path.join(next, 'server/app/docs'), { recursive: true });
    writeFileSync(
      path.join(next, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/main.js'], polyfillFiles: ['static/chunks/poly.js'] }),
    );
    writeFileSync(path.join(next, 'server/app/docs/page_client-reference-manifest.js'), manifest({ 'app/x.tsx': 5 }));
    for (const file of ['main.js', 'poly.js']) writeFileSync(path.join(next, 'static/chunks', file), '');
    writeFileSync(path.join(next, 'static/chunks/x.js'), 'push([void 0,5,e=>{}])');
    const chunks = chunkOrigins(next);
    expect(chunks.get('main.js')?.origin).toBe('framework');
    expect(chunks.get('poly.js')?.origin).toBe('framework');
    expect(chunks.get('x.js')).toMatchObject({ origin: 'ours', modules: ['app/x.tsx'] });
  });
});

describe('Lighthouse’s long tasks in the page bench, by origin', () => {
  const tasks = [
    { url: chunk('react.js'), durationMs: 180, startMs: 900 },
    { url: chunk('sidebar.js'), durationMs: 70, startMs: 1200 },
    { url: PAGE, durationMs: 60, startMs: 400 },
    { url: 'Unattributable', durationMs: 90, startMs: 300 },
  ];

  it('names each task’s script and its origin on our side', () => {
    expect(longTasksByOrigin(tasks, PAGE, CHUNKS).map((t: { origin: string }) => t.origin)).toEqual([
      'framework',
      'ours',
      'page',
      'browser',
    ]);
  });

  it('calls every script of the old site its own', () => {
    expect(longTasksByOrigin(tasks, PAGE, null).map((t: { origin: string }) => t.origin)).toEqual([
      'old site',
      'old site',
      'old site',
      'browser',
    ]);
  });
});
