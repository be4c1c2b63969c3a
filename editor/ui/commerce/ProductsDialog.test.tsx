// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product, variant } from '../../../blocks/storefront/fixtures';
import type { ProductInput, ProductItem } from '../../../shared/api/commerce';
import type { CommerceClient, CommerceResult } from '../../commerce/client';
import { forgetSiteLanguage } from '../../i18n/site-language';
import { renderEditor } from '../test-helpers';
import { twoLanguageFetch } from '../translations/test-fetch';
import { ProductsDialog } from './ProductsDialog';

afterEach(cleanup);

const item = (id: string, name: string, qty: number): ProductItem =>
  product(id, [variant(id.toUpperCase(), {}, '10.00', { qtyInStock: qty })], {}, { name });

function fakeClient(answer: CommerceResult<ProductItem>) {
  const ok = <T,>(value: T) => Promise.resolve({ ok: true as const, value });
  const client = {
    listProducts: vi.fn(() => ok([item('mug', 'Mug', 3), item('bowl', 'Bowl', 0)])),
    createProduct: vi.fn((_input: ProductInput) => Promise.resolve(answer)),
    updateProduct: vi.fn((_id: string, _input: ProductInput) => Promise.resolve(answer)),
    deleteProduct: vi.fn(() => ok(null)),
  };
  return client as typeof client & CommerceClient;
}

async function open(answer: CommerceResult<ProductItem>) {
  const client = fakeClient(answer);
  renderEditor(<ProductsDialog onClose={vi.fn()} client={client} />);
  const dialog = screen.getByRole('dialog', { name: 'Products' });
  await within(dialog).findByRole('rowheader', { name: 'Bowl' });
  return { client, dialog };
}

describe('ProductsDialog', () => {
  it('lists products sorted by name and flips the sort', async () => {
    const { dialog } = await open({ ok: true, value: item('x', 'X', 1) });
    const names = () =>
      within(dialog)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['Bowl', 'Mug']);
    fireEvent.click(within(dialog).getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Mug', 'Bowl']);
    expect(
      within(dialog).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('refuses a bad stock at its field and sends nothing', async () => {
    const { client, dialog } = await open({ ok: true, value: item('x', 'X', 1) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Mug' }));
    const stock = within(dialog).getByLabelText('Stock of Default');
    fireEvent.change(stock, { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save product' }));
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Enter the stock as a whole number, like 12.')).toBeTruthy();
    expect(client.updateProduct).not.toHaveBeenCalled();
  });

  it("shows a server's 400 at the field it names", async () => {
    const { client, dialog } = await open({
      ok: false,
      status: 400,
      message: 'That SKU is taken by another product.',
      field: 'structuredContent.variants.0.sku',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Mug' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save product' }));
    const sku = within(dialog).getByLabelText('SKU of Default');
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(client.updateProduct).toHaveBeenCalledWith(
      'mug',
      expect.objectContaining({ name: 'Mug' }),
    );
    const error = document.getElementById(sku.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('That SKU is taken by another product.');
  });

  it('deletes only after the confirmation', async () => {
    const { client, dialog } = await open({ ok: true, value: item('x', 'X', 1) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Bowl' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Bowl?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(client.deleteProduct).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Bowl' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Bowl?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('rowheader', { name: 'Bowl' })).toBeNull(),
    );
    expect(client.deleteProduct).toHaveBeenCalledWith('bowl');
    expect(screen.getByRole('status').textContent).toBe('Deleted Bowl.');
  });
});

describe('ProductsDialog on a site with two languages', () => {
  afterEach(() => {
    forgetSiteLanguage();
    vi.unstubAllGlobals();
  });

  it('shows a saved product’s Translations below its form', async () => {
    vi.stubGlobal('fetch', twoLanguageFetch('product', 'mug', 'de-DE'));
    const { dialog } = await open({ ok: true, value: item('x', 'X', 1) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Mug' }));
    const section = await within(dialog).findByRole('region', { name: 'Translations' });
    expect(await within(section).findByLabelText('Name (German)')).toBeTruthy();
    expect(within(section).getByText('English (United States): Mug')).toBeTruthy();
  });
});
