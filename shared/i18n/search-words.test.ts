import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './language-codes';
import { ENGLISH_SEARCH_WORDS, searchStatus, searchWords } from './search-words';

describe('the Search page’s words', () => {
  it('are English’s as the page always had them, and whole in every site language', () => {
    const english = searchWords('en-GB');
    expect(english).toBe(ENGLISH_SEARCH_WORDS);
    expect(searchStatus(english, 'en-GB', 0, 'teak')).toBe('No results for “teak”.');
    expect(searchStatus(english, 'en-GB', 1, 'bowl')).toBe('1 result for “bowl”.');
    expect(searchStatus(english, 'en-US', 2, 'oak')).toBe('2 results for “oak”.');
    for (const code of LANGUAGE_CODES) {
      const words = searchWords(code);
      for (const [key, word] of Object.entries(words)) {
        if (typeof word === 'string') expect(word.trim(), `${code} ${key}`).not.toBe('');
      }
      for (const count of [0, 1, 2, 5, 22]) {
        const sentence = searchStatus(words, code, count, 'q');
        expect(sentence, `${code} ${count}`).toContain('q');
        if (count > 0) expect(sentence, `${code} ${count}`).toContain(String(count));
        expect(sentence).not.toMatch(/\{/);
      }
      if (!code.startsWith('en')) expect(words.none, code).not.toBe(ENGLISH_SEARCH_WORDS.none);
    }
  });

  it('count in each language’s own plural forms', () => {
    const french = searchWords('fr-CA');
    expect(french.product).toBe('Produit');
    expect(searchStatus(french, 'fr-CA', 1, 'chêne')).toBe('1 résultat pour « chêne ».');
    expect(searchStatus(french, 'fr-CA', 3, 'chêne')).toBe('3 résultats pour « chêne ».');
    expect(searchStatus(french, 'fr-CA', 0, 'x')).toBe('Aucun résultat pour « x ».');
    const polish = searchWords('pl-PL');
    expect(
      [1, 2, 5, 22].map((count) => searchStatus(polish, 'pl-PL', count, 'dąb').split(' ')[1]),
    ).toEqual(['wynik', 'wyniki', 'wyników', 'wyniki']);
    expect(searchStatus(searchWords('ja-JP'), 'ja-JP', 4, '椅子')).toBe('「椅子」の検索結果：4 件');
  });
});
