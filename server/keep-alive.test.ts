// A browser's or proxy's idle connection is kept open past the 5 s Node closes it at by default,
// so a request sent on it a moment later is answered, not reset.
import { Agent, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningServer, startServer } from './server';
import { serverOptions, tempDir } from './test-helpers';

const dir = tempDir('keep-alive');
let server: RunningServer;
beforeAll(async () => {
  server = await startServer(serverOptions(dir.path));
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

function get(agent: Agent): Promise<{ status: number; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL('/api/health', server.url), { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, socket: req.socket! }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('keeps an idle connection open for the next request six seconds later', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const first = await get(agent);
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const second = await get(agent);
  agent.destroy();
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(second.socket).toBe(first.socket);
});
