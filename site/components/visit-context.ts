// Where the visitor is and what they carry, for the parts of a page that post forms back to it
// (the access screens): the address, the crumb, the refusal the last unlock left in the query,
// whether a site user is signed in. The server renders with the request's values; in the browser
// they come from the window.
import { createContext, useContext } from 'react';
import { readCrumb } from '../../blocks/storefront/api';
import { UNLOCK_ERROR_PARAM, withUnlockError } from '../../shared/api/page-access';
import { parseCookies } from '../../shared/cookies/parse';
import { SITE_USER_COOKIE } from '../../shared/cookies/site-user';

export interface Visit {
  /** The address with its query, without any unlock refusal ('/members?x=1'). */
  readonly returnTo: string;
  readonly crumb: string;
  /** The `access-error` the last unlock left, or null. */
  readonly accessError: string | null;
  readonly signedIn: boolean;
  /** Whether the page can reload itself after an unlock (it was hydrated). */
  readonly interactive: boolean;
}

export const VisitContext = createContext<Visit | null>(null);

function browserVisit(): Visit {
  const here = `${window.location.pathname}${window.location.search}`;
  return {
    returnTo: withUnlockError(here, null),
    crumb: readCrumb(document.cookie),
    accessError: new URLSearchParams(window.location.search).get(UNLOCK_ERROR_PARAM),
    signedIn: parseCookies(document.cookie).has(SITE_USER_COOKIE),
    interactive: true,
  };
}

/** The visit; read the window only when no server's visit was given, and only when asked. */
export function useVisit(): () => Visit {
  const given = useContext(VisitContext);
  return () => given ?? browserVisit();
}
