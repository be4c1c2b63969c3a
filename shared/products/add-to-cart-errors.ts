// Add-to-cart failures to alert title and message: spec storefront.md §8 "Add to cart".
// When a non-crumb, non-429 failure carries no server message, the cart's own 'Unable to add
// item.' (§8 cart messages) is shown rather than an empty alert. The crumb messages are the same
// §8 sentences the site API answers with, so they are taken from there.

import { SiteApiMessage } from '../api/sites';
import { CartMessage } from '../cart/messages';
import { serverMessageOr } from '../server-message';

export const ADD_ERROR_TITLES = {
  add: 'Unable to Add Item',
  expressCheckout: 'Unable to Purchase Item',
  giftCard: 'Unable to purchase Gift Card',
} as const;

export const RATE_LIMITED_MESSAGE = 'Please try again in a few seconds.';

export interface AddErrorContext {
  readonly giftCard?: boolean;
  readonly expressCheckout?: boolean;
}

/** A gift card's own title wins; otherwise express-checkout sites say "Purchase". */
export function addErrorTitle(context: AddErrorContext = {}): string {
  if (context.giftCard === true) return ADD_ERROR_TITLES.giftCard;
  if (context.expressCheckout === true) return ADD_ERROR_TITLES.expressCheckout;
  return ADD_ERROR_TITLES.add;
}

export type AddFailure =
  /** The CSRF token ("crumb") was rejected. */
  | { readonly kind: 'crumb'; readonly cookiesEnabled: boolean }
  /** The server answered with an error status and possibly a message. */
  | { readonly kind: 'http'; readonly status: number; readonly message?: string | null };

export function addErrorMessage(failure: AddFailure): string {
  if (failure.kind === 'crumb') {
    return failure.cookiesEnabled ? SiteApiMessage.crumbExpired : SiteApiMessage.cookiesDisabled;
  }
  if (failure.status === 429) return RATE_LIMITED_MESSAGE;
  return serverMessageOr(failure.message, CartMessage.unableToAdd);
}

export interface AddErrorAlert {
  readonly title: string;
  readonly message: string;
}

export function addErrorAlert(failure: AddFailure, context: AddErrorContext = {}): AddErrorAlert {
  return { title: addErrorTitle(context), message: addErrorMessage(failure) };
}
