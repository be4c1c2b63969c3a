// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formDefinition } from './fixtures';
import { ProductFormLightbox } from './ProductFormLightbox';
import type { FormValues } from './values';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const definition = formDefinition('preorder', 'Pre-order details', [
  { id: 'engraving', type: 'text', title: 'Engraving' },
  { id: 'gift', type: 'radio', title: 'Is it a gift?', options: ['Yes', 'No'], required: true },
]);

/** The lightbox as the cart opens it, the server accepting every answer; its onClose. */
function reopen(initialValues: FormValues, save: (answers: string) => Promise<string | null>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ errors: {} }));
  const onClose = vi.fn();
  render(
    <ProductFormLightbox
      definition={definition}
      onClose={onClose}
      initialValues={initialValues}
      save={save}
    />,
  );
  return onClose;
}

describe('product form lightbox', () => {
  it('is a modal dialog named by the form with focus inside; Escape closes without answers', () => {
    const onClose = vi.fn();
    render(<ProductFormLightbox definition={definition} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Pre-order details' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('the close button closes without answers', () => {
    const onClose = vi.fn();
    render(<ProductFormLightbox definition={definition} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('validates like the form block, then answers the additionalFields JSON string', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ errors: {} }));
    const onClose = vi.fn();
    render(<ProductFormLightbox definition={definition} onClose={onClose} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByText('Required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Engraving'), { target: { value: 'AL' } });
    fireEvent.click(screen.getByLabelText('No'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/rest/forms/validate/preorder');
    expect(onClose).toHaveBeenCalledWith(JSON.stringify({ engraving: 'AL', gift: 'No' }));
  });

  it('shows the server errors by field id', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ errors: { engraving: 'Too long' } }, { status: 400 }),
    );
    const onClose = vi.fn();
    render(<ProductFormLightbox definition={definition} onClose={onClose} />);
    fireEvent.click(screen.getByLabelText('Yes'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByText('Too long')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reopens with saved answers and saves them before closing; a refusal stays open', async () => {
    const save = vi
      .fn<(answers: string) => Promise<string | null>>()
      .mockResolvedValueOnce('Unable to update form.')
      .mockResolvedValueOnce(null);
    const onClose = reopen({ engraving: 'A & O', gift: 'Yes' }, save);
    expect((screen.getByLabelText('Engraving') as HTMLInputElement).value).toBe('A & O');
    expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Engraving'), { target: { value: 'For Ada' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(save).toHaveBeenCalledWith(JSON.stringify({ engraving: 'For Ada', gift: 'Yes' }));
    expect(screen.getByRole('alert').textContent).toBe('Unable to update form.');
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(onClose).toHaveBeenCalledWith(JSON.stringify({ engraving: 'For Ada', gift: 'Yes' }));
  });

  it('shows Saving… on the button while the answers are checked and saved', async () => {
    let finish: (refusal: string | null) => void = () => undefined;
    const save = () => new Promise<string | null>((resolve) => (finish = resolve));
    const onClose = reopen({ engraving: '', gift: 'No' }, save);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish(null));
    expect(onClose).toHaveBeenCalledWith(JSON.stringify({ engraving: '', gift: 'No' }));
  });
});
