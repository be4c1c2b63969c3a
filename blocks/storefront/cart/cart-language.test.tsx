// @vitest-environment jsdom
// The way from the cart to the order speaks the page's language: the cart page, its rows and
// the checkout (headings, labels, the countries' names, the button), with the spec's English
// where the page is in English.
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../cart-store';
import { StorefrontContext } from '../context';
import { cartEntry, sampleCart, storefrontIn } from '../fixtures';
import { forgetProducts } from '../products/catalogue';
import { CartPage } from './CartPage';
import { CheckoutPage } from './CheckoutPage';

const cart = sampleCart([{ ...cartEntry('bowl', 'b1', 2, 1800), title: 'Bol en grès' }]);

function inLanguage(language: string, children: ReactNode) {
  const value = storefrontIn(language);
  return render(<StorefrontContext value={value}>{children}</StorefrontContext>);
}

beforeEach(() => {
  cartStore.getState().setCart(cart);
  // The pages load the cart and the cross-sell's products when they open.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/cart')
        ? Response.json(cart)
        : Response.json({ items: [], pagination: { nextPage: false } }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetProducts();
});

describe('the cart and the checkout in French', () => {
  it('show the cart page’s words in French', async () => {
    inLanguage('fr-FR', <CartPage money={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Panier' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Articles de votre panier' })).toBeTruthy();
    expect(screen.getByLabelText('Quantité de Bol en grès')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer Bol en grès' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Paiement' })).toBeTruthy();
    expect(screen.getByText('Sous-total')).toBeTruthy();
  });

  it('label the checkout’s fields, countries and button in French', async () => {
    inLanguage('fr-FR', <CheckoutPage money={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Paiement' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Adresse de livraison' })).toBeTruthy();
    expect(screen.getByLabelText('Prénom')).toBeTruthy();
    expect(screen.getByLabelText('Code postal')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'États-Unis' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Choisir la région' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passer la commande (mode test)' })).toBeTruthy();
  });

  it('keep each country’s own English terms on an English page', () => {
    inLanguage('en-US', <CheckoutPage money={{}} />);
    expect(screen.getByLabelText('ZIP Code')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'United States' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Select state' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place order (test mode)' })).toBeTruthy();
  });
});

describe('the cart’s lines at a French address', () => {
  it('name the products in French, from the catalogue the page reads in French', async () => {
    const english = sampleCart([{ ...cartEntry('bowl', 'b1', 1, 1800), title: 'Stoneware Bowl' }]);
    cartStore.getState().setCart(english);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('shopping-cart')
          ? Response.json(english)
          : Response.json({ products: [{ id: 'bowl', name: 'Bol en grès' }] }),
      ),
    );
    render(
      <StorefrontContext value={{ ...storefrontIn('fr-FR'), pathPrefix: '/fr' }}>
        <CartPage money={{}} />
      </StorefrontContext>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Bol en grès' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer Bol en grès' })).toBeTruthy();
  });
});
