// Who the frame believes is signed in: at first only the readable SiteUserInfo cookie (email
// unknown), then what the server answers. The header's account link and the account page read
// it; the server decides on its own session cookie whatever this says.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { AccountResponse } from '../../../shared/api/site-users';
import { parseCookies } from '../../../shared/cookies/parse';
import { readSiteUserCookie, SITE_USER_COOKIE } from '../../../shared/cookies/site-user';

export interface SignedInUser {
  readonly siteUserId: string;
  /** Null until the server has said (the cookie carries only the id). */
  readonly email: string | null;
}

export interface AccountState {
  readonly user: SignedInUser | null;
  /** True once the server answered who is signed in. */
  readonly checked: boolean;
  setAccount(account: AccountResponse | null): void;
}

/** The frame's first guess from the cookie string; a malformed cookie counts as signed out. */
export function userFromCookies(cookieString: string): SignedInUser | null {
  const user = readSiteUserCookie(parseCookies(cookieString).get(SITE_USER_COOKIE));
  return user.authenticated ? { siteUserId: user.siteUserId, email: null } : null;
}

export function createAccountStore(cookieString: string) {
  return createStore<AccountState>()((set) => ({
    user: userFromCookies(cookieString),
    checked: false,
    setAccount: (account) => set({ user: account, checked: true }),
  }));
}

export const accountStore = createAccountStore(globalThis.document?.cookie ?? '');

export function useAccount<T>(selector: (state: AccountState) => T): T {
  return useStore(accountStore, selector);
}
