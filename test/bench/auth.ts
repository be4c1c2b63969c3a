// The owner accounts benchmark (`npm run bench`): how long a password sign-in takes over HTTP
// (scrypt N=2^14, r=8, p=1: about 16 MB of memory a hash, see server/site-users/password.ts),
// a wrong password and an unknown email beside it (they must cost the same), and what checking
// a session adds to a request: GET /api/auth/me (session lookup, role lookup) against
// GET /api/health (no check) on the same connection, interleaved.

import { TestClient } from '../../server/test-helpers';
import { AUTH_ME_PATH, AUTH_SESSION_PATH } from '../../shared/api/auth';
import { BENCH_OWNER } from './server';
import { summarize } from './stats';
import type { Row } from './table';

const SIGN_INS = 20;
const CHECKS = 300;

async function timed(act: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await act();
  await response.arrayBuffer();
  return performance.now() - start;
}

async function signInTimes(baseUrl: string, email: string, password: string): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < SIGN_INS; n++) {
    const client = await new TestClient(baseUrl).start();
    times.push(await timed(() => client.send('POST', AUTH_SESSION_PATH, { email, password })));
  }
  return times;
}

export async function authRows(baseUrl: string): Promise<Row[]> {
  console.log('bench: signing in, and checking sessions…');
  const right = summarize(await signInTimes(baseUrl, BENCH_OWNER.email, BENCH_OWNER.password));
  const wrong = summarize(await signInTimes(baseUrl, BENCH_OWNER.email, 'not the password'));
  const unknown = summarize(await signInTimes(baseUrl, 'nobody@bench.example', 'whatever'));
  const owner = await new TestClient(baseUrl).signIn(BENCH_OWNER.email, BENCH_OWNER.password);
  const checked: number[] = [];
  const open: number[] = [];
  for (let n = 0; n < CHECKS; n++) {
    open.push(await timed(() => owner.request('/api/health')));
    checked.push(await timed(() => owner.request(AUTH_ME_PATH)));
  }
  const added = summarize(checked).median - summarize(open).median;
  const row = (figure: string, value: number, target = ''): Row => ({
    figure,
    value,
    unit: 'ms',
    target,
    reference: '',
  });
  return [
    row('Owner sign-in (password), median', right.median),
    row('Owner sign-in (password), p95', right.p95),
    row('Owner sign-in, wrong password, median', wrong.median, 'same as right'),
    row('Owner sign-in, unknown email, median', unknown.median, 'same as right'),
    row('Session check added to a request, median', added),
  ];
}
