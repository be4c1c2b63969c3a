import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './language-codes';
import { ENGLISH_SHOPPER_WORDS, fillWords, type ShopperWords } from './shopper-words';
import { SHOPPER_WORD_TABLES } from './shopper-words-tables';
import { storefrontStrings } from './storefront-strings';

const slots = (words: string) => [...words.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
const KEYS = [
  ...Object.keys(ENGLISH_SHOPPER_WORDS),
  'fieldRegion',
  'fieldPostalCode',
] as (keyof ShopperWords)[];

/** Words some languages write as English does (es 'subtotal', it 'Account', nl 'Land'...). */
const SAME_IN_SOME_LANGUAGES = new Set<string>([
  'orderTotal',
  'cartSubtotal',
  'cartWithSubtotal',
  'accountLink',
  'accountTitle',
  'password',
  'fieldRegion',
  'fieldCountry',
]);

describe('the shopper’s words', () => {
  it('are whole in every language but English, with the same slots as the English', () => {
    for (const code of LANGUAGE_CODES) {
      if (code.startsWith('en-')) continue;
      const words = storefrontStrings(code);
      for (const key of KEYS) {
        const value = words[key];
        expect(typeof value === 'string' && value.trim() !== '', `${code} ${key}`).toBe(true);
        const english = ENGLISH_SHOPPER_WORDS[key];
        if (english !== undefined) {
          expect(slots(value as string), `${code} ${key}`).toEqual(slots(english));
        }
        if (!SAME_IN_SOME_LANGUAGES.has(key)) {
          expect(value, `${code} ${key} is still English`).not.toBe(english);
        }
      }
    }
  });

  it('leave the region and postal code to each country in English', () => {
    expect(storefrontStrings('en-GB').fieldRegion).toBeUndefined();
    expect(storefrontStrings('fr-FR').fieldPostalCode).toBe('Code postal');
  });

  it('take a region’s own words over its language’s', () => {
    expect(storefrontStrings('pt-BR').fieldPostalCode).toBe('CEP');
    expect(storefrontStrings('pt-PT').fieldPostalCode).toBe('Código postal');
    expect(storefrontStrings('fr-CA').fieldEmail).toBe('Courriel');
    expect(storefrontStrings('fr-FR').fieldEmail).toBe(SHOPPER_WORD_TABLES.fr?.fieldEmail);
  });
});

describe('fillWords', () => {
  it('fills each slot it has a value for, and leaves the others', () => {
    expect(fillWords('Retirer {title}', { title: 'Bol {bleu}' })).toBe('Retirer Bol {bleu}');
    expect(fillWords('{price} each, {rest}', { price: '$4' })).toBe('$4 each, {rest}');
    expect(fillWords('{constructor}', {})).toBe('{constructor}');
  });
});
