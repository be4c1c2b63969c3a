import { describe, expect, it } from 'vitest';
import { SiteUserMessage } from '../../../shared/api/site-users';
import { CartMessage } from '../../../shared/cart/messages';
import { EMAIL_INVALID_MESSAGE } from '../../../shared/forms/email';
import { StorefrontApiError } from '../api';
import {
  checkAccountForm,
  EMPTY_ACCOUNT_FORM,
  refusalView,
  signedInMessage,
  UNEXPECTED_ACCOUNT_FAILURE,
} from './account-form';

describe('checkAccountForm', () => {
  it('puts the shared rule’s refusal at its field', () => {
    expect(checkAccountForm(EMPTY_ACCOUNT_FORM, 'sign-in')).toEqual({
      ok: false,
      errors: { email: SiteUserMessage.emailRequired },
    });
    expect(
      checkAccountForm({ ...EMPTY_ACCOUNT_FORM, email: 'x', password: 'long enough' }, 'create'),
    ).toEqual({
      ok: false,
      errors: { email: EMAIL_INVALID_MESSAGE },
    });
    expect(
      checkAccountForm({ ...EMPTY_ACCOUNT_FORM, email: 'a@b.co', password: 'short' }, 'create'),
    ).toEqual({
      ok: false,
      errors: { password: SiteUserMessage.passwordTooShort },
    });
  });

  it('answers the credentials to send, email lower-cased', () => {
    expect(
      checkAccountForm({ email: 'A@B.CO', password: 'long enough', rememberMe: true }, 'create'),
    ).toEqual({
      ok: true,
      credentials: { email: 'a@b.co', password: 'long enough', rememberMe: true },
    });
  });
});

describe('refusalView', () => {
  it('shows a refusal naming a field at that field', () => {
    const failure = new StorefrontApiError(409, {
      message: SiteUserMessage.emailTaken,
      field: 'email',
    });
    expect(refusalView(failure)).toEqual({
      errors: { email: SiteUserMessage.emailTaken },
      message: null,
    });
  });

  it('shows other refusals as sent, above the form', () => {
    const failure = new StorefrontApiError(401, { message: SiteUserMessage.badCredentials });
    expect(refusalView(failure)).toEqual({ errors: {}, message: SiteUserMessage.badCredentials });
    expect(refusalView(new StorefrontApiError(500, null))).toEqual({
      errors: {},
      message: UNEXPECTED_ACCOUNT_FAILURE,
    });
  });

  it('says to check the connection when no answer came, and copes with anything thrown', () => {
    expect(refusalView(new StorefrontApiError(0, null, true)).message).toBe(
      CartMessage.checkConnection,
    );
    expect(refusalView(new Error('boom')).message).toBe(UNEXPECTED_ACCOUNT_FAILURE);
  });
});

describe('signedInMessage', () => {
  it('says when the merge could not keep everything', () => {
    expect(signedInMessage(0, 'You are signed in.')).toBe('You are signed in.');
    expect(signedInMessage(2, 'Vous êtes connecté.')).toBe(
      `Vous êtes connecté. ${SiteUserMessage.cartTrimmed}`,
    );
  });
});
