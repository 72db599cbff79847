'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  appendEntry,
  clock,
  errorMessage,
  eventMemberName,
  formatValue,
  type LogEntry,
  type NewLogEntry,
} from '@/lib/player/event-log';
import { nativeConstantName, stepArguments, type ExampleStep } from '@/lib/player/example-steps';
import { onAnyEvent } from './react-native-web';
import { missingTrack, playgroundTracks, type PlayerSession } from './player-session';
import type { KitTrack } from './player-kits';
import './player.css';

/** Where the page's Run buttons hand their examples to the panel (components/player/mount-player.tsx). */
export interface ExampleRuns {
  /** Starts taking examples; returns the function that stops. */
  listen: (run: (steps: ExampleStep[]) => Promise<void>) => () => void;
}

/** What the panel shows of the player, read from it after every event and four times a second. */
interface Snapshot {
  state: string;
  stateError: string | undefined;
  queue: KitTrack[];
  activeIndex: number | undefined;
  activeTrack: KitTrack | undefined;
  position: number | undefined;
  duration: number | undefined;
  repeatMode: unknown;
}

const EMPTY: Snapshot = {
  state: 'none',
  stateError: undefined,
  queue: [],
  activeIndex: undefined,
  activeTrack: undefined,
  position: undefined,
  duration: undefined,
  repeatMode: undefined,
};

const REFRESH_MS = 250;

/** A getter's value, or undefined when it throws (most do before setupPlayer()). */
async function read<T>(get: () => unknown): Promise<T | undefined> {
  try {
    return (await get()) as T;
  } catch {
    return undefined;
  }
}

const titleOf = (track: KitTrack | undefined) => (track ? String(track.title ?? track.url) : 'none');

/**
 * The "Try it" panel: a version's own web player with the site's test tones, its state, its queue, buttons for
 * the calls the pages document, and a log of every event (by its `Event` member) and every call.
 */
export function PlayerPanel({ session, examples }: { session: PlayerSession; examples?: ExampleRuns }) {
  const { kit, version } = session;
  const { player } = kit;
  const [snapshot, setSnapshot] = useState<Snapshot>(EMPTY);
  const [log, setLog] = useState<LogEntry[]>(() => [
    session.setupError
      ? { kind: 'error', id: 0, call: 'setupPlayer()', message: session.setupError }
      : { kind: 'call', id: 0, call: 'setupPlayer()', result: `ready after ${Math.round(session.readyAfterMs)} ms` },
  ]);
  const nextId = useRef(1);
  const [seekTo, setSeekTo] = useState('1');
  const [tracks] = useState(() => [...playgroundTracks(), missingTrack()]);
  const [toAdd, setToAdd] = useState('0');
  const ids = useId();

  const push = useCallback((entry: NewLogEntry) => {
    const id = nextId.current++;
    setLog((current) => appendEntry(current, { ...entry, id }));
  }, []);

  const refresh = useCallback(async () => {
    const state = await read<{ state?: string; error?: unknown }>(() => player.getPlaybackState());
    const progress = await read<{ position?: number; duration?: number }>(() => player.getProgress());
    setSnapshot({
      state: state?.state ?? 'none',
      stateError: state?.error === undefined ? undefined : errorMessage(state.error),
      queue: [...((await read<KitTrack[]>(() => player.getQueue())) ?? [])],
      activeIndex: await read<number>(() => player.getActiveTrackIndex()),
      activeTrack: await read<KitTrack>(() => player.getActiveTrack()),
      position: progress?.position,
      duration: progress?.duration || undefined,
      repeatMode: await read(() => player.getRepeatMode()),
    });
  }, [player]);

  useEffect(() => {
    const unsubscribe = onAnyEvent((name, payload) => {
      push({ kind: 'event', name: eventMemberName(kit.Event, name), payload: formatValue(payload) });
      void refresh();
    });
    // Failures inside the module's own event handlers (a track's end moving on) reach no caller: show them here.
    const onRejection = (event: PromiseRejectionEvent) => {
      push({ kind: 'error', call: 'player (unhandled)', message: errorMessage(event.reason) });
      event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    const first = window.setTimeout(() => void refresh(), 0);
    const timer = window.setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      unsubscribe();
      window.removeEventListener('unhandledrejection', onRejection);
      window.clearTimeout(first);
      window.clearInterval(timer);
      // Leaving the page leaves no sound behind.
      try {
        void Promise.resolve(player.pause()).catch(() => undefined);
      } catch {
        // Not set up: nothing plays.
      }
    };
  }, [kit, player, push, refresh]);

  /** Runs a call, logging what it resolved with or the message it threw or rejected with. */
  const run = useCallback(
    async (call: string, invoke: () => unknown) => {
      try {
        const result = await invoke();
        push({ kind: 'call', call, result: formatValue(result) });
      } catch (error) {
        push({ kind: 'error', call, message: errorMessage(error) });
      }
      void refresh();
    },
    [push, refresh],
  );

  /**
   * A page's example, call by call through the library's own functions (as an app calls them), each logged with
   * its result; the first that throws or rejects ends the run, as it would end the example, with its message.
   */
  const runExample = useCallback(
    async (steps: ExampleStep[]) => {
      const toneUrls = playgroundTracks().map((t) => t.url);
      const constants: Record<string, unknown> =
        typeof (player as { getConstants?: unknown }).getConstants === 'function'
          ? (player as unknown as { getConstants: () => Record<string, unknown> }).getConstants()
          : (player as unknown as Record<string, unknown>);
      const enumValue = (name: string, member: string) =>
        name === 'State'
          ? kit.State[member]
          : name === 'Event'
            ? kit.Event[member]
            : constants[nativeConstantName(name, member)];
      push({ kind: 'call', call: 'Run example', result: `${steps.length} ${steps.length === 1 ? 'call' : 'calls'}` });
      for (const step of steps) {
        const { args, replaced } = stepArguments(step, { enumValue, toneUrls });
        const call = `TrackPlayer.${step.call}(${args.map((a) => formatValue(a)).join(', ')})`;
        const label = replaced ? `${call} (URLs → test tones)` : call;
        const fn = kit.library[step.call] as ((...a: unknown[]) => unknown) | undefined;
        try {
          if (!fn) throw new Error(`TrackPlayer.${step.call} is not a function of this version`);
          push({ kind: 'call', call: label, result: formatValue(await fn(...args)) });
        } catch (error) {
          push({ kind: 'error', call: label, message: errorMessage(error) });
          break;
        } finally {
          void refresh();
        }
      }
    },
    [kit, player, push, refresh],
  );

  useEffect(() => examples?.listen(runExample), [examples, runExample]);

  const repeatModes = Object.entries(kit.RepeatMode).filter(([name]) => Number.isNaN(Number(name)));
  const repeatName =
    repeatModes.find(([, value]) => value === snapshot.repeatMode)?.[0] ?? formatValue(snapshot.repeatMode);
  const selected = tracks[Number(toAdd)];
  const stateText = snapshot.stateError ? `${snapshot.state} (${snapshot.stateError})` : snapshot.state;

  return (
    <section
      className="player-panel"
      aria-label={`Web player of version ${version}`}
      data-ready={session.setupError ? 'failed' : 'ready'}
    >
      <dl className="player-status">
        <div>
          <dt>State</dt>
          <dd data-player-state={snapshot.state}>{stateText}</dd>
        </div>
        <div>
          <dt>Active track</dt>
          <dd>
            {snapshot.activeTrack
              ? `${titleOf(snapshot.activeTrack)}${snapshot.activeIndex === undefined ? '' : ` (index ${snapshot.activeIndex})`}`
              : 'none'}
          </dd>
        </div>
        <div>
          <dt>Position</dt>
          <dd>
            {clock(snapshot.position)} / {clock(snapshot.duration)}
          </dd>
        </div>
        <div>
          <dt>Repeat mode</dt>
          <dd>{repeatName}</dd>
        </div>
      </dl>

      <div className="player-controls" role="group" aria-label="Playback">
        <button type="button" onClick={() => void run('skipToPrevious()', () => player.skipToPrevious())}>
          Previous
        </button>
        <button type="button" onClick={() => void run('play()', () => player.play())}>
          Play
        </button>
        <button type="button" onClick={() => void run('pause()', () => player.pause())}>
          Pause
        </button>
        <button type="button" onClick={() => void run('skipToNext()', () => player.skipToNext())}>
          Next
        </button>
      </div>

      <div className="player-controls">
        <FieldForm
          id={`${ids}-seek`}
          label="Seek to (seconds)"
          submit="Seek"
          onSubmit={() => {
            const seconds = Number(seekTo);
            void run(`seekTo(${formatValue(seconds)})`, () => player.seekTo(seconds));
          }}
        >
          <input
            id={`${ids}-seek`}
            type="number"
            min="0"
            step="0.5"
            inputMode="decimal"
            value={seekTo}
            onChange={(event) => setSeekTo(event.target.value)}
          />
        </FieldForm>
        <div className="player-field">
          <label htmlFor={`${ids}-repeat`}>Repeat mode</label>
          <select
            id={`${ids}-repeat`}
            value={repeatName}
            onChange={(event) => {
              const entry = repeatModes.find(([name]) => name === event.target.value);
              if (entry) void run(`setRepeatMode(RepeatMode.${entry[0]})`, () => player.setRepeatMode(entry[1]));
            }}
          >
            {repeatModes.map(([name]) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="player-controls">
        <FieldForm
          id={`${ids}-add`}
          label="Track to add"
          submit="Add to queue"
          onSubmit={() => {
            if (selected)
              void run(`add([{ title: ${formatValue(selected.title)}, … }])`, () => player.add([{ ...selected }]));
          }}
        >
          <select id={`${ids}-add`} value={toAdd} onChange={(event) => setToAdd(event.target.value)}>
            {tracks.map((track, index) => (
              <option key={track.url} value={String(index)}>
                {titleOf(track)}
              </option>
            ))}
          </select>
        </FieldForm>
        <button type="button" onClick={() => void run('add([…three tones])', () => player.add(playgroundTracks()))}>
          Add all tones
        </button>
        <button type="button" onClick={() => void run('reset()', () => player.reset())}>
          Reset
        </button>
      </div>

      <p className="player-heading" id={`${ids}-queue`}>
        Queue
      </p>
      {snapshot.queue.length === 0 ? (
        <p className="player-empty">The queue is empty: add a track.</p>
      ) : (
        <ol className="player-queue" aria-labelledby={`${ids}-queue`}>
          {snapshot.queue.map((track, index) => {
            const label = `${titleOf(track)}, index ${index}`;
            const active = index === snapshot.activeIndex;
            return (
              <li key={`${index}-${track.url}`} aria-current={active ? 'true' : undefined}>
                <span className="player-queue-index" aria-hidden="true">
                  {index}
                </span>
                <span className="player-queue-title">
                  {titleOf(track)}
                  {active && <span className="player-queue-active"> (active)</span>}
                </span>
                <span className="player-queue-actions">
                  <button
                    type="button"
                    aria-label={`Skip to ${label}`}
                    onClick={() => void run(`skip(${index})`, () => player.skip(index))}
                  >
                    Skip to
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove ${label}`}
                    onClick={() => void run(`remove([${index}])`, () => player.remove([index]))}
                  >
                    Remove
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}

      <div className="player-log-head">
        <p className="player-heading" id={`${ids}-log`}>
          Events and calls
        </p>
        <button type="button" onClick={() => setLog([])}>
          Clear log
        </button>
      </div>
      <div className="player-log" role="log" aria-labelledby={`${ids}-log`} tabIndex={0}>
        <LogLines log={log} />
      </div>
    </section>
  );
}

/** A labelled field (`children`, whose id is `id`) and the button that submits it to `onSubmit`, in place. */
function FieldForm({
  id,
  label,
  submit,
  onSubmit,
  children,
}: {
  id: string;
  label: string;
  submit: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="player-field"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id}>{label}</label>
      {children}
      <button type="submit">{submit}</button>
    </form>
  );
}

function LogLines({ log }: { log: readonly LogEntry[] }) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const list = end.current?.parentElement?.parentElement;
    if (list) list.scrollTop = list.scrollHeight;
  }, [log]);
  if (log.length === 0) return <p className="player-empty">No events yet.</p>;
  return (
    <ol>
      {log.map((entry, index) => (
        <li key={entry.id} className={`player-log-${entry.kind}`} ref={index === log.length - 1 ? end : undefined}>
          {entry.kind === 'event' && (
            <>
              <code className="player-log-name">{entry.name}</code> <code>{entry.payload}</code>
            </>
          )}
          {entry.kind === 'call' && (
            <>
              <code className="player-log-name">{entry.call}</code> → <code>{entry.result}</code>
            </>
          )}
          {entry.kind === 'error' && (
            <>
              <span className="player-log-label">Error</span> <code className="player-log-name">{entry.call}</code>:{' '}
              {entry.message}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
