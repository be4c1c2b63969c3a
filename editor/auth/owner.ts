// Who is editing: the signed-in owner (GET /api/auth/me) and what their role may do, asked of
// the same table the server enforces (shared/permissions/roles.ts). The editor shows what the
// role allows and nothing it refuses; the server refuses regardless.
import { create } from 'zustand';
import { AUTH_ME_PATH, type OwnerMe } from '../../shared/api/auth';
import type { ContributorRole } from '../../shared/codes/contributor-roles';
import { can, type OwnerAction } from '../../shared/permissions/roles';

interface OwnerState {
  /** null until known, or when nobody is signed in. */
  readonly me: OwnerMe | null;
}

export const useOwner = create<OwnerState>(() => ({ me: null }));

export function setOwner(me: OwnerMe | null): void {
  useOwner.setState({ me });
}

/** May the signed-in owner do `action`? False while nobody is signed in. */
export function canNow(action: OwnerAction): boolean {
  const { me } = useOwner.getState();
  return me !== null && can(me.role, action);
}

/** The same, as a hook: re-renders when the owner changes. */
export function useCan(action: OwnerAction): boolean {
  return useOwner((state) => state.me !== null && can(state.me.role, action));
}

/** The signed-in owner's role, or null while nobody is. */
export function useRole(): ContributorRole | null {
  return useOwner((state) => state.me?.role ?? null);
}

/** The entries the signed-in owner may use: each names the action it needs. */
export function allowedOf<T extends { readonly action: OwnerAction }>(
  role: ContributorRole | null,
  entries: readonly T[],
): T[] {
  return role === null ? [] : entries.filter((entry) => can(role, entry.action));
}

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/** Asks the server who is signed in: the owner, or null (401). Throws on other failures. */
export async function fetchMe(fetchJson: Fetch = (url) => fetch(url)): Promise<OwnerMe | null> {
  const response = await fetchJson(AUTH_ME_PATH);
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${AUTH_ME_PATH} answered ${response.status}`);
  return (await response.json()) as OwnerMe;
}
