// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { initialAddToCart } from '../../../shared/machines/add-to-cart';
import { AddToCartButton } from './AddToCartButton';

const button = (onClick = () => undefined) => (
  <AddToCartButton
    state={initialAddToCart('Add To Cart')}
    alert={null}
    productName="Linen Cushion"
    onClick={onClick}
  />
);

describe('the add button', () => {
  it('comes from the server inactive, so a click before the script runs is not lost unseen', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(button());
    expect(host.querySelector('button')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('becomes active once hydrated, and adds on click', async () => {
    const onClick = vi.fn();
    const host = document.createElement('div');
    host.innerHTML = renderToString(button(onClick));
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, button(onClick));
    });
    const add = screen.getByRole('button', { name: 'Add To Cart' });
    expect(add.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(add);
    expect(onClick).toHaveBeenCalledOnce();
    host.remove();
  });

  it('is active at once when rendered in the browser (the editor frame)', () => {
    render(button());
    expect(
      screen.getByRole('button', { name: 'Add To Cart' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });
});
