// @vitest-environment jsdom
// The storefront's words follow the page's language (StorefrontContext.language): the marks, a
// variant's select and a gift card's value option.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatSiteMoney } from '../../shared/money/site-format';
import { product, variant } from '../../shared/products/fixtures';
import { moneySettingsOf, StorefrontContext } from './context';
import { storefrontIn } from './fixtures';
import { StatusMark } from './products/PriceView';
import { optionViews } from './products/product-view';
import { VariantOptions } from './products/VariantOptions';

function inLanguage(language: string, children: ReactNode) {
  const value = storefrontIn(language);
  return render(<StorefrontContext value={value}>{children}</StorefrontContext>);
}

const shirt = product('shirt', [
  variant('s', { Size: 'S' }, '10.00'),
  variant('m', { Size: 'M' }, '10.00'),
]);
const giftCard = product(
  'card',
  [variant('25', { Value: '25' }, '25.00'), variant('50', { Value: '50' }, '50.00')],
  { productType: 4 },
);

const options = (item: typeof shirt) => (
  <VariantOptions
    product={item}
    options={optionViews(item, {})}
    selection={{}}
    display="dropdown"
    onChoose={() => undefined}
  />
);

describe('the storefront’s words', () => {
  it.each([
    ['en-US', 'sold out', 'sale'],
    ['de-DE', 'ausverkauft', 'Sale'],
    ['fr-CA', 'épuisé', 'promo'],
  ])('marks products in %s', (language, soldOut, sale) => {
    inLanguage(
      language,
      <>
        <StatusMark status="sold-out" />
        <StatusMark status="sale" />
      </>,
    );
    expect(screen.getByText(soldOut)).toBeTruthy();
    expect(screen.getByText(sale)).toBeTruthy();
  });

  it('keeps the owner’s own sold-out text in every language', () => {
    inLanguage('fr-FR', <StatusMark status="sold-out" soldOutText="Plus de stock" />);
    expect(screen.getByText('Plus de stock')).toBeTruthy();
  });

  it('asks for a variant in the page’s language', () => {
    inLanguage('es-ES', options(shirt));
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select.querySelector('option')?.textContent).toBe('Seleccionar Size');
  });

  it('names a gift card’s value option in the page’s language', () => {
    inLanguage('fr-FR', options(giftCard));
    const select = screen.getByRole('combobox', { name: 'Valeur' });
    expect(select.querySelector('option')?.textContent).toBe('Choisir une valeur');
    expect(select.getAttribute('data-option')).toBe('Value');
  });
});

describe('money on the cart’s pages', () => {
  it('follows the page’s language as the products do', () => {
    expect(moneySettingsOf({ language: 'en-US', useCLDRMoneyFormat: false })).toEqual({
      useCLDRMoneyFormat: false,
    });
    expect(moneySettingsOf({ language: 'en-GB', useCLDRMoneyFormat: true })).toEqual({
      useCLDRMoneyFormat: true,
      locale: 'en-GB',
    });
    const french = moneySettingsOf({ language: 'fr-FR', useCLDRMoneyFormat: false });
    expect(formatSiteMoney({ value: '35.00', currency: 'USD' }, french)).toMatch(/^35,00\s\$US$/);
  });
});
