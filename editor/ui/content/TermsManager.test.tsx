// @vitest-environment jsdom
// The category manager shows each category inside its parent and chooses where a new or edited
// one sits, never inside itself or one of its own.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../../content/client';
import { TermsManager } from './TermsManager';

afterEach(cleanup);

function fakeClient() {
  const ok = <T,>(value: T) => Promise.resolve({ ok: true as const, value });
  const terms = [
    { name: 'Italy', count: 2, parent: 'Travel' },
    { name: 'Food', count: 0, parent: null },
    { name: 'Travel', count: 1, parent: null },
  ];
  return {
    terms: vi.fn(() => ok(terms)),
    addTerm: vi.fn(() => ok(null)),
    renameTerm: vi.fn(() => ok(null)),
  } as unknown as ContentClient & Record<'addTerm' | 'renameTerm', ReturnType<typeof vi.fn>>;
}

describe('the category manager', () => {
  it('shows the nesting and places new and edited categories', async () => {
    const client = fakeClient();
    const announce = vi.fn();
    render(
      <TermsManager collectionId="c1" kind="category" client={client} onAnnounce={announce} />,
    );
    const region = screen.getByRole('region', { name: 'Categories' });
    await within(region).findByText('(2 items, inside Travel)');
    const rows = within(region)
      .getAllByRole('listitem')
      .map((row) => [
        row.querySelector('label')?.textContent?.split(' (')[0],
        row.style.paddingInlineStart,
      ]);
    expect(rows).toEqual([
      ['Food', '0rem'],
      ['Travel', '0rem'],
      ['Italy', '1.5rem'],
    ]);
    fireEvent.change(within(region).getByLabelText('New category'), { target: { value: 'Rome' } });
    fireEvent.change(within(region).getByLabelText('Inside'), { target: { value: 'Italy' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Add category' }));
    await vi.waitFor(() => expect(announce).toHaveBeenCalledWith('Added Rome.'));
    expect(client.addTerm).toHaveBeenCalledWith('c1', 'category', 'Rome', 'Italy');
    fireEvent.click(within(region).getByRole('button', { name: 'Edit Travel' }));
    const inside = within(region).getByLabelText('Put Travel inside');
    const offered = within(inside)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['At the top', 'Food']);
    fireEvent.change(inside, { target: { value: 'Food' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(announce).toHaveBeenCalledWith('Saved Travel.'));
    expect(client.renameTerm).toHaveBeenCalledWith('c1', 'category', 'Travel', 'Travel', 'Food');
  });
});
