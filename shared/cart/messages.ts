// Cart messages: spec storefront.md §8 "Cart messages" (quoted with their full stops as there).

import { serverMessageOr } from '../server-message';

export const CartMessage = {
  unableToAdd: 'Unable to add item.',
  unableToRemove: 'Unable to remove item.',
  unableToUpdateQuantity: 'Unable to update quantity.',
  unableToUpdateForm: 'Unable to update form.',
  unableToOpenForm: 'Unable to open form.',
  checkConnection: 'Please check your internet connection.',
  fixInformation: 'Update the missing or invalid information above.',
  emptyCart: 'You have nothing in your shopping cart.',
} as const;

export type CartMessageText = (typeof CartMessage)[keyof typeof CartMessage];

/** A failed cart update passes the server's message back; without one, the action's message. */
export function cartUpdateFailureMessage(
  serverMessage: unknown,
  fallback: CartMessageText,
): string {
  return serverMessageOr(serverMessage, fallback);
}
