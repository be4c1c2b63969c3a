import { describe, expect, it } from 'vitest';
import { LIKERT_DEFAULT_LABELS } from '../forms/likert';
import { FALLBACK_TEXTS } from '../products/texts';
import { LANGUAGE_CODES } from './language-codes';
import { ENGLISH_SHOPPER_WORDS } from './shopper-words';
import { ENGLISH_STOREFRONT_STRINGS } from './storefront-english';
import { siteWords, storefrontStrings } from './storefront-strings';

describe('storefrontStrings', () => {
  it('is the spec’s fallbacks in English, in every English', () => {
    for (const code of ['en-US', 'en-GB', 'en-CA', 'en-AU', 'en-NZ']) {
      expect(storefrontStrings(code)).toEqual({
        ...FALLBACK_TEXTS,
        giftCardValueDisplayText: 'Value',
        likertLabels: LIKERT_DEFAULT_LABELS,
        ...ENGLISH_SHOPPER_WORDS,
      });
    }
  });

  it.each([
    ['fr-FR', 'Ajouter au panier', 'épuisé', 'Choisir {variantName}'],
    ['fr-CA', 'Ajouter au panier', 'épuisé', 'Choisir {variantName}'],
    ['de-DE', 'In den Warenkorb', 'ausverkauft', '{variantName} wählen'],
    ['es-ES', 'Añadir al carrito', 'agotado', 'Seleccionar {variantName}'],
    ['es-MX', 'Agregar al carrito', 'agotado', 'Seleccionar {variantName}'],
    ['ja-JP', 'カートに追加', '売り切れ', '{variantName}を選択'],
  ])('speaks %s', (code, addToCart, soldOut, variantSelect) => {
    const strings = storefrontStrings(code);
    expect(strings.productAddToCartText).toBe(addToCart);
    expect(strings.productSoldOutText).toBe(soldOut);
    expect(strings.productVariantSelectText).toBe(variantSelect);
  });

  it('takes a region’s own words over its language’s, and the language’s for the rest', () => {
    expect(storefrontStrings('pt-PT').productSubscribeText).toBe('Subscrever');
    expect(storefrontStrings('pt-BR').productSubscribeText).toBe('Assinar');
    expect(storefrontStrings('pt-PT').productQuantityInputLabel).toBe('Quantidade');
  });

  it('falls back to English for a language without a table', () => {
    expect(storefrontStrings('ko-KR')).toEqual(ENGLISH_STOREFRONT_STRINGS);
    expect(storefrontStrings('')).toEqual(ENGLISH_STOREFRONT_STRINGS);
  });

  it('has every word, five likert labels and the variant name slot in every site language', () => {
    for (const code of LANGUAGE_CODES) {
      const strings = storefrontStrings(code);
      for (const [key, value] of Object.entries(strings)) {
        if (key === 'likertLabels') continue;
        expect(typeof value === 'string' && value.trim() !== '', `${code} ${key}`).toBe(true);
      }
      expect(new Set(strings.likertLabels).size, code).toBe(5);
      expect(strings.productVariantSelectText, code).toContain('{variantName}');
      if (!code.startsWith('en')) {
        expect(strings.productAddToCartText, code).not.toBe(FALLBACK_TEXTS.productAddToCartText);
      }
    }
  });
});

describe('a language’s words, laid once', () => {
  it('answers the same words each time a page in that language asks, French still French', () => {
    const french = storefrontStrings('fr-FR');
    expect(storefrontStrings('fr-FR')).toBe(french);
    expect(siteWords('fr-FR')).toBe(siteWords('fr-FR'));
    expect(french.productAddToCartText).not.toBe(storefrontStrings('en-US').productAddToCartText);
    expect(storefrontStrings('es-MX').productAddToCartText).toBe('Agregar al carrito');
  });
});
