// The screens shown in place of a page the visitor may not see (docs/page-access.md), in the
// site's design: the lock screen (page type 103), a protected page's password (105) and a member
// page's refusal (106, the spec's words). Rendered by the live site's server renderer and by the
// frame alike; nothing here reads the window while rendering.

import type { AccessDecision } from '../../shared/access/decide';
import type { Page, Site } from '../../shared/document/schema';
import { SiteAnchor } from '../SiteAnchor';
import { useSiteWords } from '../site-words';
import { useStorefrontStrings } from '../storefront/context';
import { UnlockForm, type UnlockFormProps } from './UnlockForm';
import './page-access.css';

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
  const words = useSiteWords();
  const message = site.settings.lockScreen?.message.trim() || words.lockedSiteMessage;
  return (
    <main className="sb-page sb-access-screen" data-page-type="103">
      <p className="sb-access-site">{site.title}</p>
      <h1>{words.lockedSite}</h1>
      <p className="sb-access-message">{message}</p>
      <UnlockForm scope="site" {...form} />
    </main>
  );
}

export function PagePassword(props: { readonly page: Pick<Page, 'id' | 'title'> } & ScreenContext) {
  const { page, signedIn: _signedIn, accountHref: _accountHref, ...form } = props;
  const words = useSiteWords();
  return (
    <main className="sb-page sb-access-screen" data-page-type="105">
      <p className="sb-access-site">{page.title}</p>
      <h1>{words.protectedPage}</h1>
      <p className="sb-access-message">{words.protectedPageMessage}</p>
      <UnlockForm scope="page" pageId={page.id} {...form} />
    </main>
  );
}

export function MembersOnly(props: {
  readonly page: Pick<Page, 'title'>;
  readonly signedIn?: boolean;
  readonly accountHref?: string;
}) {
  const words = useSiteWords();
  const { signIn } = useStorefrontStrings();
  return (
    <main className="sb-page sb-access-screen" data-page-type="106">
      <p className="sb-access-site">{props.page.title}</p>
      <h1>{words.lockedPageNotice}</h1>
      <p className="sb-access-message">{words.membersOnlyMessage}</p>
      <p>
        <SiteAnchor className="sb-button sb-button--medium" href={props.accountHref ?? '/account'}>
          {props.signedIn ? words.goToAccount : signIn}
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
