// The screens shown in place of a page the visitor may not see (docs/page-access.md), in the
// site's design: the lock screen (page type 103), a protected page's password (105) and a member
// page's refusal (106, the spec's words). Rendered by the live site's server renderer and by the
// frame alike; nothing here reads the window while rendering.

import type { AccessDecision } from '../../shared/access/decide';
import { LOCKED_PAGE_NOTICE, MEMBERS_ONLY_MESSAGE } from '../../shared/content/locked-page';
import type { Page, Site } from '../../shared/document/schema';
import { SiteAnchor } from '../SiteAnchor';
import { UnlockForm, type UnlockFormProps } from './UnlockForm';
import './page-access.css';

/** Our words where the spec gives none. */
export const AccessText = {
  lockedSite: 'This site is password protected',
  lockedSiteMessage: 'Enter the password to see the site.',
  protectedPage: 'This page is password protected',
  protectedPageMessage: 'Enter the password to see this page.',
  signIn: 'Sign in',
  account: 'Go to your account',
} as const;

/** What the screens need besides the decision: the form's crumb and return, the refusal shown. */
export type ScreenContext = Omit<UnlockFormProps, 'scope' | 'pageId'> & {
  /** Whether a site user is signed in (the member screen offers to sign in otherwise). */
  readonly signedIn?: boolean;
  /** The account page's address ('/account'). */
  readonly accountHref?: string;
};

export function LockScreen(
  props: { readonly site: Pick<Site, 'title' | 'settings'> } & ScreenContext,
) {
  const { site, signedIn: _signedIn, accountHref: _accountHref, ...form } = props;
  const message = site.settings.lockScreen?.message.trim() || AccessText.lockedSiteMessage;
  return (
    <main className="sb-page sb-access-screen" data-page-type="103">
      <p className="sb-access-site">{site.title}</p>
      <h1>{AccessText.lockedSite}</h1>
      <p className="sb-access-message">{message}</p>
      <UnlockForm scope="site" {...form} />
    </main>
  );
}

export function PagePassword(props: { readonly page: Pick<Page, 'id' | 'title'> } & ScreenContext) {
  const { page, signedIn: _signedIn, accountHref: _accountHref, ...form } = props;
  return (
    <main className="sb-page sb-access-screen" data-page-type="105">
      <p className="sb-access-site">{page.title}</p>
      <h1>{AccessText.protectedPage}</h1>
      <p className="sb-access-message">{AccessText.protectedPageMessage}</p>
      <UnlockForm scope="page" pageId={page.id} {...form} />
    </main>
  );
}

export function MembersOnly(props: {
  readonly page: Pick<Page, 'title'>;
  readonly signedIn?: boolean;
  readonly accountHref?: string;
}) {
  return (
    <main className="sb-page sb-access-screen" data-page-type="106">
      <p className="sb-access-site">{props.page.title}</p>
      <h1>{LOCKED_PAGE_NOTICE}</h1>
      <p className="sb-access-message">{MEMBERS_ONLY_MESSAGE}</p>
      <p>
        <SiteAnchor className="sb-button sb-button--medium" href={props.accountHref ?? '/account'}>
          {props.signedIn ? AccessText.account : AccessText.signIn}
        </SiteAnchor>
      </p>
    </main>
  );
}

/** The screen for a refused page; null when the decision lets the page show. */
export function AccessScreen(
  props: {
    readonly decision: AccessDecision;
    readonly site: Pick<Site, 'title' | 'settings'>;
    readonly page: Pick<Page, 'id' | 'title'>;
  } & ScreenContext,
) {
  const { decision, site, page, ...context } = props;
  switch (decision) {
    case 'allowed':
      return null;
    case 'lock-screen':
      return <LockScreen site={site} {...context} />;
    case 'page-password':
      return <PagePassword page={page} {...context} />;
    case 'members-only':
      return (
        <MembersOnly page={page} signedIn={context.signedIn} accountHref={context.accountHref} />
      );
  }
}
