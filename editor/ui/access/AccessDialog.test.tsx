// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderEditor } from '../test-helpers';
import { AccessDialog } from './AccessDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calls: Array<{ method: string; url: string; body: unknown }> = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? 'GET', url, body });
      const answer = url.includes('member-areas') ? { areas: [] } : { site: false, pageIds: [] };
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
});

describe('the Access dialog', () => {
  it('changes the page’s access and the lock screen through the editor’s actions', async () => {
    const { store } = renderEditor(<AccessDialog onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Access' });
    fireEvent.change(within(dialog).getByLabelText('Access'), { target: { value: 'password' } });
    expect(store.getState().updatePageAccess).toHaveBeenCalledWith('home', {
      kind: 'password',
      memberAreaIds: undefined,
    });
    fireEvent.click(within(dialog).getByLabelText('Lock the whole site with a password'));
    expect(store.getState().updateSiteAccess).toHaveBeenCalledWith({
      lockScreen: { enabled: true },
    });
  });

  it('sends the site password to the server, never to the document', async () => {
    const { store } = renderEditor(<AccessDialog onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Site password'), { target: { value: 'whole site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/api/page-access/passwords/site',
        body: { password: 'whole site' },
      }),
    );
    expect(await screen.findByText(/Password set\./)).toBeTruthy();
    expect(JSON.stringify(store.getState().site)).not.toContain('whole site');
  });
});
