import { describe, expect, it } from 'vitest';
import { serverTail } from './integration/dev-server.mjs';

const frames = (n: number) => Array.from({ length: n }, (_, i) => `    at step${i} (chunk.js:${i}:1)`);

describe('serverTail', () => {
  it('keeps the error line above a long stack, cutting the stack to its first frames', () => {
    const log = ['GET /docs 200', 'Error: Failed to load chunk server/chunks/ssr/a.js', ...frames(45), 'GET /x 200'];
    const tail = serverTail(log.join('\n'), 400, 3);
    expect(tail).toContain('Error: Failed to load chunk server/chunks/ssr/a.js');
    expect(tail).toContain('at step2 (chunk.js:2:1)');
    expect(tail).not.toContain('at step3 ');
    expect(tail).toContain('… (more frames left out)');
    expect(tail.endsWith('GET /x 200')).toBe(true);
  });

  it('cuts each stack on its own and keeps the last characters when the output is longer', () => {
    const log = ['first', ...frames(2), 'second', ...frames(2)].join('\n');
    expect(serverTail(log, 10_000, 4)).toBe(log);
    expect(serverTail(log, 20, 4)).toBe(log.slice(-20));
  });
});
