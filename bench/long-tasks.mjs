/**
 * Where a page load's main-thread time goes: the long tasks (over 50 ms) of a Chrome trace taken with a phone's
 * throttling, each with its duration and the code that ran in it, by origin: the framework's chunks (Next.js's
 * runtime and React, the build's `rootMainFiles` and `polyfillFiles`), our chunks by the modules they hold (the
 * client reference manifests of `.next/`, and each module's export names read from the chunk), the page's inline
 * scripts, and the browser's own work (parsing, style, layout, garbage collection).
 *
 * Lighthouse's `long-tasks` audit names one script per task, the first it finds on the task's stacks; React's
 * hydration runs in React's chunk however much of our tree it hydrates. So the trace here carries V8's sampling
 * profile, and each task's time is split by the script at the top of each sample's stack (self time), with the
 * chunks seen anywhere on its stacks listed too: a task where React hydrates our components has their chunks on its
 * stacks. `npm run bench -- tasks` runs it on the pages the `pages` part measures and the framework floor.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** A long task, as the browser and Lighthouse count it. */
export const LONG_TASK_MS = 50;

/** Lighthouse's mobile throttling (its `devtools` figures for slow 4G, and the 4× slower CPU). */
export const MOBILE_THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
};

/** Trace categories: the main thread's tasks, and V8's sampling profile. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];

/**
 * The main thread of the page the trace loaded: the renderer main thread (`CrRendererMain`) that parsed HTML at
 * `url`'s address, or, if none says so, the one with the most task time.
 * @param {any[]} events the trace's events
 * @param {string} [url] the page loaded
 * @returns {{ pid: number, tid: number }}
 */
export function mainThread(events, url) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (mains.length === 0) throw new Error('long tasks: the trace has no renderer main thread (CrRendererMain)');
  const key = (e) => `${e.pid}:${e.tid}`;
  const isMain = new Set(mains.map(key));
  if (url) {
    const parse = events.find(
      (e) => e.name === 'ParseHTML' && isMain.has(key(e)) && String(e.args?.beginData?.url ?? '').startsWith(url),
    );
    if (parse) return { pid: parse.pid, tid: parse.tid };
  }
  const time = new Map();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X' && isMain.has(key(e))) time.set(key(e), (time.get(key(e)) ?? 0) + e.dur);
  const [best] = [...time.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('long tasks: no task ran on a renderer main thread');
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid, tid };
}

/**
 * The top-level tasks of a thread longer than `thresholdMs`, in µs of the trace's clock.
 * @param {any[]} events
 * @param {{ pid: number, tid: number }} thread
 * @param {number} [thresholdMs]
 * @returns {{ start: number, end: number, durationMs: number }[]}
 */
export function longTasks(events, thread, thresholdMs = LONG_TASK_MS) {
  return events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.dur / 1000 > thresholdMs,
    )
    .map((e) => ({ start: e.ts, end: e.ts + e.dur, durationMs: e.dur / 1000 }))
    .sort((a, b) => a.start - b.start);
}

/** Trace events that name what the browser did in a task, with the script or page they were for. */
const WORK =
  /^(ParseHTML|EvaluateScript|v8\.compile|v8\.compileModule|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.run|Layout|UpdateLayoutTree|Paint|PrePaint|Layerize|MajorGC|MinorGC|V8\.GC\w*|ParseAuthorStyleSheet|ScheduleStyleRecalculation|HitTest|XHRReadyStateChange|ResourceReceivedData|ResourceFinish)$/;

/**
 * What ran directly inside each task: its outermost trace events by name (a script's evaluation or compilation
 * with the script's file name), in ms, largest first. It tells a task of the browser's own work apart: parsing
 * the page's HTML, style and layout, a script's compilation.
 * @param {any[]} events
 * @param {{ pid: number, tid: number }} thread
 * @param {{ start: number, end: number }[]} tasks
 * @returns {Record<string, number>[]}
 */
export function taskContents(events, thread, tasks) {
  const inThread = events
    .filter(
      (e) => e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid && e.name !== 'RunTask' && WORK.test(e.name),
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  return tasks.map((task) => {
    /** @type {Record<string, number>} */
    const byName = {};
    let coveredUntil = -Infinity;
    for (const e of inThread) {
      if (e.ts < task.start || e.ts >= task.end || e.ts < coveredUntil) continue;
      coveredUntil = e.ts + e.dur;
      const url = e.args?.data?.url ?? e.args?.beginData?.url ?? e.args?.fileName ?? '';
      const file = url ? ` ${path.basename(safePath(url) ?? url) || url}` : '';
      const key = `${e.name}${/EvaluateScript|compile|ParseHTML/.test(e.name) ? file : ''}`;
      byName[key] = (byName[key] ?? 0) + e.dur / 1000;
    }
    return Object.fromEntries(
      Object.entries(byName)
        .filter(([, ms]) => ms >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([k, ms]) => [k, Math.round(ms)]),
    );
  });
}

/**
 * The samples of V8's profile of a thread: when, and the script of each frame of the stack, innermost first
 * (`''` for a frame of no script: the browser's own work, `(garbage collector)`, `(program)`).
 * @param {any[]} events
 * @param {{ pid: number, tid: number }} thread
 * @returns {{ ts: number, stack: { url: string, name: string }[] }[]}
 */
export function profileSamples(events, thread) {
  /** @type {Map<string, { start: number, nodes: Map<number, { url: string, name: string, line: number, column: number, parent?: number }>, samples: number[], deltas: number[] }>} */
  const profiles = new Map();
  const profileOf = (id, start = 0) => {
    let p = profiles.get(id);
    if (!p) profiles.set(id, (p = { start, nodes: new Map(), samples: [], deltas: [] }));
    return p;
  };
  for (const e of events) {
    if (e.pid !== thread.pid) continue;
    if (e.name === 'Profile' && e.tid === thread.tid)
      profileOf(e.id, e.args?.data?.startTime ?? e.ts).start = e.args?.data?.startTime ?? e.ts;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data ?? {};
    const p = profileOf(e.id);
    for (const node of data.cpuProfile?.nodes ?? [])
      p.nodes.set(node.id, {
        url: node.callFrame?.url ?? '',
        name: node.callFrame?.functionName || '(anonymous)',
        line: node.callFrame?.lineNumber ?? 0,
        column: node.callFrame?.columnNumber ?? 0,
        parent: node.parent,
      });
    p.samples.push(...(data.cpuProfile?.samples ?? []));
    p.deltas.push(...(data.timeDeltas ?? []));
  }
  const out = [];
  for (const p of profiles.values()) {
    if (p.samples.length === 0) continue;
    // A profile of another thread of the process has no Profile event on this one: skip it.
    if (!p.start) continue;
    let ts = p.start;
    p.samples.forEach((id, i) => {
      ts += p.deltas[i] ?? 0;
      const stack = [];
      for (let node = p.nodes.get(id); node; node = node.parent === undefined ? undefined : p.nodes.get(node.parent))
        stack.push({ url: node.url, name: node.name, line: node.line, column: node.column });
      out.push({ ts, stack });
    });
  }
  return out.sort((a, b) => a.ts - b.ts);
}

/**
 * What each of the build's client chunks is: the framework's (Next.js's runtime and React: the build manifest's
 * root main files and polyfills), or ours, named by the client modules it holds.
 * @param {string} nextDir the build's `.next` folder
 * @returns {Map<string, ReturnType<typeof describeChunk>>} by file name
 */
export function chunkOrigins(nextDir) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const framework = new Set(
    [...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])].map((f) => path.basename(f)),
  );
  /** Module id → its path, from every client reference manifest of the build. */
  const modules = new Map();
  const appDir = path.join(nextDir, 'server', 'app');
  if (existsSync(appDir))
    for (const file of readdirSync(appDir, { recursive: true }).map(String)) {
      if (!file.endsWith('_client-reference-manifest.js')) continue;
      for (const [id, name] of clientModules(readFileSync(path.join(appDir, file), 'utf8'))) modules.set(id, name);
    }
  const chunksDir = path.join(nextDir, 'static', 'chunks');
  const result = new Map();
  for (const file of readdirSync(chunksDir).filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(path.join(chunksDir, file), 'utf8');
    result.set(file, describeChunk(file, source, modules, framework.has(file)));
  }
  return result;
}

/**
 * The client modules of a client reference manifest (`.next/server/app/…_client-reference-manifest.js`):
 * module id → its path in the project.
 * @param {string} source the manifest's text
 * @returns {Map<string, string>}
 */
export function clientModules(source) {
  const json = source.slice(source.indexOf('= {') + 2).replace(/;\s*$/, '');
  const out = new Map();
  let parsed;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new Error(`long tasks: a client reference manifest is not the expected \`… = {json}\`: ${error}`);
  }
  for (const [name, entry] of Object.entries(parsed.clientModules ?? {}))
    out.set(String(entry.id), name.replace(/^\[project\]\//, '').replace(/ <.*$/, ''));
  return out;
}

/**
 * One chunk: the module ids it defines (Turbopack's `push([script, id, factory, id, factory…])`: an id follows the
 * script (`…currentScript:void 0,`) or the previous factory's `}`, not an export's `"name",0,function`), their paths where
 * a client reference manifest names them, and the names its modules export (`e.s(["Name", …])`).
 * @param {string} file
 * @param {string} source
 * @param {Map<string, string>} modules module id → path
 * @param {boolean} isFramework the build manifest lists it as Next.js's own
 */
export function describeChunk(file, source, modules, isFramework) {
  const ids = [...source.matchAll(/(?:void 0|\}),(\d+),(?:\(?[\w$,]*\)?=>|function)/g)].map((m) => m[1] ?? '');
  const named = /** @type {string[]} */ ([...new Set(ids.map((id) => modules.get(id)).filter(Boolean))]);
  const exports = [
    ...new Set(
      [...source.matchAll(/\.s\(\[((?:"[\w$]+",\d+,[^\]]*?)+)\]/g)].flatMap((m) =>
        [...(m[1] ?? '').matchAll(/"([\w$]+)",\d/g)].map((n) => n[1] ?? ''),
      ),
    ),
  ].filter((name) => name !== 'default');
  const ours = named.filter((m) => !m.startsWith('node_modules/'));
  const origin = isFramework
    ? 'framework'
    : ours.length > 0
      ? 'ours'
      : named.length > 0 && named.every((m) => /^node_modules\/(next|react|react-dom|scheduler)\//.test(m))
        ? 'framework'
        : ours.length === 0 && named.length > 0
          ? 'library'
          : 'ours';
  // Where each module's factory starts, to tell which module a profile's frame (line, column) is in.
  /** @type {{ offset: number, module: string }[]} */
  const starts = [];
  for (const m of source.matchAll(/(?:void 0|\}),(\d+),(?:\(?[\w$,]*\)?=>|function)/g)) {
    const id = m[1] ?? '';
    const offset = m.index ?? 0;
    const nextExports = /\.s\(\[((?:"[\w$]+",\d+,[^\]]*?)+)\]/.exec(source.slice(offset, offset + 4000));
    const name = [...(nextExports?.[1] ?? '').matchAll(/"([\w$]+)",\d/g)]
      .map((n) => n[1])
      .filter((n) => n !== 'default');
    starts.push({
      offset,
      module: modules.get(id) ?? `#${id}${name.length ? ` (${name.slice(0, 3).join(', ')})` : ''}`,
    });
  }
  /** @type {number[]} */
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return { file, origin, modules: named, exports, starts, lineStarts };
}

/**
 * The module of a chunk a profile frame ran in (0-based line and column, as V8's profile gives them): the client
 * module's path where a manifest names it, else `#id` and the names it exports; null outside every module.
 * @param {{ starts?: { offset: number, module: string }[], lineStarts?: number[] }} chunk
 * @param {number} line
 * @param {number} column
 */
export function moduleAt(chunk, line, column) {
  const offset = (chunk.lineStarts?.[line] ?? 0) + column;
  let found = null;
  for (const s of chunk.starts ?? []) {
    if (s.offset > offset) break;
    found = s.module;
  }
  return found;
}

/** Where a script address comes from: a chunk of the build, the page itself (inline scripts), or the browser. */
export function scriptOrigin(url, pageUrl, chunks) {
  if (!url) return { origin: 'browser', label: 'browser (parse, style, layout, GC)' };
  const pathname = safePath(url);
  const file = pathname ? path.basename(pathname) : '';
  const chunk = chunks.get(file);
  if (chunk) return { origin: chunk.origin, label: file };
  if (pageUrl && safePath(pageUrl) === pathname) return { origin: 'page', label: 'inline scripts' };
  return { origin: 'other', label: url };
}

function safePath(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/**
 * Each long task with its time split by origin: self time by the script at the top of each sample's stack, and
 * the chunks of ours found anywhere on its stacks (code of ours that ran, or that React called into, in the task).
 * @param {{ start: number, end: number, durationMs: number }[]} tasks
 * @param {{ ts: number, stack: { url: string, name?: string, line?: number, column?: number }[] }[]} samples
 * @param {Map<string, any>} chunks
 * @param {{ pageUrl: string, navigationStart: number }} page
 */
export function attributeTasks(tasks, samples, chunks, { pageUrl, navigationStart }) {
  return tasks.map((task) => {
    const inside = samples.filter((s) => s.ts >= task.start && s.ts < task.end);
    /** @type {Record<string, number>} */
    const selfByOrigin = {};
    /** @type {Record<string, number>} */
    const selfByScript = {};
    /** @type {Map<string, number>} */
    const ourChunksOnStack = new Map();
    for (const sample of inside) {
      // A native function (a DOM call, JSON.parse) counts for the script that called it; the browser's own work
      // (`(garbage collector)`, `(program)`) for the browser even under a script.
      const own = (sample.stack[0]?.name ?? '(program)').startsWith('(');
      const leaf = own ? { url: '' } : (sample.stack.find((f) => f.url) ?? { url: '' });
      const { origin, label } = scriptOrigin(leaf.url, pageUrl, chunks);
      selfByOrigin[origin] = (selfByOrigin[origin] ?? 0) + 1;
      selfByScript[label] = (selfByScript[label] ?? 0) + 1;
      const seen = new Set();
      for (const frame of sample.stack) {
        const o = scriptOrigin(frame.url, pageUrl, chunks);
        if (o.origin !== 'ours') continue;
        // By module where the chunk tells its modules apart: a chunk of ours may hold Next.js's client components too.
        const chunk = chunks.get(o.label);
        const where = (chunk && moduleAt(chunk, frame.line ?? 0, frame.column ?? 0)) ?? o.label;
        if (where.startsWith('node_modules/')) continue;
        if (!seen.has(where)) {
          seen.add(where);
          ourChunksOnStack.set(where, (ourChunksOnStack.get(where) ?? 0) + 1);
        }
      }
    }
    const share = (counts) =>
      Object.fromEntries(
        Object.entries(counts)
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => [k, Math.round((n / Math.max(1, inside.length)) * task.durationMs)]),
      );
    return {
      startMs: Math.round((task.start - navigationStart) / 1000),
      durationMs: Math.round(task.durationMs),
      samples: inside.length,
      selfMsByOrigin: share(selfByOrigin),
      selfMsByScript: share(selfByScript),
      /** Ms of the task (by samples) with a chunk of ours anywhere on the stack. */
      oursOnStackMs: share(Object.fromEntries(ourChunksOnStack)),
      /** The task's origin: ours when our code is on the stack for most of it, else where most self time went. */
      origin: dominantOrigin(selfByOrigin, ourChunksOnStack, inside.length),
    };
  });
}

function dominantOrigin(selfByOrigin, ourOnStack, total) {
  const onStack = Math.max(0, ...ourOnStack.values());
  if (total > 0 && onStack / total >= 0.5) return 'ours';
  const [best] = Object.entries(selfByOrigin).sort((a, b) => b[1] - a[1]);
  return best ? best[0] : 'unknown';
}

/** The trace's navigation start on the main thread (µs), or its first task's. */
export function navigationStart(events, thread) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid);
  if (nav) return nav.ts;
  const first = events.find((e) => e.name === 'RunTask' && e.pid === thread.pid && e.tid === thread.tid);
  return first?.ts ?? 0;
}

/**
 * The long tasks of one traced load, attributed.
 * @param {any[]} events
 * @param {Map<string, any>} chunks
 * @param {string} pageUrl
 */
export function analyseTrace(events, chunks, pageUrl) {
  const thread = mainThread(events, pageUrl);
  const start = navigationStart(events, thread);
  const tasks = longTasks(events, thread).filter((t) => t.start >= start);
  const contents = taskContents(events, thread, tasks);
  const attributed = attributeTasks(tasks, profileSamples(events, thread), chunks, {
    pageUrl,
    navigationStart: start,
  }).map((task, i) => ({ ...task, contents: contents[i] }));
  return {
    tasks: attributed,
    /** Lighthouse's TBT counts each task's time past 50 ms; here over the whole traced load. */
    blockingMs: Math.round(attributed.reduce((sum, t) => sum + Math.max(0, t.durationMs - LONG_TASK_MS), 0)),
    oursOver50: attributed.filter((t) => t.origin === 'ours').length,
  };
}

/** A markdown table of the long tasks of each page and side. */
export function longTasksTable(rows) {
  const lines = [
    '| page | side | TBT (Lighthouse) | blocking in trace | long task: start, duration, origin | self time by origin | ours on the stack | what ran in it |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const fmt = (o) =>
    Object.entries(o ?? {})
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  for (const r of rows) {
    if (r.tasks.length === 0)
      lines.push(`| ${r.route} | ${r.side} | ${r.tbtMs ?? ''} | ${r.blockingMs} ms | none over 50 ms | | | |`);
    for (const [i, t] of r.tasks.entries())
      lines.push(
        `| ${i === 0 ? r.route : ''} | ${i === 0 ? r.side : ''} | ${i === 0 ? (r.tbtMs ?? '') : ''} | ${i === 0 ? `${r.blockingMs} ms` : ''} | ${t.startMs} ms, ${t.durationMs} ms, ${t.origin} | ${fmt(t.selfMsByOrigin)} | ${fmt(t.oursOnStackMs)} | ${fmt(t.contents)} |`,
      );
  }
  return lines.join('\n');
}

/** The chunks the long tasks name, with their origin and the modules and exports that tell what they are. */
export function chunksTable(rows, chunks) {
  const named = new Set();
  for (const r of rows)
    for (const t of r.tasks)
      for (const o of [t.selfMsByScript, t.oursOnStackMs]) for (const k of Object.keys(o ?? {})) named.add(k);
  const lines = ['| chunk | origin | client modules | exports |', '| --- | --- | --- | --- |'];
  for (const file of [...named].sort()) {
    const c = chunks.get(file);
    if (c) lines.push(`| ${file} | ${c.origin} | ${c.modules.join(', ')} | ${c.exports.slice(0, 12).join(', ')} |`);
  }
  return lines.join('\n');
}
