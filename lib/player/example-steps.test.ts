import { describe, expect, it } from 'vitest';
import { nativeConstantName, stepArguments, type ExampleStep } from './example-steps';

describe('stepArguments', () => {
  const context = {
    enumValue: (name: string, member: string) => `${name}.${member}`,
    toneUrls: ['/t/a.wav', '/t/b.wav'],
  };

  it('tracks-get-tones: the urls of the tracks added are the test tones, in turn; other fields stay', () => {
    const step: ExampleStep = {
      call: 'add',
      args: [[{ url: 'https://example.com/1.mp3', title: 'One' }, { url: 'x', title: 'Two' }, { url: 'y' }], 0],
    };
    expect(stepArguments(step, context)).toEqual({
      args: [[{ url: '/t/a.wav', title: 'One' }, { url: '/t/b.wav', title: 'Two' }, { url: '/t/a.wav' }], 0],
      replaced: 3,
    });
  });

  it('enums-and-undefined: members resolved through the context, undefined restored, other calls untouched', () => {
    const step: ExampleStep = {
      call: 'skip',
      args: [{ $enum: ['RepeatMode', 'Queue'] }, { $undefined: true }, { url: 'z' }],
    };
    expect(stepArguments(step, context)).toEqual({
      args: ['RepeatMode.Queue', undefined, { url: 'z' }],
      replaced: 0,
    });
  });
});

describe('nativeConstantName', () => {
  it('names the native constant the library enum member reads', () => {
    expect(nativeConstantName('RepeatMode', 'Queue')).toBe('REPEAT_QUEUE');
    expect(nativeConstantName('Capability', 'SkipToNext')).toBe('CAPABILITY_SKIP_TO_NEXT');
  });
});
