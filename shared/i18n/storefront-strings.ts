// The storefront's own words in each language a site may speak (spec storefront.md §3 "Localized
// strings": add to cart, subscribe, quantity label, sold out, sale, quick view, variant select,
// gift-card texts, no-answer text and the five likert labels). English is the spec's fallbacks
// (§9); a language's table may leave a key out, and a regional table (es-MX, pt-PT) holds only
// what differs from its language's. A string missing everywhere else is the English one.
import type { ShopperWords } from './shopper-words';
import { SHOPPER_REGIONAL_WORDS, SHOPPER_WORD_TABLES } from './shopper-words-tables';
import { ENGLISH_SITE_WORDS, type SiteWords } from './site-words';
import { SITE_REGIONAL_WORDS, SITE_WORD_TABLES } from './site-words-tables';
import { ENGLISH_STOREFRONT_STRINGS, type StorefrontStrings } from './storefront-english';

/** The spec's strings of one language (our shopper words have their own tables). */
type Table = Partial<Omit<StorefrontStrings, keyof ShopperWords>>;

/** By primary language subtag. */
const TABLES: Readonly<Record<string, Table>> = {
  fr: {
    productAddToCartText: 'Ajouter au panier',
    productSubscribeText: 'S’abonner',
    productQuantityInputLabel: 'Quantité',
    productQuickViewText: 'Aperçu rapide',
    productSoldOutText: 'épuisé',
    productSaleText: 'promo',
    giftCardVariantSelectText: 'Choisir une valeur',
    productVariantSelectText: 'Choisir {variantName}',
    productSummaryFormNoAnswerText: 'N/D',
    giftCardValueDisplayText: 'Valeur',
    likertLabels: [
      'Pas du tout d’accord',
      'Pas d’accord',
      'Neutre',
      'D’accord',
      'Tout à fait d’accord',
    ],
  },
  de: {
    productAddToCartText: 'In den Warenkorb',
    productSubscribeText: 'Abonnieren',
    productQuantityInputLabel: 'Menge',
    productQuickViewText: 'Schnellansicht',
    productSoldOutText: 'ausverkauft',
    productSaleText: 'Sale',
    giftCardVariantSelectText: 'Wert wählen',
    productVariantSelectText: '{variantName} wählen',
    productSummaryFormNoAnswerText: 'k. A.',
    giftCardValueDisplayText: 'Wert',
    likertLabels: [
      'Stimme überhaupt nicht zu',
      'Stimme nicht zu',
      'Neutral',
      'Stimme zu',
      'Stimme voll und ganz zu',
    ],
  },
  es: {
    productAddToCartText: 'Añadir al carrito',
    productSubscribeText: 'Suscribirse',
    productQuantityInputLabel: 'Cantidad',
    productQuickViewText: 'Vista rápida',
    productSoldOutText: 'agotado',
    productSaleText: 'oferta',
    giftCardVariantSelectText: 'Seleccionar valor',
    productVariantSelectText: 'Seleccionar {variantName}',
    productSummaryFormNoAnswerText: 'N/D',
    giftCardValueDisplayText: 'Valor',
    likertLabels: [
      'Totalmente en desacuerdo',
      'En desacuerdo',
      'Neutral',
      'De acuerdo',
      'Totalmente de acuerdo',
    ],
  },
  it: {
    productAddToCartText: 'Aggiungi al carrello',
    productSubscribeText: 'Abbonati',
    productQuantityInputLabel: 'Quantità',
    productQuickViewText: 'Anteprima',
    productSoldOutText: 'esaurito',
    productSaleText: 'offerta',
    giftCardVariantSelectText: 'Seleziona valore',
    productVariantSelectText: 'Seleziona {variantName}',
    productSummaryFormNoAnswerText: 'N/D',
    giftCardValueDisplayText: 'Valore',
    likertLabels: [
      'Fortemente in disaccordo',
      'In disaccordo',
      'Neutrale',
      'D’accordo',
      'Fortemente d’accordo',
    ],
  },
  nl: {
    productAddToCartText: 'In winkelwagen',
    productSubscribeText: 'Abonneren',
    productQuantityInputLabel: 'Aantal',
    productQuickViewText: 'Snel bekijken',
    productSoldOutText: 'uitverkocht',
    productSaleText: 'aanbieding',
    giftCardVariantSelectText: 'Kies waarde',
    productVariantSelectText: 'Kies {variantName}',
    productSummaryFormNoAnswerText: 'n.v.t.',
    giftCardValueDisplayText: 'Waarde',
    likertLabels: [
      'Helemaal mee oneens',
      'Mee oneens',
      'Neutraal',
      'Mee eens',
      'Helemaal mee eens',
    ],
  },
  pt: {
    productAddToCartText: 'Adicionar ao carrinho',
    productSubscribeText: 'Assinar',
    productQuantityInputLabel: 'Quantidade',
    productQuickViewText: 'Visualização rápida',
    productSoldOutText: 'esgotado',
    productSaleText: 'promoção',
    giftCardVariantSelectText: 'Selecionar valor',
    productVariantSelectText: 'Selecionar {variantName}',
    productSummaryFormNoAnswerText: 'N/D',
    giftCardValueDisplayText: 'Valor',
    likertLabels: ['Discordo totalmente', 'Discordo', 'Neutro', 'Concordo', 'Concordo totalmente'],
  },
  sv: {
    productAddToCartText: 'Lägg i varukorgen',
    productSubscribeText: 'Prenumerera',
    productQuantityInputLabel: 'Antal',
    productQuickViewText: 'Snabbvy',
    productSoldOutText: 'slutsåld',
    productSaleText: 'rea',
    giftCardVariantSelectText: 'Välj värde',
    productVariantSelectText: 'Välj {variantName}',
    productSummaryFormNoAnswerText: 'Ej angivet',
    giftCardValueDisplayText: 'Värde',
    likertLabels: [
      'Instämmer inte alls',
      'Instämmer inte',
      'Neutral',
      'Instämmer',
      'Instämmer helt',
    ],
  },
  da: {
    productAddToCartText: 'Læg i kurv',
    productSubscribeText: 'Abonner',
    productQuantityInputLabel: 'Antal',
    productQuickViewText: 'Hurtigt overblik',
    productSoldOutText: 'udsolgt',
    productSaleText: 'udsalg',
    giftCardVariantSelectText: 'Vælg værdi',
    productVariantSelectText: 'Vælg {variantName}',
    productSummaryFormNoAnswerText: 'Ikke angivet',
    giftCardValueDisplayText: 'Værdi',
    likertLabels: ['Meget uenig', 'Uenig', 'Neutral', 'Enig', 'Meget enig'],
  },
  nb: {
    productAddToCartText: 'Legg i handlekurven',
    productSubscribeText: 'Abonner',
    productQuantityInputLabel: 'Antall',
    productQuickViewText: 'Hurtigvisning',
    productSoldOutText: 'utsolgt',
    productSaleText: 'salg',
    giftCardVariantSelectText: 'Velg verdi',
    productVariantSelectText: 'Velg {variantName}',
    productSummaryFormNoAnswerText: 'Ikke oppgitt',
    giftCardValueDisplayText: 'Verdi',
    likertLabels: ['Svært uenig', 'Uenig', 'Nøytral', 'Enig', 'Svært enig'],
  },
  fi: {
    productAddToCartText: 'Lisää ostoskoriin',
    productSubscribeText: 'Tilaa',
    productQuantityInputLabel: 'Määrä',
    productQuickViewText: 'Pikakatselu',
    productSoldOutText: 'loppuunmyyty',
    productSaleText: 'ale',
    giftCardVariantSelectText: 'Valitse arvo',
    productVariantSelectText: 'Valitse {variantName}',
    productSummaryFormNoAnswerText: 'Ei vastausta',
    giftCardValueDisplayText: 'Arvo',
    likertLabels: [
      'Täysin eri mieltä',
      'Eri mieltä',
      'Ei samaa eikä eri mieltä',
      'Samaa mieltä',
      'Täysin samaa mieltä',
    ],
  },
  pl: {
    productAddToCartText: 'Dodaj do koszyka',
    productSubscribeText: 'Subskrybuj',
    productQuantityInputLabel: 'Ilość',
    productQuickViewText: 'Szybki podgląd',
    productSoldOutText: 'wyprzedane',
    productSaleText: 'promocja',
    giftCardVariantSelectText: 'Wybierz wartość',
    productVariantSelectText: 'Wybierz {variantName}',
    productSummaryFormNoAnswerText: 'Brak',
    giftCardValueDisplayText: 'Wartość',
    likertLabels: [
      'Zdecydowanie się nie zgadzam',
      'Nie zgadzam się',
      'Nie mam zdania',
      'Zgadzam się',
      'Zdecydowanie się zgadzam',
    ],
  },
  ja: {
    productAddToCartText: 'カートに追加',
    productSubscribeText: '定期購入',
    productQuantityInputLabel: '数量',
    productQuickViewText: 'クイックビュー',
    productSoldOutText: '売り切れ',
    productSaleText: 'セール',
    giftCardVariantSelectText: '金額を選択',
    productVariantSelectText: '{variantName}を選択',
    productSummaryFormNoAnswerText: '該当なし',
    giftCardValueDisplayText: '金額',
    likertLabels: [
      'まったくそう思わない',
      'そう思わない',
      'どちらともいえない',
      'そう思う',
      'とてもそう思う',
    ],
  },
};

/** Where a region words it differently from its language's table. */
const REGIONAL_TABLES: Readonly<Record<string, Table>> = {
  'es-MX': { productAddToCartText: 'Agregar al carrito' },
  'pt-PT': { productSubscribeText: 'Subscrever' },
};

const primaryOf = (language: string) => language.split('-')[0]?.toLowerCase() ?? '';

/** At most this many languages' words are kept: a site has at most 10 languages. */
const REMEMBERED_LANGUAGES = 32;

/**
 * A language's words, laid over English once and kept (every page rendered in a language asks
 * for them); a tag past the first REMEMBERED_LANGUAGES is laid again each time.
 */
function remembered<T>(known: Map<string, T>, language: string, lay: () => T): T {
  const found = known.get(language);
  if (found) return found;
  const words = lay();
  if (known.size < REMEMBERED_LANGUAGES) known.set(language, words);
  return words;
}

const storefrontByLanguage = new Map<string, StorefrontStrings>();
const siteByLanguage = new Map<string, SiteWords>();

/** The storefront's words in `language` (a site language's tag): regional, then language, then English. */
export function storefrontStrings(language: string): StorefrontStrings {
  return remembered(storefrontByLanguage, language, () => ({
    ...ENGLISH_STOREFRONT_STRINGS,
    ...TABLES[primaryOf(language)],
    ...REGIONAL_TABLES[language],
    ...SHOPPER_WORD_TABLES[primaryOf(language)],
    ...SHOPPER_REGIONAL_WORDS[language],
  }));
}

/**
 * The site's own words in `language` (site-words.ts), by the same rule: regional, then language,
 * then English. They travel beside the storefront's strings (StorefrontContextValue.words).
 */
export function siteWords(language: string): SiteWords {
  return remembered(siteByLanguage, language, () => ({
    ...ENGLISH_SITE_WORDS,
    ...SITE_WORD_TABLES[primaryOf(language)],
    ...SITE_REGIONAL_WORDS[language],
  }));
}
