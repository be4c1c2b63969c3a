// A plain HTTP load loop: `clients` visitors each requesting the address again as soon as the
// last answer ended (keep-alive, brotli accepted like a browser), for `durationMs`; answers per
// second and the latencies' p99. Any status other than 200 counts as failed.
import { Agent, get } from 'node:http';
import { percentile } from './stats';

export interface LoadResult {
  readonly count: number;
  readonly failed: number;
  readonly perSecond: number;
  readonly p99: number;
}

function once(url: string, agent: Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { agent, headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
      response.on('error', () => resolve(false));
    });
    request.on('error', () => resolve(false));
  });
}

export async function loadLoop(
  url: string,
  clients: number,
  durationMs: number,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const end = started + durationMs;
  const client = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      const ok = await once(url, agent);
      latencies.push(performance.now() - sent);
      if (!ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    failed,
    perSecond: latencies.length / elapsed,
    p99: percentile(sorted, 0.99),
  };
}
