// The cart's Edit of an entry's additional-fields answers: the product's form reopens in the
// lightbox the add uses, prefilled with the entry's answers and validated the same way; the
// checked answers are saved with PUT …/entries/{entryId}/additionalFields before it closes (a
// refusal shows in the lightbox: 'Unable to update form.' or the server's message). Answers that
// cannot be read, or a product or form that cannot be loaded: 'Unable to open form.'.
import type { CartEntry } from '../../../shared/api/commerce';
import { CartMessage } from '../../../shared/cart/messages';
import { parseAnswers } from '../../form/answers-json';
import type { ProductFormOptions, ProductFormOutcome } from '../../form/open-product-form';
import { loadCatalogue } from '../products/catalogue';
import { cartFailureMessage } from './cart-view';

type EditedEntry = Pick<CartEntry, 'id' | 'itemId' | 'chosenVariant' | 'additionalFields'>;

export interface EditAnswersDeps {
  /** The form the entry's product references, or null. */
  readonly formIdOf: (itemId: string) => Promise<string | null>;
  readonly open: (formId: string, options: ProductFormOptions) => Promise<ProductFormOutcome>;
  /** PUT the answers (the cart store takes the server's cart); throws on a refusal. */
  readonly update: (entry: EditedEntry, answers: string) => Promise<unknown>;
}

/** The form a product references, from the catalogue the storefront loads once per page view. */
export async function productFormId(itemId: string): Promise<string | null> {
  const product = (await loadCatalogue()).find((item) => item.id === itemId);
  return product?.structuredContent.additionalFieldsFormId ?? null;
}

/** Edits the entry's answers; null when they were saved or the visitor closed the form. */
export async function editEntryAnswers(
  entry: EditedEntry,
  deps: EditAnswersDeps,
): Promise<typeof CartMessage.unableToOpenForm | null> {
  const answers = parseAnswers(entry.additionalFields);
  const formId = answers ? await deps.formIdOf(entry.itemId).catch(() => null) : null;
  if (answers === null || !formId) return CartMessage.unableToOpenForm;
  const outcome = await deps.open(formId, {
    answers,
    save: async (json) => {
      try {
        await deps.update(entry, json);
        return null;
      } catch (failure) {
        return cartFailureMessage(failure, CartMessage.unableToUpdateForm);
      }
    },
  });
  return outcome.kind === 'unavailable' ? CartMessage.unableToOpenForm : null;
}
