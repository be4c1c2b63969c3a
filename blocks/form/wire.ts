// The form definition as the form block and the form field editor read it: a structural view of
// the wire type (shared/api/forms.ts FormDefinition is assignable to it), with every type's
// settings optional, so one field can be read and edited whatever its type. The server checks
// the real schema on every save (PUT answers 400 naming the field).
import type { FormFieldType } from '../../shared/forms/field-types';

export type FormFieldDefinition = {
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
  /** In another language: the label shown for each option (the option itself is the value sent). */
  readonly optionLabels?: readonly string[];
  /** In another language: a select's first entry (else "Select an option"). */
  readonly prompt?: string;
  readonly key?: string;
  readonly value?: string;
  readonly maxLength?: number | string | null;
};

export type FormDefinition = {
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
  /** In another language: the submit button's text, when the owner translated it. */
  readonly submitText?: string;
};
