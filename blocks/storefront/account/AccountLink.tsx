// The site header's account link beside the cart link: 'Sign in' for a visitor, 'Account' for a
// signed-in site user; both go to /account (the frame routes it inside itself).
import { ACCOUNT_ADDRESS, AccountText } from './account-form';
import { useAccount } from './account-store';
import './account.css';

export function AccountLink() {
  const signedIn = useAccount((state) => state.user !== null);
  return (
    <a href={ACCOUNT_ADDRESS} className="sb-account-link" data-account-link="">
      {signedIn ? AccountText.accountLink : AccountText.signInLink}
    </a>
  );
}
