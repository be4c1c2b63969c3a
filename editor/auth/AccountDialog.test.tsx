// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnerMe } from '../../shared/api/auth';
import { OwnerMessage } from '../../shared/api/auth';
import { renderEditor } from '../ui/test-helpers';
import { AccountButton } from './AccountButton';
import { AccountDialog, signedOutEverywhere } from './AccountDialog';
import type { AuthClient } from './client';
import { GateMessage, useGate } from './gate';
import { setOwner, useOwner } from './owner';
import { passkeyDates } from './PasskeysSection';
import { passwordChanged } from './PasswordSection';
import { fakeAuthClient, ok, refused, TEST_ME } from './test-client';

beforeEach(() => setOwner(TEST_ME));
afterEach(() => {
  cleanup();
  useGate.setState({ notice: null });
});

const PHONE = {
  id: 'k1',
  name: 'Phone',
  createdAt: '2025-05-03T10:00:00.000Z',
  lastUsedAt: null,
};

function renderAccount(client: AuthClient = fakeAuthClient(), me: OwnerMe = TEST_ME) {
  const onClose = vi.fn();
  const rendered = renderEditor(<AccountDialog client={client} me={me} onClose={onClose} />, {
    me: useOwner.getState().me,
  });
  return { ...rendered, client, onClose, dialog: screen.getByRole('dialog', { name: 'Account' }) };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Account button', () => {
  it('names the signed-in owner and opens the Account dialog', async () => {
    renderEditor(<AccountButton />, { me: useOwner.getState().me });
    const button = screen.getByRole('button', { name: 'Account owner@example.com' });
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('is not there while nobody is signed in', () => {
    setOwner(null);
    renderEditor(<AccountButton />, { me: useOwner.getState().me });
    expect(screen.queryByRole('button', { name: /Account/ })).toBeNull();
  });
});

describe('passwordChanged', () => {
  it.each([
    [0, 'Your password is saved. No other session was open.'],
    [1, 'Your password is saved. Your one other session was signed out.'],
    [3, 'Your password is saved. Your 3 other sessions were signed out.'],
  ])('%i other sessions -> %s', (count, text) => {
    expect(passwordChanged(count)).toBe(text);
  });
});

describe('passkeyDates', () => {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  it('says when a passkey was added and last used', () => {
    expect(passkeyDates(PHONE, day)).toBe('Added 2025-05-03 · never used');
    expect(passkeyDates({ ...PHONE, lastUsedAt: '2025-06-01T08:00:00.000Z' }, day)).toBe(
      'Added 2025-05-03 · last used 2025-06-01',
    );
  });
});

describe('Account: password', () => {
  it('sets a first password without asking for a current one', async () => {
    const me = { ...TEST_ME, hasPassword: false };
    const { client } = renderAccount(fakeAuthClient(), me);
    expect(screen.getByRole('heading', { name: 'Set a password' })).toBeDefined();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('New password', 'a new password');
    fireEvent.click(screen.getByRole('button', { name: 'Set a password' }));
    await screen.findByText(passwordChanged(1));
    expect(client.changePassword).toHaveBeenCalledWith(null, 'a new password');
    expect(useOwner.getState().me?.hasPassword).toBe(true);
  });

  it('asks for the current password and marks it when it is wrong', async () => {
    const client = fakeAuthClient({
      changePassword: vi.fn(async () =>
        refused(400, OwnerMessage.currentPasswordWrong, 'currentPassword'),
      ),
    });
    renderAccount(client);
    type('Current password', 'nope');
    type('New password', 'a new password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(OwnerMessage.currentPasswordWrong);
    const current = screen.getByLabelText('Current password');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe(alert.id);
    expect(client.changePassword).toHaveBeenCalledWith('nope', 'a new password');
  });
});

describe('Account: passkeys', () => {
  it('lists them, and Remove asks before it removes', async () => {
    const passkeys = vi
      .fn()
      .mockResolvedValueOnce(ok([PHONE]))
      .mockResolvedValueOnce(ok([]));
    const client = fakeAuthClient({ passkeys });
    renderAccount(client);
    const row = await screen.findByRole('listitem');
    expect(row.textContent).toContain('Phone');
    expect(row.textContent).toContain('never used');
    fireEvent.click(within(row).getByRole('button', { name: 'Remove passkey Phone' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    expect(client.removePasskey).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove passkey' }));
    await screen.findByText('Passkey “Phone” removed.');
    expect(client.removePasskey).toHaveBeenCalledWith('k1');
    await screen.findByText(/No passkeys yet/);
  });

  it("shows the server's refusal of a removal", async () => {
    const client = fakeAuthClient({
      passkeys: vi.fn(async () => ok([PHONE])),
      removePasskey: vi.fn(async () => refused(409, 'Set a password first.')),
    });
    renderAccount(client);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove passkey Phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Set a password first.');
  });
});

describe('Account: signing out', () => {
  it('saves first, then signs out here with a notice', async () => {
    const order: string[] = [];
    const client = fakeAuthClient({
      signOut: vi.fn(async () => {
        order.push('sign out');
        return ok(null);
      }),
    });
    const { services } = renderAccount(client);
    vi.mocked(services.saveNow).mockImplementation(async () => {
      order.push('save');
      return true;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(useOwner.getState().me).toBeNull());
    expect(order).toEqual(['save', 'sign out']);
    expect(useGate.getState().notice).toBe(GateMessage.signedOut);
  });

  it('signs out everywhere and says how many sessions ended', async () => {
    const { client } = renderAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(useOwner.getState().me).toBeNull());
    expect(client.signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(useGate.getState().notice).toBe(signedOutEverywhere(2));
  });

  it('stays signed in when the server cannot be reached', async () => {
    const client = fakeAuthClient({
      signOut: vi.fn(async () => refused(0, 'Unable to connect. Please try again.')),
    });
    renderAccount(client);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to connect. Please try again.',
    );
    expect(useOwner.getState().me).toEqual(TEST_ME);
  });
});
