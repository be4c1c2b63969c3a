import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_TO_CONTINUE } from '../../shared/permissions/roles';
import { json } from '../test-fetch';
import { ownerRouteRefused, watchOwnerSession } from './session-watch';

const ORIGIN = 'http://localhost:3000';

describe('ownerRouteRefused', () => {
  it.each([
    ['/api/sites/demo', 401, true],
    [`${ORIGIN}/api/commerce/orders`, 401, true],
    ['/api/auth/passkeys', 401, true],
    ['/api/sites/demo', 403, false],
    ['/api/sites/demo', 200, false],
    ['/api/site-users/account', 401, false],
    ['/preview/', 401, false],
    ['http://elsewhere.example/api/sites/demo', 401, false],
  ])('%s answering %i -> %s', (url, status, refused) => {
    expect(ownerRouteRefused(url, ORIGIN, status)).toBe(refused);
  });
});

/** A page whose fetch answers `response`; the watcher is installed on it. */
function watchedPage(response: () => Response) {
  const target = {
    fetch: vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response()),
    location: { origin: ORIGIN },
  };
  const original = target.fetch;
  const onEnded = vi.fn();
  const undo = watchOwnerSession(
    onEnded,
    target as unknown as Parameters<typeof watchOwnerSession>[1],
  );
  return { target, original, onEnded, undo };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchOwnerSession', () => {
  it('reports the guard\'s "Sign in to continue." and hands the answer on untouched', async () => {
    const page = watchedPage(() =>
      json(401, { error: SIGN_IN_TO_CONTINUE, message: SIGN_IN_TO_CONTINUE }),
    );
    const answer = await page.target.fetch('/api/sites/demo', { method: 'PUT' });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      error: SIGN_IN_TO_CONTINUE,
      message: SIGN_IN_TO_CONTINUE,
    });
    await settle();
    expect(page.onEnded).toHaveBeenCalledTimes(1);
    expect(page.original).toHaveBeenCalledWith('/api/sites/demo', { method: 'PUT' });
  });

  it('ignores a refused sign-in, a site user, and answers that are not JSON', async () => {
    const wrong = watchedPage(() => json(401, { message: 'The email or password is incorrect.' }));
    await wrong.target.fetch('/api/auth/session', { method: 'POST' });
    const visitor = watchedPage(() => json(401, { message: SIGN_IN_TO_CONTINUE }));
    await visitor.target.fetch('/api/site-users/account');
    const text = watchedPage(() => new Response('no', { status: 401 }));
    await text.target.fetch('/api/sites/demo');
    await settle();
    for (const page of [wrong, visitor, text]) expect(page.onEnded).not.toHaveBeenCalled();
  });

  it('gives the page its own fetch back', async () => {
    const page = watchedPage(() => json(401, { message: SIGN_IN_TO_CONTINUE }));
    page.undo();
    expect(page.target.fetch).toBe(page.original);
  });
});
