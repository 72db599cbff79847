import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from './extract';

const fixture = (name: string) => path.join(__dirname, 'fixtures', name, 'index.d.ts');

describe('extractApiModel on an object default export (2.x shape)', () => {
  const model = extractApiModel(fixture('object-default-export'), { package: { name: 'demo', version: '2.0.0' } });

  it('lists the functions of the default export, not its other properties', () => {
    expect(model.functions.map((f) => f.name)).toEqual(['begin', 'move', 'start']);
    expect(model.package).toEqual({ name: 'demo', version: '2.0.0' });
  });

  it('reads parameters with their optionality and types', () => {
    const start = model.functions.find((f) => f.name === 'start')!;
    expect(start.signatures).toEqual([
      { params: [{ name: 'options', type: 'Options', optional: true }], returns: 'Promise<void>' },
    ]);
    const move = model.functions.find((f) => f.name === 'move')!;
    expect(move.signatures[0]!.params.map((p) => [p.name, p.optional])).toEqual([
      ['from', false],
      ['to', false],
    ]);
  });

  it('reads @deprecated with its text', () => {
    expect(model.functions.find((f) => f.name === 'begin')!.deprecated).toBe('use `start` instead.');
    expect(model.functions.find((f) => f.name === 'start')!.deprecated).toBeUndefined();
  });

  it('keeps literal enum values and leaves native ones unset', () => {
    expect(model.enums.find((e) => e.name === 'Sound')!.members).toEqual([
      { name: 'Beep', value: 'beep' },
      { name: 'Boop', value: 'boop' },
    ]);
    expect(model.enums.find((e) => e.name === 'Mode')!.members).toEqual([{ name: 'Off' }, { name: 'Loud' }]);
  });

  it('finds hooks declared as constants and object types with @default, not primitive aliases', () => {
    expect(model.hooks.map((h) => h.name)).toEqual(['useMode']);
    expect(model.objects.map((o) => o.name)).toEqual(['Options']);
    expect(model.objects[0]!.fields).toEqual([
      { name: 'volume', type: 'number', optional: true, default: '15' },
      { name: 'name', type: 'string', optional: false },
    ]);
  });

  it('has no events without an Event enum', () => {
    expect(model.events).toEqual([]);
  });
});

describe('extractApiModel on a namespace default export (4.x shape)', () => {
  const model = extractApiModel(fixture('namespace-default-export'));

  it('keeps every overload of a function', () => {
    const add = model.functions.find((f) => f.name === 'add')!;
    expect(add.signatures.map((s) => s.params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`))).toEqual([
      ['items: Item[]', 'before?: number'],
      ['item: Item', 'before?: number'],
    ]);
  });

  it('marks destructured parameters so the docs may name them', () => {
    const param = model.functions.find((f) => f.name === 'configure')!.signatures[0]!.params[0]!;
    expect(param).toMatchObject({ pattern: true, optional: true, type: 'Options' });
  });

  it('reads deprecations of functions and fields', () => {
    expect(model.functions.find((f) => f.name === 'getIndex')!.deprecated).toBe('use `getActiveIndex()` instead.');
    const options = model.objects.find((o) => o.name === 'Options')!;
    expect(options.fields.find((f) => f.name === 'silent')!.deprecated).toBe('set `quiet` instead.');
  });

  it('merges the branches of a union type, fields missing from one branch optional', () => {
    const status = model.objects.find((o) => o.name === 'Status')!;
    expect(status.fields.map((f) => [f.name, f.optional])).toEqual([
      ['state', false],
      ['error', true],
    ]);
  });

  it('gives each event its payload fields from the payload map, none for never', () => {
    expect(model.events.map((e) => [e.name, e.value, e.payload?.map((f) => f.name), e.payloadType])).toEqual([
      ['Changed', 'changed', ['state', 'error'], 'Status'],
      ['Failed', 'failed', ['code'], 'FailedEvent'],
      ['Tapped', 'tapped', [], 'never'],
    ]);
  });

  it('lists hooks exported as functions and every export name', () => {
    expect(model.hooks.map((h) => h.name)).toEqual(['useStatus']);
    expect(model.exports).toContain('default');
    expect(model.exports).toContain('Event');
  });

  it('fails naming the file when it cannot be read', () => {
    expect(() => extractApiModel(fixture('no-such-package'))).toThrow(/no-such-package.*cannot read/);
  });
});

describe('extractApiModel on a type widened by intersection', () => {
  const model = extractApiModel(fixture('intersection-widens-field'));
  const fields = (name: string) =>
    Object.fromEntries(model.objects.find((o) => o.name === name)!.fields.map((f) => [f.name, [f.type, f.optional]]));

  it('gives each field the type the intersection declares, not the one it widens', () => {
    expect(fields('NewSong')).toMatchObject({
      src: ['string | Asset', false],
      cover: ['string | Asset', true],
      title: ['string', true],
    });
  });

  it('leaves the type it builds on as declared', () => {
    expect(fields('Song')).toMatchObject({ src: ['string', false], cover: ['string', true] });
  });
});
