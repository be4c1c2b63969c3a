import { describe, expect, it } from 'vitest';
import { choiceOptions, choiceSchema, listInWords, SIZE_CHOICES } from './choices';

describe('choice settings', () => {
  it.each([
    [[], ''],
    [['One'], 'one'],
    [['Stacked', 'Inline'], 'stacked or inline'],
    [['Small', 'Medium', 'Large'], 'small, medium or large'],
  ])('lists %j as %j', (labels, words) => {
    expect(listInWords(labels)).toBe(words);
  });

  it('defaults, accepts its values and refuses others with the labels in words', () => {
    const schema = choiceSchema(SIZE_CHOICES, 'medium');
    expect(schema.parse(undefined)).toBe('medium');
    expect(schema.parse('large')).toBe('large');
    expect(schema.safeParse('huge').error?.issues[0]?.message).toBe(
      'Choose small, medium or large.',
    );
  });

  it('gives the panel one option per choice', () => {
    expect(choiceOptions(SIZE_CHOICES).map((option) => option.label)).toEqual([
      'Small',
      'Medium',
      'Large',
    ]);
  });
});
