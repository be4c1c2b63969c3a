// The visitor's reads in a language (docs/languages.md "Products, forms and items in other
// languages"): `GET /api/commerce/products`, `…/products/{id}` and `/api/forms/{id}` take
// `?language=` (one of the site's languages, any case; 400 otherwise) and answer the records with
// their words in it, word by word over their own. Without the parameter the calls are as before:
// these handlers are mounted ahead of them and step aside.
import type { Context, Hono, Next } from 'hono';
import { CommerceMessage } from '../../shared/api/commerce';
import { FORMS_API_PATH, FormApiMessage } from '../../shared/api/forms';
import { MultilingualMessage } from '../../shared/api/multilingual';
import { siteLanguageOf } from '../../shared/i18n/languages';
import { translateForm, translateProduct } from '../../shared/i18n/translate-content';
import { productsIn } from '../live/live-translations';
import type { TranslationSources } from './translations';

export function mountTranslatedReads(app: Hono, sources: TranslationSources): void {
  const { translations: words, languages, commerce, forms } = sources;
  if (!words || !languages) return;
  /** The language asked for; undefined without the parameter; null when it is not the site's. */
  const asked = async (c: Context) => {
    const tag = c.req.query('language');
    return tag === undefined ? undefined : siteLanguageOf(await languages.languages(), tag);
  };
  /** Answers in the language asked for; steps aside when none is. */
  const inLanguage =
    (answer: (c: Context, language: string) => Promise<Response>) =>
    async (c: Context, next: Next) => {
      const language = await asked(c);
      if (language === undefined) return next();
      if (language === null) return c.json({ message: MultilingualMessage.badLocale }, 400);
      return answer(c, language);
    };

  if (commerce) {
    app.get(
      '/api/commerce/products',
      inLanguage(async (c, language) => {
        const products = await productsIn(await commerce.store.listProducts(), language, words);
        return c.json({ products });
      }),
    );
    app.get(
      '/api/commerce/products/:productId',
      inLanguage(async (c, language) => {
        const id = c.req.param('productId') ?? '';
        const product = await commerce.store.getProduct(id);
        if (!product) return c.json({ message: CommerceMessage.productNotFound }, 404);
        const found = await words.wordsIn('product', language);
        return c.json({ product: translateProduct(product, found.get(id)) });
      }),
    );
  }
  if (forms) {
    app.get(
      `${FORMS_API_PATH}/:formId`,
      inLanguage(async (c, language) => {
        const id = c.req.param('formId') ?? '';
        const form = await forms.store.getForm(id);
        if (!form) return c.json({ error: FormApiMessage.notFound }, 404);
        const found = await words.wordsIn('form', language);
        return c.json(translateForm(form, found.get(id)));
      }),
    );
  }
}
