// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OwnerMessage } from '../../../shared/api/auth';
import { CONTRIBUTOR_ROLES } from '../../../shared/codes/contributor-roles';
import { describeRole } from '../../../shared/permissions/role-summary';
import { API_KEY_SCOPES } from '../../../shared/permissions/roles';
import { signInAs } from '../test-helpers';
import { ActivityDialog } from './ActivityDialog';
import { ApiKeysDialog } from './ApiKeysDialog';
import { ContributorsDialog } from './ContributorsDialog';
import { COPIED, COPY_BY_HAND } from './CopyField';
import { FakePeopleApi } from './fake-people-api';
import { NO_EMAIL_SENT } from './InviteForm';

let api: FakePeopleApi;
const writeText = vi.fn(async (_text: string) => undefined);

beforeEach(() => {
  api = new FakePeopleApi();
  signInAs('admin');
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(cleanup);

describe('Contributors', () => {
  async function open() {
    render(<ContributorsDialog api={api} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Contributors' });
    await within(dialog).findByRole('table', { name: 'People' });
    return dialog;
  }

  it('lists each contributor with a role select', async () => {
    const dialog = await open();
    const select = within(dialog).getByLabelText('Role of sam@test.example') as HTMLSelectElement;
    expect(select.value).toBe('viewer');
    expect([...select.options].map((option) => option.value)).toEqual([...CONTRIBUTOR_ROLES]);
    expect(within(dialog).getByText('(you)')).toBeTruthy();
  });

  it('changes a role', async () => {
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Role of sam@test.example'), {
      target: { value: 'billing' },
    });
    await waitFor(() =>
      expect(
        (within(dialog).getByLabelText('Role of sam@test.example') as HTMLSelectElement).value,
      ).toBe('billing'),
    );
    expect(api.changeRole).toHaveBeenCalledWith('o2', 'billing');
  });

  it('shows the server’s refusal to demote the last admin, and keeps the role', async () => {
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Role of owner@test.example'), {
      target: { value: 'viewer' },
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(OwnerMessage.lastAdmin);
    expect(
      (within(dialog).getByLabelText('Role of owner@test.example') as HTMLSelectElement).value,
    ).toBe('admin');
  });

  it('removes a contributor after a confirmation naming them', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove sam@test.example' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove sam@test.example?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(dialog).queryByText('sam@test.example')).toBeNull());
    expect(api.removeContributor).toHaveBeenCalledWith('o2');
  });

  it('Cancel in the confirmation keeps the contributor', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove sam@test.example' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.removeContributor).not.toHaveBeenCalled();
    expect(within(dialog).getByText('sam@test.example')).toBeTruthy();
  });

  it('refuses to remove the last admin with the server’s sentence', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove owner@test.example' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(OwnerMessage.lastAdmin);
  });

  it('invites, shows the link to copy (no email is sent) and lists the invitation', async () => {
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'pat@test.example' },
    });
    const role = within(dialog).getByLabelText('Role');
    fireEvent.change(role, { target: { value: 'store manager' } });
    const help = document.getElementById(role.getAttribute('aria-describedby')!);
    expect(help?.textContent).toBe(describeRole('store manager'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    const link = (await within(dialog).findByLabelText('Invitation link')) as HTMLInputElement;
    expect(link.value).toBe('http://127.0.0.1/?invitation=token-i1');
    expect(within(dialog).getByText(new RegExp(NO_EMAIL_SENT.replace('.', '\\.')))).toBeTruthy();
    expect(api.invite).toHaveBeenCalledWith('pat@test.example', 'store manager');
    const invitations = await within(dialog).findByRole('table', { name: 'Invitations' });
    expect(within(invitations).getByText('pat@test.example')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(within(dialog).getByText(COPIED)).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith('http://127.0.0.1/?invitation=token-i1');
  });

  it('selects the link and says how to copy it when the clipboard is refused', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'pat@test.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText(COPY_BY_HAND)).toBeTruthy();
  });

  it('shows a refused invitation', async () => {
    api.invite.mockResolvedValueOnce({
      ok: false,
      status: 409,
      message: OwnerMessage.alreadyContributor,
    });
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'sam@test.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      OwnerMessage.alreadyContributor,
    );
  });

  it('revokes an invitation', async () => {
    api.invitationList.push({
      id: 'i9',
      email: 'old@test.example',
      role: 'editor',
      createdAt: '2025-03-01T00:00:00Z',
      expiresAt: '2025-03-08T00:00:00Z',
    });
    const dialog = await open();
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Revoke the invitation of old@test.example' }),
    );
    await waitFor(() => expect(within(dialog).getByText('No invitation is waiting.')).toBeTruthy());
  });

  it('lists all fifteen roles with what each may do', async () => {
    const dialog = await open();
    const guide = within(dialog).getByText('What each role may do').closest('details')!;
    const terms = [...guide.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual([...CONTRIBUTOR_ROLES]);
    expect(guide.querySelectorAll('dd')[0]!.textContent).toBe(describeRole('admin'));
  });
});

describe('API keys', () => {
  async function open() {
    render(<ApiKeysDialog api={api} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'API keys' });
    await within(dialog).findByText('No API key yet.');
    return dialog;
  }

  function fillKey(name: string, scopes: readonly string[]) {
    const modal = screen.getByRole('dialog', { name: 'Create an API key' });
    fireEvent.change(within(modal).getByLabelText('Name'), { target: { value: name } });
    for (const scope of scopes) {
      fireEvent.click(within(modal).getByLabelText(new RegExp(`^${scope}`)));
    }
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
  }

  it('explains Bearer use and the terms of use', async () => {
    const dialog = await open();
    expect(within(dialog).getByText('Learn more')).toBeTruthy();
    expect(dialog.textContent).toContain('Authorization: Bearer <key>');
    expect(within(dialog).getByText('Terms of use')).toBeTruthy();
  });

  it('offers every scope by what it lets a script do', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const modal = screen.getByRole('dialog', { name: 'Create an API key' });
    expect(within(modal).getAllByRole('checkbox')).toHaveLength(API_KEY_SCOPES.length);
    expect(within(modal).getByLabelText(/^See orders/)).toBeTruthy();
  });

  it('creates a key, shows it once with Copy, and lists it after Complete (without the key)', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    fillKey('Order sync', ['See orders', 'Edit products']);
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    const field = within(shown).getByLabelText('API key “Order sync”') as HTMLInputElement;
    expect(field.value).toMatch(/^sk_abcde/);
    expect(api.createApiKey).toHaveBeenCalledWith('Order sync', ['products:write', 'orders:read']);
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(field.value));
    fireEvent.click(within(shown).getByRole('button', { name: 'Complete' }));
    const table = await within(dialog).findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Order sync')).toBeTruthy();
    expect(within(table).getByText('See orders')).toBeTruthy();
    expect(within(table).getByText('Never')).toBeTruthy();
    expect(table.textContent).not.toContain(field.value);
  });

  it('shows the server’s refusal of a key without scopes and stays on the first step', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    fillKey('Nothing', []);
    const modal = screen.getByRole('dialog', { name: 'Create an API key' });
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      OwnerMessage.keyScopesRequired,
    );
  });

  it('Cancel after Next deletes the key just made', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    fillKey('Oops', ['See orders']);
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    fireEvent.click(within(shown).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull(),
    );
    expect(api.deleteApiKey).toHaveBeenCalled();
    expect(await within(dialog).findByText('No API key yet.')).toBeTruthy();
  });

  it('deletes a key after the delete confirmation', async () => {
    await api.createApiKey('Old script', ['orders:read']);
    render(<ApiKeysDialog api={api} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'API keys' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete key Old script' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the key “Old script”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete key' }));
    expect(await within(dialog).findByText('No API key yet.')).toBeTruthy();
  });
});

describe('Activity log', () => {
  it('lists who did what, newest first, with More for the next page', async () => {
    const at = new Date(Date.now() - 5 * 60_000).toISOString();
    api.log = [
      {
        at,
        actor: 'owner@test.example',
        via: 'session',
        method: 'PUT',
        path: '/api/sites/demo',
        status: 200,
      },
      {
        at,
        actor: 'Order sync',
        via: 'api-key',
        method: 'POST',
        path: '/api/commerce/products',
        status: 201,
      },
      {
        at,
        actor: 'sam@test.example',
        via: 'session',
        method: 'DELETE',
        path: '/api/files/f1',
        status: 204,
      },
    ];
    render(<ActivityDialog api={api} onClose={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Activity' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(2);
    expect(rows()[0]!.textContent).toContain('5 minutes ago');
    expect(rows()[1]!.textContent).toContain('Order sync');
    expect(rows()[1]!.textContent).toContain('API key');
    expect(rows()[1]!.textContent).toContain('POST /api/commerce/products');
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });
});
