// Products in the language a live page is shown in (docs/languages.md "Products, forms and items
// in other languages"): each product with its words in that language over its own, word by word.
// One query a render; the products as stored when the language has no words.
import type { ProductItem } from '../../shared/api/commerce';
import { translateProduct } from '../../shared/i18n/translate-content';
import type { TranslationStore } from '../storage/translation-store';

/** Where the words are read: the site's translation store. */
export type WordsSource = Pick<TranslationStore, 'wordsIn'>;

export async function productsIn(
  products: readonly ProductItem[],
  language: string | undefined,
  words: WordsSource | undefined,
): Promise<readonly ProductItem[]> {
  if (!language || !words) return products;
  const found = await words.wordsIn('product', language);
  if (found.size === 0) return products;
  return products.map((product) => translateProduct(product, found.get(product.id)));
}
