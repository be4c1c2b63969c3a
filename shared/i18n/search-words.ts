// The Search page's results' words in each site language (docs/languages.md "Search per language"):
// what each result is, the hint and the sentence saying how many results a query found (the
// heading, field and button are the site's words, site-words.ts). English is the page's words as they have always been. The server works
// them out with the results (server/seo/search-service.ts), so no table reaches a visitor's script.

import { ENGLISH_SEARCH_WORDS, type SearchWords } from './search-english';

export { ENGLISH_SEARCH_WORDS, type SearchWords };

/** Every other language a site may speak, by its first subtag. */
const TABLES: Readonly<Record<string, SearchWords>> = {
  fr: {
    page: 'Page',
    product: 'Produit',
    post: 'Article',
    event: 'Événement',
    album: 'Album',
    noResultsHint: 'Essayez avec moins de mots ou d’autres mots.',
    none: 'Aucun résultat pour « {query} ».',
    found: {
      one: '{count} résultat pour « {query} ».',
      other: '{count} résultats pour « {query} ».',
    },
  },
  de: {
    page: 'Seite',
    product: 'Produkt',
    post: 'Beitrag',
    event: 'Veranstaltung',
    album: 'Album',
    noResultsHint: 'Versuchen Sie es mit weniger oder anderen Wörtern.',
    none: 'Keine Ergebnisse für „{query}“.',
    found: { one: '{count} Ergebnis für „{query}“.', other: '{count} Ergebnisse für „{query}“.' },
  },
  es: {
    page: 'Página',
    product: 'Producto',
    post: 'Entrada',
    event: 'Evento',
    album: 'Álbum',
    noResultsHint: 'Prueba con menos palabras o con otras.',
    none: 'No hay resultados para «{query}».',
    found: {
      one: '{count} resultado para «{query}».',
      other: '{count} resultados para «{query}».',
    },
  },
  it: {
    page: 'Pagina',
    product: 'Prodotto',
    post: 'Articolo',
    event: 'Evento',
    album: 'Album',
    noResultsHint: 'Prova con meno parole o con parole diverse.',
    none: 'Nessun risultato per «{query}».',
    found: { one: '{count} risultato per «{query}».', other: '{count} risultati per «{query}».' },
  },
  nl: {
    page: 'Pagina',
    product: 'Product',
    post: 'Bericht',
    event: 'Evenement',
    album: 'Album',
    noResultsHint: 'Probeer minder of andere woorden.',
    none: 'Geen resultaten voor ‘{query}’.',
    found: {
      one: '{count} resultaat voor ‘{query}’.',
      other: '{count} resultaten voor ‘{query}’.',
    },
  },
  pt: {
    page: 'Página',
    product: 'Produto',
    post: 'Publicação',
    event: 'Evento',
    album: 'Álbum',
    noResultsHint: 'Tente menos palavras ou palavras diferentes.',
    none: 'Nenhum resultado para “{query}”.',
    found: {
      one: '{count} resultado para “{query}”.',
      other: '{count} resultados para “{query}”.',
    },
  },
  sv: {
    page: 'Sida',
    product: 'Produkt',
    post: 'Inlägg',
    event: 'Evenemang',
    album: 'Album',
    noResultsHint: 'Försök med färre eller andra ord.',
    none: 'Inga resultat för ”{query}”.',
    found: { one: '{count} resultat för ”{query}”.', other: '{count} resultat för ”{query}”.' },
  },
  da: {
    page: 'Side',
    product: 'Produkt',
    post: 'Indlæg',
    event: 'Begivenhed',
    album: 'Album',
    noResultsHint: 'Prøv med færre eller andre ord.',
    none: 'Ingen resultater for “{query}”.',
    found: { one: '{count} resultat for “{query}”.', other: '{count} resultater for “{query}”.' },
  },
  nb: {
    page: 'Side',
    product: 'Produkt',
    post: 'Innlegg',
    event: 'Arrangement',
    album: 'Album',
    noResultsHint: 'Prøv færre eller andre ord.',
    none: 'Ingen treff for «{query}».',
    found: { one: '{count} treff for «{query}».', other: '{count} treff for «{query}».' },
  },
  fi: {
    page: 'Sivu',
    product: 'Tuote',
    post: 'Kirjoitus',
    event: 'Tapahtuma',
    album: 'Albumi',
    noResultsHint: 'Kokeile vähemmillä tai eri sanoilla.',
    none: 'Ei tuloksia haulla ”{query}”.',
    found: { one: '{count} tulos haulla ”{query}”.', other: '{count} tulosta haulla ”{query}”.' },
  },
  pl: {
    page: 'Strona',
    product: 'Produkt',
    post: 'Wpis',
    event: 'Wydarzenie',
    album: 'Album',
    noResultsHint: 'Spróbuj użyć mniej lub innych słów.',
    none: 'Brak wyników dla „{query}”.',
    found: {
      one: '{count} wynik dla „{query}”.',
      few: '{count} wyniki dla „{query}”.',
      many: '{count} wyników dla „{query}”.',
      other: '{count} wyniku dla „{query}”.',
    },
  },
  ja: {
    page: 'ページ',
    product: '商品',
    post: '投稿',
    event: 'イベント',
    album: 'アルバム',
    noResultsHint: '言葉を減らすか、別の言葉でお試しください。',
    none: '「{query}」の検索結果はありません。',
    found: { other: '「{query}」の検索結果：{count} 件' },
  },
};

/** The Search page's words in a language (English for English and for a language unknown). */
export function searchWords(language: string): SearchWords {
  return TABLES[language.split('-')[0]?.toLowerCase() ?? ''] ?? ENGLISH_SEARCH_WORDS;
}

/** The sentence saying how many results `query` found, in the words' language. */
export function searchStatus(
  words: SearchWords,
  language: string,
  count: number,
  query: string,
): string {
  const rule = new Intl.PluralRules(language).select(count);
  const template = count === 0 ? words.none : (words.found[rule] ?? words.found.other);
  return template.replaceAll('{count}', String(count)).replaceAll('{query}', query);
}
