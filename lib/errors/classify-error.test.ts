import { describe, expect, it } from 'vitest';
import { errorMessage, isChunkLoadError } from './classify-error';

describe('error classification', () => {
  it('recognises chunk load failures from every browser and bundler', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/x.js'))).toBe(true);
  });

  it('leaves other errors to the crash view', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('gives a readable message for anything thrown', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('text')).toBe('text');
    expect(errorMessage({})).toBe('An unknown error occurred.');
  });
});
