/**
 * The playground's event log, as data: each event named by its member of the
 * version's own `Event` enum (the string the native side emits is looked up,
 * never guessed), with its payload written out as a reader would type it.
 */

/** One line of the log. */
export type LogEntry =
  /** An event the player emitted: its `Event` member and payload. */
  | { kind: 'event'; id: number; name: string; payload: string }
  /** A call the reader made, and what it resolved with. */
  | { kind: 'call'; id: number; call: string; result: string }
  /** A call that threw or rejected, or a failure of the player itself, with its message. */
  | { kind: 'error'; id: number; call: string; message: string };

/** A line before the log numbers it. */
export type NewLogEntry = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, 'id'> : never) : never;

/** Lines the log keeps: older ones are dropped so that a long session stays light. */
export const LOG_LIMIT = 200;

/**
 * The member of `events` (a string enum such as the package's `Event`) whose
 * value is `value`, as `Event.<Member>`; the first in declaration order when
 * two share a value. A value no member has is shown as the string it is.
 */
export function eventMemberName(events: Readonly<Record<string, string>>, value: string): string {
  const member = Object.keys(events).find((key) => events[key] === value);
  return member === undefined ? JSON.stringify(value) : `Event.${member}`;
}

const MAX_DEPTH = 4;

/**
 * A value written as a reader would type it in TypeScript: `undefined` kept
 * (JSON would drop a field such as `lastTrack: undefined`, which is the
 * point of the event), numbers to at most three decimals, a function named
 * (a call that resolves with one, not with a number, must show it).
 */
export function formatValue(value: unknown, depth = 0): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
    return String(Math.round(value * 1000) / 1000);
  }
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'symbol') return value.toString();
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) return `[${value.map((v) => formatValue(v, depth + 1)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`);
  return `{ ${entries.map(([k, v]) => `${key(k)}: ${formatValue(v, depth + 1)}`).join(', ')} }`;
}

/** The message of anything thrown: an Error's message, a `{ code, message }` object's, or the value written out. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    const code = 'code' in error && error.code !== undefined ? `${String(error.code)}: ` : '';
    return `${code}${error.message}`;
  }
  return formatValue(error);
}

/** The log with `entry` added at its end, keeping at most `limit` lines. */
export function appendEntry(log: readonly LogEntry[], entry: LogEntry, limit = LOG_LIMIT): LogEntry[] {
  const next = [...log, entry];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** A position or duration as m:ss (a reader's clock), `--:--` while unknown. */
export function clock(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
