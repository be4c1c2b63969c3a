// Sample form definitions for tests (not shipped: only tests import it).
import type { FormDefinition, FormFieldDefinition } from './wire';

/** A form with these fields and the spec's defaults for everything else. */
export function formDefinition(
  id: string,
  name: string,
  fields: readonly FormFieldDefinition[],
  extra: Partial<FormDefinition> = {},
): FormDefinition {
  return {
    id,
    name,
    fields,
    parsedSubmissionMessage: '',
    submissionHTML: '',
    successRedirect: '',
    parsedDisclaimerMessage: '',
    captchaEnabled: false,
    captchaTheme: 'light',
    captchaAlignment: 'left',
    ...extra,
  };
}
