import { describe, expect, it } from 'vitest';
import { appendEntry, clock, errorMessage, eventMemberName, formatValue, type LogEntry } from './event-log';

/** A string enum shaped like the package's `Event`, with two members sharing a value. */
const EVENTS = {
  PlaybackState: 'playback-state',
  PlaybackActiveTrackChanged: 'playback-active-track-changed',
  Connecting: 'loading',
  Loading: 'loading',
};

describe('eventMemberName', () => {
  it('names an emitted value by its enum member', () => {
    expect(eventMemberName(EVENTS, 'playback-active-track-changed')).toBe('Event.PlaybackActiveTrackChanged');
  });
  it('takes the first member in declaration order when two share the value', () => {
    expect(eventMemberName(EVENTS, 'loading')).toBe('Event.Connecting');
  });
  it('shows a value no member has as the quoted string, not a guessed name', () => {
    expect(eventMemberName(EVENTS, 'playback-track-changed')).toBe('"playback-track-changed"');
  });
});

describe('formatValue', () => {
  it('keeps undefined fields, which JSON would drop', () => {
    expect(formatValue({ lastTrack: undefined, index: 0 })).toBe('{ lastTrack: undefined, index: 0 }');
  });
  it('rounds numbers to three decimals and names NaN and infinities', () => {
    expect(formatValue([1.23456, NaN, Infinity])).toBe('[1.235, NaN, Infinity]');
  });
  it('shows a function by name, so a call that resolves with one is visible as such', () => {
    function end() {}
    expect(formatValue(end)).toBe('[function end]');
  });
  it('quotes strings and keys that are not identifiers', () => {
    expect(formatValue({ 'a-b': "it's" })).toBe("{ 'a-b': 'it\\'s' }");
  });
  it('stops at depth four', () => {
    expect(formatValue({ a: { b: { c: { d: { e: 1 } } } } })).toBe('{ a: { b: { c: { d: {…} } } } }');
  });
});

describe('errorMessage', () => {
  it("gives an Error's message", () => {
    expect(errorMessage(new Error('index out of bounds'))).toBe('index out of bounds');
  });
  it('gives the code and message of a thrown plain object, as the web module throws on a second setup', () => {
    expect(errorMessage({ code: 'player_already_initialized', message: 'once only' })).toBe(
      'player_already_initialized: once only',
    );
  });
  it('writes out anything else', () => {
    expect(errorMessage('boom')).toBe("'boom'");
  });
});

describe('appendEntry', () => {
  const entry = (id: number): LogEntry => ({ kind: 'call', id, call: 'play()', result: 'undefined' });
  it('adds at the end and keeps the newest lines within the limit', () => {
    const log = [entry(1), entry(2)];
    expect(appendEntry(log, entry(3), 2).map((e) => e.id)).toEqual([2, 3]);
    expect(log).toHaveLength(2);
  });
});

describe('clock', () => {
  it('writes seconds as m:ss and an unknown time as --:--', () => {
    expect(clock(65.9)).toBe('1:05');
    expect(clock(NaN)).toBe('--:--');
    expect(clock(undefined)).toBe('--:--');
  });
});
