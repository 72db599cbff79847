import { describe, expect, it } from 'vitest';
import { devServerArgs, devServerPort } from './dev-server-args';

describe('devServerArgs', () => {
  it('listens on loopback when the writer names no host', () => {
    expect(devServerArgs([])).toEqual(['--hostname', '127.0.0.1']);
    expect(devServerArgs(['--port', '3001'])).toEqual(['--port', '3001', '--hostname', '127.0.0.1']);
  });

  it("keeps the writer's own host, however it is written", () => {
    expect(devServerArgs(['--hostname', '0.0.0.0'])).toEqual(['--hostname', '0.0.0.0']);
    expect(devServerArgs(['-H', '0.0.0.0', '-p', '3001'])).toEqual(['-H', '0.0.0.0', '-p', '3001']);
    expect(devServerArgs(['--hostname=0.0.0.0'])).toEqual(['--hostname=0.0.0.0']);
    expect(devServerArgs(['-H0.0.0.0'])).toEqual(['-H0.0.0.0']);
  });

  it("does not change the caller's array", () => {
    const given = ['--port', '3001'];
    devServerArgs(given);
    expect(given).toEqual(['--port', '3001']);
  });
});

describe('devServerPort', () => {
  it('reads the port flag in each of its spellings', () => {
    expect(devServerPort(['--port', '3001'])).toBe(3001);
    expect(devServerPort(['-p', '3002'])).toBe(3002);
    expect(devServerPort(['--port=3003'])).toBe(3003);
    expect(devServerPort(['--hostname', '0.0.0.0', '--port', '3004'])).toBe(3004);
    expect(devServerPort(['-p3005'])).toBe(3005);
  });

  it('takes the last port given, as next dev does', () => {
    expect(devServerPort(['-p', '3001', '--port', '3002'])).toBe(3002);
  });

  it('falls back when the port is not a number', () => {
    expect(devServerPort(['--port='], '4000')).toBe(4000);
    expect(devServerPort(['--port', 'abc'])).toBe(3000);
  });

  it('prefers the flag to PORT', () => {
    expect(devServerPort(['-p', '3001'], '4000')).toBe(3001);
  });

  it('falls back to PORT, then to 3000', () => {
    expect(devServerPort(['--hostname', '0.0.0.0'], '4000')).toBe(4000);
    expect(devServerPort([], '')).toBe(3000);
    expect(devServerPort([])).toBe(3000);
  });

  it('ignores a port flag with no value after it', () => {
    expect(devServerPort(['--port'], '4000')).toBe(4000);
  });
});
