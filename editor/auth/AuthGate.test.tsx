// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OwnerMessage } from '../../shared/api/auth';
import { SaveMessage } from '../saving/messages';
import { AuthGate } from './AuthGate';
import type { AuthClient } from './client';
import { endSession, GateMessage, useGate } from './gate';
import { setOwner } from './owner';
import { PasskeyUiMessage } from './passkeys';
import { fakeAuthClient, refused, TEST_ME } from './test-client';

beforeEach(() => {
  setOwner(null);
  useGate.setState({ phase: 'ready', notice: null, invitation: null });
});
afterEach(cleanup);

function renderGate(client: AuthClient = fakeAuthClient()) {
  const onSignedIn = vi.fn();
  const onSignedOut = vi.fn();
  const onRetry = vi.fn();
  render(
    <AuthGate client={client} onSignedIn={onSignedIn} onSignedOut={onSignedOut} onRetry={onRetry}>
      <p>The editor</p>
    </AuthGate>,
  );
  return { client, onSignedIn, onSignedOut, onRetry };
}

function fillSignIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

/** The text of the elements that describe `element` (aria-describedby). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the gate', () => {
  it('asks nobody anything while the server is asked who is in', () => {
    useGate.setState({ phase: 'checking' });
    renderGate();
    expect(screen.getByRole('status').textContent).toContain('Loading the editor…');
    expect(screen.queryByText('The editor')).toBeNull();
  });

  it('offers a retry when the server cannot be reached', () => {
    useGate.setState({ phase: 'unreachable' });
    const { onRetry } = renderGate();
    expect(screen.getByRole('alert').textContent).toContain(SaveMessage.network);
    submit('Try again');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the sign-in form, its email field focused, when nobody is signed in', () => {
    renderGate();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.queryByText('The editor')).toBeNull();
  });

  it('announces a refused password at the form and focuses the password', async () => {
    const client = fakeAuthClient({
      signIn: vi.fn(async () => refused(401, OwnerMessage.badCredentials)),
    });
    renderGate(client);
    fillSignIn('owner@example.com', 'wrong');
    submit('Sign in');
    expect((await screen.findByRole('alert')).textContent).toContain(OwnerMessage.badCredentials);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('marks the field the server names', async () => {
    const client = fakeAuthClient({
      signIn: vi.fn(async () => refused(400, OwnerMessage.emailRequired, 'email')),
    });
    renderGate(client);
    submit('Sign in');
    await screen.findByRole('alert');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toBe(OwnerMessage.emailRequired);
  });

  it('opens the editor for the owner who signs in, with "Keep me signed in"', async () => {
    const { client, onSignedIn } = renderGate();
    fillSignIn(' owner@example.com ', 'right');
    fireEvent.click(screen.getByLabelText('Keep me signed in'));
    submit('Sign in');
    await screen.findByText('The editor');
    expect(client.signIn).toHaveBeenCalledWith({
      email: 'owner@example.com',
      password: 'right',
      rememberMe: true,
    });
    expect(onSignedIn).toHaveBeenCalledExactlyOnceWith(TEST_ME);
  });

  it('brings the sign-in screen back with its notice when the session ends', async () => {
    setOwner(TEST_ME);
    const { onSignedIn, onSignedOut } = renderGate();
    expect(screen.getByText('The editor')).toBeDefined();
    act(() => endSession(GateMessage.sessionEnded));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(GateMessage.sessionEnded),
    );
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('explains why the passkey button cannot work in this browser', () => {
    renderGate();
    const passkey = screen.getByRole('button', { name: 'Sign in with a passkey' });
    expect((passkey as HTMLButtonElement).disabled).toBe(true);
    expect(description(passkey)).toBe('This browser cannot use passkeys.');
  });
});

describe('an invitation', () => {
  beforeEach(() => useGate.setState({ invitation: 'tok' }));

  it('names the site and role, and a new password accepts it', async () => {
    const { client, onSignedIn } = renderGate();
    expect(
      await screen.findByRole('heading', {
        name: 'You are invited to edit Juniper & Oak as editor',
      }),
    ).toBeDefined();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long enough' } });
    submit('Accept and set password');
    await screen.findByText('The editor');
    expect(client.acceptInvitation).toHaveBeenCalledWith('tok', 'long enough');
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ email: 'new@example.com' }));
    expect(useGate.getState().invitation).toBeNull();
  });

  it('asks an existing account to sign in, then accepts', async () => {
    const sentence =
      'This invitation is for an existing account: sign in as new@example.com to accept it.';
    const acceptInvitation = vi
      .fn()
      .mockResolvedValueOnce(refused(403, sentence))
      .mockResolvedValueOnce({ ok: true, value: { ...TEST_ME, email: 'new@example.com' } });
    const { client } = renderGate(fakeAuthClient({ acceptInvitation }));
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'long enough' },
    });
    submit('Accept and set password');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(sentence));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'mine' } });
    submit('Sign in');
    await screen.findByText('The editor');
    expect(client.signIn).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'new@example.com' }),
    );
    expect(acceptInvitation).toHaveBeenLastCalledWith('tok');
  });

  it('says when it expired, and leads to the sign-in screen', async () => {
    renderGate(fakeAuthClient({ invitation: vi.fn(async () => refused(404, 'Not found.')) }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      OwnerMessage.invitationInvalid,
    );
    submit('Go to sign in');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
  });

  it('chosen with a passkey that the browser then fails to make: in, and told so', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    try {
      const { client, onSignedIn } = renderGate();
      fireEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
      expect((await screen.findByRole('alert')).textContent).toBe(PasskeyUiMessage.failed);
      expect(client.acceptInvitation).toHaveBeenCalledWith('tok');
      expect(client.registerPasskey).not.toHaveBeenCalled();
      expect(onSignedIn).not.toHaveBeenCalled();
      submit('Continue to the editor');
      await screen.findByText('The editor');
      expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ hasPassword: true }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is accepted at once by the invited owner already signed in', async () => {
    setOwner({ ...TEST_ME, email: 'new@example.com' });
    const { client } = renderGate();
    submit(
      await screen
        .findByRole('button', { name: 'Accept invitation' })
        .then(() => 'Accept invitation'),
    );
    await screen.findByText('The editor');
    expect(client.acceptInvitation).toHaveBeenCalledWith('tok');
  });
});
