// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENGLISH_STOREFRONT_STRINGS } from '../../shared/i18n/storefront-english';
import { useSiteWordsFor, useStorefrontStringsFor } from './use-storefront-strings';

describe('useStorefrontStringsFor', () => {
  it('is English at once for an English site', () => {
    const { result } = renderHook(() => useStorefrontStringsFor('en-GB'));
    expect(result.current).toBe(ENGLISH_STOREFRONT_STRINGS);
  });

  it('gives another language’s words once its tables load, and follows a change of language', async () => {
    const { result, rerender } = renderHook(({ language }) => useStorefrontStringsFor(language), {
      initialProps: { language: 'fr-FR' },
    });
    await waitFor(() => expect(result.current.productAddToCartText).toBe('Ajouter au panier'));
    rerender({ language: 'de-DE' });
    await waitFor(() => expect(result.current.productAddToCartText).toBe('In den Warenkorb'));
    rerender({ language: 'en-US' });
    expect(result.current).toBe(ENGLISH_STOREFRONT_STRINGS);
  });
});

describe('useSiteWordsFor', () => {
  it('is none (English) for an English site, and another language’s words once they load', async () => {
    const { result, rerender } = renderHook(({ language }) => useSiteWordsFor(language), {
      initialProps: { language: 'en-US' },
    });
    expect(result.current).toBeUndefined();
    rerender({ language: 'fr-FR' });
    await waitFor(() => expect(result.current?.notFoundTitle).toBe('Page introuvable'));
  });
});
