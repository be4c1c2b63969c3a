// Required-field rules: spec storefront.md §5 "Forms": "Required fields report 'Required'.
// Required status comes from a 'required' marker. A required survey question reports 'Survey is
// not valid. Missing a required question.' A checkbox group needs at least one checked; a
// multi-part field at least one part filled; a radio group or select needs a value."

import { checkedValues, type FieldState } from './field-state';
import { FormMessage } from './messages';

/**
 * True when the field carries the 'required' marker: a class list (space-separated string) or
 * a list of markers containing exactly 'required'.
 */
export function hasRequiredMarker(markers: string | readonly string[]): boolean {
  const list = typeof markers === 'string' ? markers.split(/\s+/) : markers;
  return list.includes('required');
}

const filled = (text: string): boolean => text.trim() !== '';

/** The required-field error for a field, or null when it is optional or answered. */
export function requiredError(field: FieldState): string | null {
  if (!field.required) return null;
  switch (field.type) {
    case 'section':
    case 'hidden':
      return null;
    case 'likert':
      return field.questions.every((q) => checkedValues(q.answers).length > 0)
        ? null
        : FormMessage.surveyMissingAnswer;
    case 'checkbox':
    case 'radio':
      return checkedValues(field.options).length > 0 ? null : FormMessage.required;
    case 'address':
    case 'date':
    case 'name':
    case 'phone':
    case 'time':
      return field.parts.some(filled) ? null : FormMessage.required;
    default:
      return filled(field.value) ? null : FormMessage.required;
  }
}
