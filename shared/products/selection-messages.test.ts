import { describe, expect, it } from 'vitest';
import {
  missingOptionsMessage,
  OPTIONS_LIST_SEPARATOR,
  VARIANT_UNAVAILABLE_MESSAGE,
} from './selection-messages';

// Spec storefront.md §5: 'Please select the {option} option.'; 'Please select the {option1} and
// {option2} options.'; 'Please select the {optionsList} and {lastOption} options.'
describe('missingOptionsMessage', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['Size'], 'Please select the Size option.'],
    [['Size', 'Color'], 'Please select the Size and Color options.'],
    [['Size', 'Color', 'Fit'], 'Please select the Size, Color and Fit options.'],
    [['A', 'B', 'C', 'D'], 'Please select the A, B, C and D options.'],
  ])('%j -> %s', (names, expected) => {
    expect(missingOptionsMessage(names)).toBe(expected);
  });

  it('joins the options list with comma and space', () => {
    expect(OPTIONS_LIST_SEPARATOR).toBe(', ');
  });

  it('quotes the unavailable-variant message', () => {
    expect(VARIANT_UNAVAILABLE_MESSAGE).toBe(
      'Sorry, that item variant is unavailable. Please select another variant.',
    );
  });
});
