// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailingListConnection } from './MailingListConnection';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const answer = (lists: unknown[], connected: string | null) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/mailing-lists') return Response.json({ mailingLists: lists });
    if (init?.method === 'DELETE') return Response.json({ mailingListId: null });
    return Response.json({ mailingListId: connected });
  });

describe('mailing-list connection', () => {
  it('says there are no lists in the connect dialog', async () => {
    answer([], null);
    await act(async () => {
      render(<MailingListConnection formId="contact" />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      "You don't have any mailing lists. Please create one before continuing.",
    );
  });

  it('asks "Disconnect …?" before disconnecting', async () => {
    const list = { id: 'l1', name: 'Friends', memberCount: 0, formIds: ['contact'], createdAt: '' };
    const fetch = answer([list], 'l1');
    await act(async () => {
      render(<MailingListConnection formId="contact" />);
    });
    expect(screen.getByText('Connected to Friends.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Friends?' });
    expect(dialog.textContent).toContain(
      'Form submissions will no longer be sent to the mailing-list account.',
    );
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Disconnect' }).at(-1) as HTMLElement);
    });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
