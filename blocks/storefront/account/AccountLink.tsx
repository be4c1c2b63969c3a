// The site header's account link beside the cart link: 'Sign in' for a visitor, 'Account' for a
// signed-in site user; both go to /account (the frame routes it inside itself). When the cookie
// says signed in, the server is asked once, so a sign-in that ended elsewhere shows as 'Sign in'.

import { useEffect } from 'react';
import { SiteAnchor } from '../../SiteAnchor';
import { useStorefrontStrings } from '../context';
import { fetchAccount } from './account-api';
import { ACCOUNT_ADDRESS } from './account-form';
import { accountStore, useAccount } from './account-store';
import './account.css';

export function AccountLink() {
  const signedIn = useAccount((state) => state.user !== null);
  const words = useStorefrontStrings();
  useEffect(() => {
    const { user, checked } = accountStore.getState();
    if (user !== null && !checked) fetchAccount().catch(() => undefined);
  }, []);
  return (
    <SiteAnchor href={ACCOUNT_ADDRESS} className="sb-account-link" data-account-link="">
      {signedIn ? words.accountLink : words.signInLink}
    </SiteAnchor>
  );
}
