// @vitest-environment jsdom
// The installment teaser speaks to the page's shopper: its language and its region decide the
// brand and the words (shared/products/installments.ts), the same on the server and in the browser.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '../../../shared/document/store-defaults';
import { formatMoneyAmount } from '../../../shared/money/format';
import { readMoney } from '../../../shared/money/money';
import { StorefrontContext } from '../context';
import { storefrontIn } from '../fixtures';
import { InstallmentTeaser } from './Installments';

function teaser(language: string) {
  const value = storefrontIn(language);
  render(
    <StorefrontContext value={value}>
      <InstallmentTeaser
        productType={1}
        price={readMoney({ value: '100.00', currency: 'USD' })}
        settings={DEFAULT_STORE_SETTINGS.installments}
        format={(money) => formatMoneyAmount(money)}
      />
    </StorefrontContext>,
  );
}

describe('the installment teaser', () => {
  it('is written in French on a page in Canadian French', () => {
    teaser('fr-CA');
    expect(
      screen.getByText(/ou 4 versements sans intérêts de \$25\.00 avec Afterpay/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'En savoir plus sur Afterpay' })).toBeTruthy();
  });

  it('names the other brand on a page in British English', () => {
    teaser('en-GB');
    expect(screen.getByText(/or 4 interest-free payments of \$25\.00 with Clearpay/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More about Clearpay' })).toBeTruthy();
  });
});
