// Notices when the owner's session ends while the editor is open (signed out in another tab,
// "Sign out everywhere" elsewhere, a password change, the idle limit): every owner call of the
// editor goes through fetch, so one wrapper sees the guard's 401 "Sign in to continue." on any of
// them and reports it once per answer. Visitors' own calls (site users) are not the owner's.
import { SIGN_IN_TO_CONTINUE } from '../../shared/permissions/roles';

/** Is this a 401 of an owner route of this site (before its body is read)? */
export function ownerRouteRefused(url: string, pageOrigin: string, status: number): boolean {
  if (status !== 401) return false;
  const target = new URL(url, pageOrigin);
  return (
    target.origin === pageOrigin &&
    target.pathname.startsWith('/api/') &&
    !target.pathname.startsWith('/api/site-users/')
  );
}

type FetchTarget = { fetch: typeof fetch; location: Pick<Location, 'origin'> };

/** Wraps `target.fetch`; `onEnded` runs for each such refusal. Answers the undo. */
export function watchOwnerSession(
  onEnded: () => void,
  target: FetchTarget = globalThis as unknown as FetchTarget,
): () => void {
  const original = target.fetch;
  target.fetch = async (input, init) => {
    const response = await original.call(target, input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (ownerRouteRefused(url, target.location.origin, response.status)) {
      response
        .clone()
        .json()
        .then(
          (body: { message?: unknown } | null) => {
            if (body?.message === SIGN_IN_TO_CONTINUE) onEnded();
          },
          () => undefined,
        );
    }
    return response;
  };
  return () => {
    target.fetch = original;
  };
}
