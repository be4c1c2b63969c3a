// The form definition as the form block reads it. The wire shape is owned by the forms server
// (shared/api/forms.ts); this module names what the block needs from it, in one place.
import type { FormFieldType } from '../../shared/forms/field-types';

export interface FormFieldDefinition {
  readonly id: string;
  readonly type: FormFieldType;
  readonly title: string;
  readonly description?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly currencySymbol?: string;
  readonly showCountryCode?: boolean;
  readonly underline?: boolean;
  readonly options?: readonly string[];
  readonly key?: string;
  readonly value?: string;
  readonly maxLength?: number | string | null;
}

export interface FormDefinition {
  readonly id: string;
  readonly name: string;
  readonly fields: readonly FormFieldDefinition[];
  readonly parsedSubmissionMessage: string;
  readonly submissionHTML: string;
  readonly successRedirect: string;
  readonly parsedDisclaimerMessage: string;
  readonly captchaEnabled: boolean;
  readonly captchaTheme: string;
  readonly captchaAlignment: string;
}
