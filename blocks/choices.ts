// A setting chosen from a few named values (size, shape, layout): its zod schema with the refusal
// "Choose small, medium or large." spelled from the labels, and the options the panel lists.
import { z } from 'zod';
import type { ChoiceOption } from './types';

export interface Choice<V extends string> {
  readonly value: V;
  readonly label: string;
}

/** "a", "a or b", "a, b or c": the labels in lower case, as a sentence lists them. */
export function listInWords(labels: readonly string[]): string {
  const words = labels.map((label) => label.toLowerCase());
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** The schema of one choice setting with its default, refusing anything else in plain words. */
export function choiceSchema<V extends string>(choices: readonly Choice<V>[], fallback: V) {
  const values = choices.map((choice) => choice.value) as [V, ...V[]];
  const message = `Choose ${listInWords(choices.map((choice) => choice.label))}.`;
  return z.enum(values, message).default(fallback);
}

/** The options a select or segmented field shows for the same choices. */
export function choiceOptions<V extends string>(choices: readonly Choice<V>[]): ChoiceOption[] {
  return choices.map(({ value, label }) => ({ value, label }));
}

export const SIZE_CHOICES = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
] as const satisfies readonly Choice<string>[];

export type Size = (typeof SIZE_CHOICES)[number]['value'];
