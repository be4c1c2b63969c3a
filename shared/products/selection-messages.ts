// Add-to-cart selection messages: spec storefront.md §5 "Every variant option must be selected"
// and "A selected variant must exist".
// For three or more options, {optionsList} is every option but the last joined with ", " (comma
// and space, no serial comma), so the sentence reads "the Size, Color and Fit options."

export const VARIANT_UNAVAILABLE_MESSAGE =
  'Sorry, that item variant is unavailable. Please select another variant.';

export const OPTIONS_LIST_SEPARATOR = ', ';

/** The message for the missing option names (in option order); empty string when none is missing. */
export function missingOptionsMessage(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `Please select the ${names[0]} option.`;
  if (names.length === 2) return `Please select the ${names[0]} and ${names[1]} options.`;
  const optionsList = names.slice(0, -1).join(OPTIONS_LIST_SEPARATOR);
  return `Please select the ${optionsList} and ${names[names.length - 1]} options.`;
}
