// What the editor shows before the site: the sign-in screen, an invitation, or the editor
// itself. Who is signed in lives in owner.ts (useOwner); this store holds the rest: whether the
// server has answered yet, the notice to show above the sign-in form, and an invitation token
// read from the address. Reading the address and the notice cookie are pure functions here.
import { create } from 'zustand';
import { type OwnerMe, OwnerMessage } from '../../shared/api/auth';
import { parseCookies } from '../../shared/cookies/parse';
import { setOwner } from './owner';

/** The query parameter of an invitation link (server/routes/contributors.ts invitationLink). */
export const INVITATION_PARAM = 'invitation';
/** Set by the server when a one-time sign-in link did not work (server/owners/sign-in-link.ts). */
export const LINK_NOTICE_COOKIE = 'signinNotice';

export const GateMessage = {
  sessionEnded: 'Your session has ended. Sign in again to go on: your changes are kept.',
  signedOut: 'You are signed out.',
} as const;

export type GatePhase = 'checking' | 'unreachable' | 'ready';

interface GateState {
  readonly phase: GatePhase;
  /** A sentence shown (and announced) above the sign-in form. */
  readonly notice: string | null;
  /** The invitation being answered, until it is accepted or set aside. */
  readonly invitation: string | null;
}

export const useGate = create<GateState>(() => ({
  phase: 'checking',
  notice: null,
  invitation: null,
}));

/** Nobody is signed in any more: the sign-in screen comes back, with `notice` above it. */
export function endSession(notice: string | null): void {
  useGate.setState({ notice });
  setOwner(null);
}

/** The invitation token of an address, and the address without it (for history.replaceState). */
export function takeInvitation(href: string): { token: string | null; rest: string } {
  const url = new URL(href);
  const token = url.searchParams.get(INVITATION_PARAM);
  url.searchParams.delete(INVITATION_PARAM);
  return { token: token === '' ? null : token, rest: `${url.pathname}${url.search}${url.hash}` };
}

/** The notice a sign-in link's cookie asks for, or null. */
export function linkNotice(cookieHeader: string): string | null {
  return parseCookies(cookieHeader).get(LINK_NOTICE_COOKIE) === 'link-invalid'
    ? OwnerMessage.linkInvalid
    : null;
}

/** The Set-Cookie string that clears the notice cookie (it is shown once). */
export const CLEAR_LINK_NOTICE = `${LINK_NOTICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

/** What the gate reads and changes of the page: its address and cookies. */
export interface PageAccess {
  href(): string;
  /** history.replaceState to this address (path, query and hash). */
  replaceAddress(address: string): void;
  cookies(): string;
  setCookie(value: string): void;
}

export const browserPage: PageAccess = {
  href: () => globalThis.location.href,
  replaceAddress: (address) =>
    globalThis.history.replaceState(globalThis.history.state, '', address),
  cookies: () => globalThis.document.cookie,
  setCookie: (value) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one expiry; the Cookie Store API is not in every browser yet.
    globalThis.document.cookie = value;
  },
};

/**
 * Once, before the first render: takes an invitation token out of the address bar and the
 * sign-in link's notice out of its cookie, and keeps both for the screens.
 */
export function readStartingPage(page: PageAccess = browserPage): void {
  const { token, rest } = takeInvitation(page.href());
  if (token !== null) page.replaceAddress(rest);
  const notice = linkNotice(page.cookies());
  if (notice !== null) page.setCookie(CLEAR_LINK_NOTICE);
  useGate.setState({ invitation: token, notice });
}

/** Asks the server who is signed in; the gate shows the editor, the sign-in screen, or a retry. */
export async function checkWhoIsIn(whoIsIn: () => Promise<OwnerMe | null>): Promise<void> {
  useGate.setState({ phase: 'checking' });
  try {
    const me = await whoIsIn();
    setOwner(me);
    useGate.setState({ phase: 'ready' });
  } catch {
    useGate.setState({ phase: 'unreachable' });
  }
}
