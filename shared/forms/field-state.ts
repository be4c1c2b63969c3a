// A form field as the visitor left it: the pure input to validation (`validate.ts`) and to the
// submission payload (`submission-values.ts`). The page reads its inputs into these shapes.

import type { FormFieldType, MultiPartFieldType } from './field-types';

/** Field types whose value is one piece of text. */
export type SingleValueFieldType = Exclude<
  FormFieldType,
  MultiPartFieldType | 'checkbox' | 'radio' | 'select' | 'likert' | 'hidden' | 'section'
>;

export interface ChoiceOption {
  readonly value: string;
  readonly checked: boolean;
}

export interface LikertQuestion {
  readonly question: string;
  readonly answers: readonly ChoiceOption[];
}

interface FieldBase {
  readonly id: string;
  /** From the field's 'required' marker (see `hasRequiredMarker`). */
  readonly required?: boolean;
}

export type FieldState =
  | (FieldBase & {
      readonly type: SingleValueFieldType;
      readonly value: string;
      /** Textarea only: the configured max length, as stored (see `parseMaxLength`). */
      readonly maxLength?: unknown;
    })
  | (FieldBase & { readonly type: MultiPartFieldType; readonly parts: readonly string[] })
  | (FieldBase & { readonly type: 'checkbox' | 'radio'; readonly options: readonly ChoiceOption[] })
  | (FieldBase & { readonly type: 'select'; readonly value: string })
  | (FieldBase & { readonly type: 'likert'; readonly questions: readonly LikertQuestion[] })
  | (FieldBase & { readonly type: 'hidden'; readonly name: string; readonly defaultValue: string })
  | (FieldBase & { readonly type: 'section' });

export function checkedValues(options: readonly ChoiceOption[]): string[] {
  return options.filter((option) => option.checked).map((option) => option.value);
}
