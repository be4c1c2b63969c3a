// A cart entry's additional-fields answers checked against its product's form, with the rules the
// page uses (shared/forms/submission-check): on add and on PUT .../additionalFields. A product
// without a form, or whose form no longer exists, takes the answers as they are.
import { CommerceMessage } from '../../shared/api/commerce';
import { checkSubmission } from '../../shared/forms/submission-check';
import type { CommerceStore } from '../storage/commerce-store';
import type { FormStore } from '../storage/form-store';

/** The refusal message, or null when the answers may be kept. */
export async function formAnswersRefusal(
  store: CommerceStore,
  forms: FormStore | undefined,
  itemId: string,
  additionalFields: string | null,
): Promise<string | null> {
  if (!forms) return null;
  const formId = (await store.getProduct(itemId))?.structuredContent.additionalFieldsFormId;
  const form = formId ? await forms.getForm(formId) : undefined;
  if (!form) return null;
  // The route already checked that a non-null value is a JSON object or list.
  const answers: unknown = additionalFields === null ? {} : JSON.parse(additionalFields);
  return checkSubmission(form.fields, answers).kind === 'valid'
    ? null
    : CommerceMessage.badAdditionalFields;
}
