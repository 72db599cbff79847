import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchFresh } from './integration/dev-server.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local server that counts the connections it accepts and echoes two request headers. */
async function countingServer() {
  const seen = { connections: 0 };
  server = createServer((request, response) =>
    response.end(`${request.headers.connection ?? ''}|${request.headers['x-step'] ?? ''}`),
  );
  server.on('connection', () => seen.connections++);
  // A connection kept alive stays open far longer than a test: only one closed on request closes in time.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen };
}

describe('fetchFresh, the dev-loop tests’ requests to the dev server', () => {
  it('opens a connection of its own for every request, and the server closes each one after answering', async () => {
    const { url, seen } = await countingServer();
    const closed: Promise<void>[] = [];
    server!.on('connection', (socket) => closed.push(new Promise((resolve) => socket.on('close', () => resolve()))));
    for (let i = 0; i < 3; i++) await (await fetchFresh(url)).text();
    expect(seen.connections).toBe(3);
    // Resolves only if the server closed every connection: none is left open to be reused (else the test times out).
    await Promise.all(closed);
  });

  it('asks the server to close the connection and keeps the headers it was given', async () => {
    const { url } = await countingServer();
    const response = await fetchFresh(url, { headers: { 'x-step': 'badges' } });
    expect(await response.text()).toBe('close|badges');
    expect(response.headers.get('connection')).toBe('close');
  });
});
