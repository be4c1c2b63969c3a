// @vitest-environment jsdom
// The form block asks for its definition in the page's language, so a French page shows the
// form's French labels (docs/languages.md "Products, forms and items in other languages").
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '../../shared/document/store-defaults';
import { storefrontStrings } from '../../shared/i18n/storefront-strings';
import { BlockView } from '../BlockView';
import { StorefrontContext } from '../storefront/context';
import { formDefinition } from './fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('loads the form with the page’s language and shows its words', async () => {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(input);
    const french = formDefinition('contact-fr', 'Contact', [
      { id: 'email', type: 'email', title: 'Courriel' },
    ]);
    return new Response(JSON.stringify(french), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const storefront = {
    store: DEFAULT_STORE_SETTINGS,
    useCLDRMoneyFormat: false,
    productsPath: null,
    language: 'fr-FR',
    strings: storefrontStrings('fr-FR'),
  };
  render(
    <StorefrontContext value={storefront}>
      <BlockView block={{ id: 'f1', type: 9, settings: { formId: 'contact-fr' } }} />
    </StorefrontContext>,
  );
  expect(await screen.findByLabelText('Courriel', { exact: false })).toBeTruthy();
  expect(asked).toEqual(['/api/forms/contact-fr?language=fr-FR']);
});
